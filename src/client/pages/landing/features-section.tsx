import {
  FileText,
  Image,
  LayoutGrid,
  type LucideIcon,
  MessagesSquare,
  SquareCode,
  Volume2,
} from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "@/client/components/ui/button";
import { toolUrl } from "@/client/lib/tool-links";

type Feature = { title: string; text: string; icon: LucideIcon; to: string; button: string };

const features: readonly Feature[] = [
  {
    title: "Chat Assistant",
    text: "Talk to GPT, Claude, Gemini and more in one conversation, and compare their answers.",
    icon: MessagesSquare,
    to: toolUrl("/chat"),
    button: "Experience Now",
  },
  {
    title: "Image Generation",
    text: "Describe a picture and get it in the style you want, from photo to illustration.",
    icon: Image,
    to: toolUrl("/images"),
    button: "Experience Now",
  },
  {
    title: "Code Helper",
    text: "Write, explain, review and debug code in the language you work in.",
    icon: SquareCode,
    to: toolUrl("/code"),
    button: "Experience Now",
  },
  {
    title: "Document Summarizer",
    text: "Turn long documents into clear summaries, outlines and translations.",
    icon: FileText,
    to: toolUrl("/docs"),
    button: "Experience Now",
  },
  {
    title: "Voice Synthesis",
    text: "Turn any text into natural speech with a choice of voices.",
    icon: Volume2,
    to: toolUrl("/voice"),
    button: "Experience Now",
  },
  {
    title: "Many More",
    text: "Video, 3D, flashcards, quizzes, brand kits, presentations: 23 tools and counting.",
    icon: LayoutGrid,
    to: "/ai-hub",
    button: "Explore Now",
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      tabIndex={-1}
      aria-labelledby="features-title"
      className="render-when-near scroll-mt-16 bg-card/50 px-4 py-24 outline-none [--estimated-height:2040px] sm:px-6 sm:[--estimated-height:1130px] lg:[--estimated-height:785px]"
    >
      <div className="mx-auto max-w-6xl text-center">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">
          Features Suite
        </p>
        <h2 id="features-title" className="mt-2 text-3xl font-bold sm:text-4xl">
          Powerful AI tools, all in one platform
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-fg">
          Everything you need to write, design, speak and build, without switching apps.
        </p>
        <ul className="mt-12 grid gap-6 text-left sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, ...feature }) => (
            <li
              key={feature.title}
              className="flex flex-col rounded-2xl border border-border bg-bg p-6 shadow-sm"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary/15 text-primary">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{feature.title}</h3>
              <p className="mt-2 flex-1 text-muted-fg">{feature.text}</p>
              <Link
                to={feature.to}
                aria-label={`${feature.button}: ${feature.title}`}
                className={`${buttonClass("outline")} mt-6 self-start`}
              >
                {feature.button}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
