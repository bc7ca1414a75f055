import { Brain, Plug, ShieldCheck } from "lucide-react";
import { useT } from "@/client/i18n/use-t";
import { builtTools } from "@/client/lib/tool-links";
import { defineMessage } from "@/shared/i18n/runtime";

const vision = [
  {
    icon: Brain,
    title: defineMessage({ id: "landing.about.adaptive", defaultMessage: "Adaptive Intelligence" }),
    text: defineMessage({
      id: "landing.about.adaptiveText",
      defaultMessage:
        "Tools that learn your context and pick the right model for the task, so results improve as you work.",
    }),
  },
  {
    icon: ShieldCheck,
    title: defineMessage({ id: "landing.about.ethical", defaultMessage: "Ethical Design" }),
    text: defineMessage({
      id: "landing.about.ethicalText",
      defaultMessage:
        "Your data stays yours: hosted in the EU, never sold, and used only to answer what you ask.",
    }),
  },
  {
    icon: Plug,
    title: defineMessage({ id: "landing.about.seamless", defaultMessage: "Seamless Integration" }),
    text: defineMessage({
      id: "landing.about.seamlessText",
      defaultMessage:
        "Chat, documents, media and code share one workspace, so work moves from one tool to the next.",
    }),
  },
];

export function AboutSection() {
  const { t } = useT();
  const figures = [
    // The same count as the hero's: the tools that work in this build.
    {
      value: String(builtTools.length),
      label: t({ id: "landing.about.figureTools", defaultMessage: "AI Tools" }),
    },
    {
      value: t(
        { id: "landing.about.uptimeValue", defaultMessage: "{share, number, ::percent .#}" },
        { share: 0.999 },
      ),
      label: t({ id: "landing.about.figureUptime", defaultMessage: "Uptime" }),
    },
    { value: "24/7", label: t({ id: "landing.about.figureSupport", defaultMessage: "Support" }) },
  ];
  return (
    <section
      id="about"
      tabIndex={-1}
      aria-labelledby="about-title"
      className="scroll-mt-16 px-4 py-24 outline-none sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">
          {t({ id: "landing.about.kicker", defaultMessage: "About Bismo" })}
        </p>
        <h2 id="about-title" className="mt-2 text-3xl font-bold text-balance sm:text-4xl">
          {t({
            id: "landing.about.title",
            defaultMessage: "An AI studio built around the way you create",
          })}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-fg">
          {t({
            id: "landing.about.lead",
            defaultMessage:
              "Bismo brings the best AI models together behind one friendly interface. Instead of juggling a dozen subscriptions and tabs, you open one hub and pick the tool that fits the job.",
          })}
        </p>
        <h3 className="mt-14 text-2xl font-semibold">
          {t({ id: "landing.about.vision", defaultMessage: "Our Vision" })}
        </h3>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {vision.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="rounded-2xl border border-border bg-card p-6">
              <Icon className="h-8 w-8 text-primary" aria-hidden />
              <h4 className="mt-4 text-lg font-semibold hyphens-auto">{t(title)}</h4>
              <p className="mt-2 text-muted-fg">{t(text)}</p>
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
