import {
  FileQuestion,
  FileText,
  Image,
  Languages,
  LayoutGrid,
  type LucideIcon,
  Mail,
  MessagesSquare,
  SquareCode,
  Volume2,
} from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "@/client/components/ui/button";
import { builtTools, isBuilt, workbenchUrl } from "@/client/lib/tool-links";
import type { ToolId } from "@/shared/tools/registry";

type Feature = { tool: ToolId; title: string; text: string; icon: LucideIcon };

/**
 * The cards the page may show, in the order it prefers them: the spec's five first. Only tools
 * that work in this build get a card (five at most), so a tool is promoted as soon as it lands.
 */
const candidates: readonly Feature[] = [
  {
    tool: "multi-chat",
    title: "Chat Assistant",
    text: "Ask anything, attach your files, and get answers from the AI models this server offers.",
    icon: MessagesSquare,
  },
  {
    tool: "image-generator",
    title: "Image Generation",
    text: "Describe a picture and get it in the style you want, from photo to illustration.",
    icon: Image,
  },
  {
    tool: "code-assistant",
    title: "Code Helper",
    text: "Write, explain, review and debug code in the language you work in.",
    icon: SquareCode,
  },
  {
    tool: "google-docs-ai",
    title: "Document Summarizer",
    text: "Turn long documents into clear summaries, outlines and translations.",
    icon: FileText,
  },
  {
    tool: "text-to-speech",
    title: "Voice Synthesis",
    text: "Turn any text into natural speech with a choice of voices.",
    icon: Volume2,
  },
  {
    tool: "ask-pdf",
    title: "Ask Your PDFs",
    text: "Upload a PDF and ask questions about it; the answers come from the document.",
    icon: FileQuestion,
  },
  {
    tool: "language-tutor",
    title: "Language Tutor",
    text: "Practise Spanish, French, German and more with a patient tutor at your level.",
    icon: Languages,
  },
  {
    tool: "email-assistant",
    title: "E-mail Writer",
    text: "Draft professional, follow-up and thank-you e-mails in the right tone.",
    icon: Mail,
  },
];

const shown = candidates.filter((feature) => isBuilt(feature.tool)).slice(0, 5);
const others = builtTools.filter((tool) => !shown.some((feature) => feature.tool === tool.id));

/** 'Many More': the working tools without a card of their own, and how many work in all. */
function manyMoreText() {
  const names = others.slice(0, 3).map((tool) => tool.name);
  const total = `${builtTools.length} AI tools ready to use.`;
  if (names.length === 0) return `Browse them all in the AI hub: ${total}`;
  return `${names.join(", ")}${others.length > names.length ? " and more" : ""}: ${total}`;
}

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
          Everything you need to write, create, study, code and ask, without switching apps.
        </p>
        <ul className="mt-12 grid gap-6 text-left sm:grid-cols-2 lg:grid-cols-3">
          {shown.map(({ icon: Icon, ...feature }) => (
            <Card
              key={feature.tool}
              icon={Icon}
              title={feature.title}
              text={feature.text}
              to={workbenchUrl(feature.tool)}
              button="Experience Now"
            />
          ))}
          <Card
            icon={LayoutGrid}
            title="Many More"
            text={manyMoreText()}
            to="/ai-hub"
            button="Explore Now"
          />
        </ul>
      </div>
    </section>
  );
}

function Card({
  icon: Icon,
  title,
  text,
  to,
  button,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  to: string;
  button: string;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-bg p-6 shadow-sm">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary/15 text-primary">
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <h3 className="mt-4 text-xl font-semibold">{title}</h3>
      <p className="mt-2 flex-1 text-muted-fg">{text}</p>
      <Link
        to={to}
        aria-label={`${button}: ${title}`}
        className={`${buttonClass("outline")} mt-6 self-start`}
      >
        {button}
      </Link>
    </li>
  );
}
