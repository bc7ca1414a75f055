import { Brain, Plug, ShieldCheck } from "lucide-react";
import { builtTools } from "@/client/lib/tool-links";

const vision = [
  {
    icon: Brain,
    title: "Adaptive Intelligence",
    text: "Tools that learn your context and pick the right model for the task, so results improve as you work.",
  },
  {
    icon: ShieldCheck,
    title: "Ethical Design",
    text: "Your data stays yours: hosted in the EU, never sold, and used only to answer what you ask.",
  },
  {
    icon: Plug,
    title: "Seamless Integration",
    text: "Chat, documents, media and code share one workspace, so work moves from one tool to the next.",
  },
];

const figures = [
  // The same count as the hero's: the tools that work in this build.
  { value: String(builtTools.length), label: "AI Tools" },
  { value: "99.9%", label: "Uptime" },
  { value: "24/7", label: "Support" },
];

export function AboutSection() {
  return (
    <section
      id="about"
      tabIndex={-1}
      aria-labelledby="about-title"
      className="scroll-mt-16 px-4 py-24 outline-none sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">About Bismo</p>
        <h2 id="about-title" className="mt-2 text-3xl font-bold sm:text-4xl">
          An AI studio built around the way you create
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-fg">
          Bismo brings the best AI models together behind one friendly interface. Instead of
          juggling a dozen subscriptions and tabs, you open one hub and pick the tool that fits the
          job.
        </p>
        <h3 className="mt-14 text-2xl font-semibold">Our Vision</h3>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {vision.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6">
              <Icon className="h-8 w-8 text-primary" aria-hidden />
              <h4 className="mt-4 text-lg font-semibold">{title}</h4>
              <p className="mt-2 text-muted-fg">{text}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-10 grid gap-6 sm:grid-cols-3">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col rounded-2xl border border-border bg-card p-6 text-center"
            >
              <dt className="text-sm font-medium text-muted-fg">{figure.label}</dt>
              <dd className="order-first text-4xl font-extrabold text-primary">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
