import { LayoutGrid } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ToolIcon } from "@/client/components/tool-icon";
import { buttonClass } from "@/client/components/ui/button";
import { builtTools, promoted, workbenchUrl } from "@/client/lib/tool-links";

/**
 * The cards the page shows: five at most, in the order their tools' definitions give
 * (`promotion.card`), and only for tools that work in this build, so a tool is promoted as soon
 * as it lands.
 */
const shown = promoted("card", 5);
const others = builtTools.filter((tool) => !shown.some((feature) => feature.tool.id === tool.id));

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
          {shown.map(({ tool, entry: card }) => (
            <Card
              key={tool.id}
              icon={<ToolIcon name={card.icon ?? tool.icon} className="h-6 w-6" />}
              title={card.title}
              text={card.text}
              to={workbenchUrl(tool.id)}
              button="Experience Now"
            />
          ))}
          <Card
            icon={<LayoutGrid className="h-6 w-6" aria-hidden />}
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
  icon,
  title,
  text,
  to,
  button,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  to: string;
  button: string;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-bg p-6 shadow-sm">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary/15 text-primary">
        {icon}
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
