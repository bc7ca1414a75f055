import { LayoutGrid } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "@/client/components/ui/button";
import { cardText, cardTitle, toolName } from "@/client/i18n/tool-messages";
import { type I18n, useT } from "@/client/i18n/use-t";
import { builtTools, promoted, workbenchUrl } from "@/client/lib/tool-links";
import { localeTags } from "@/shared/i18n/locales";
import { CardIcon, type CardIconName } from "./card-icons";

/**
 * The cards the page shows: five at most, in the order their tools' definitions give
 * (`promotion.card`), and only for tools that work in this build, so a tool is promoted as soon
 * as it lands.
 */
const shown = promoted("card", 5);
const others = builtTools.filter((tool) => !shown.some((feature) => feature.tool.id === tool.id));

/** 'Many More': the working tools without a card of their own, and how many work in all. */
function manyMoreText({ t, locale }: I18n) {
  const count = builtTools.length;
  const named = others.slice(0, 3).map((tool) => t(toolName(tool.id)));
  if (named.length === 0)
    return t(
      {
        id: "landing.features.browseAll",
        defaultMessage:
          "Browse them all in the AI hub: {count, plural, one {# AI tool} other {# AI tools}} ready to use.",
      },
      { count },
    );
  const names = new Intl.ListFormat(localeTags[locale], { type: "unit" }).format(named);
  return others.length > named.length
    ? t(
        {
          id: "landing.features.namesAndMore",
          defaultMessage:
            "{names} and more: {count, plural, one {# AI tool} other {# AI tools}} ready to use.",
        },
        { names, count },
      )
    : t(
        {
          id: "landing.features.names",
          defaultMessage:
            "{names}: {count, plural, one {# AI tool} other {# AI tools}} ready to use.",
        },
        { names, count },
      );
}

export function FeaturesSection() {
  const i18n = useT();
  const { t } = i18n;
  const button = t({ id: "landing.features.experience", defaultMessage: "Experience Now" });
  const explore = t({ id: "landing.features.explore", defaultMessage: "Explore Now" });
  const manyMore = t({ id: "landing.features.manyMore", defaultMessage: "Many More" });
  const cardLink = (title: string) =>
    t({ id: "landing.features.cardLink", defaultMessage: "{button}: {title}" }, { button, title });
  return (
    <section
      id="features"
      tabIndex={-1}
      aria-labelledby="features-title"
      className="render-when-near scroll-mt-16 bg-card/50 px-4 py-24 outline-none [--estimated-height:2040px] sm:px-6 sm:[--estimated-height:1130px] lg:[--estimated-height:785px]"
    >
      <div className="mx-auto max-w-6xl text-center">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">
          {t({ id: "landing.features.kicker", defaultMessage: "Features Suite" })}
        </p>
        <h2 id="features-title" className="mt-2 text-3xl font-bold text-balance sm:text-4xl">
          {t({
            id: "landing.features.title",
            defaultMessage: "Powerful AI tools, all in one platform",
          })}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-fg">
          {t({
            id: "landing.features.lead",
            defaultMessage:
              "Everything you need to write, create, study, code and ask, without switching apps.",
          })}
        </p>
        <ul className="mt-12 grid gap-6 text-start sm:grid-cols-2 lg:grid-cols-3">
          {shown.map(({ tool, entry: card }) => (
            <Card
              key={tool.id}
              icon={
                <CardIcon name={(card.icon ?? tool.icon) as CardIconName} className="h-6 w-6" />
              }
              title={t(cardTitle(tool.id))}
              text={t(cardText(tool.id))}
              to={workbenchUrl(tool.id)}
              button={button}
              label={cardLink(t(cardTitle(tool.id)))}
            />
          ))}
          <Card
            icon={<LayoutGrid className="h-6 w-6" aria-hidden />}
            title={manyMore}
            text={manyMoreText(i18n)}
            to="/ai-hub"
            button={explore}
            label={t(
              { id: "landing.features.cardLink", defaultMessage: "{button}: {title}" },
              { button: explore, title: manyMore },
            )}
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
  label,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  to: string;
  button: string;
  /** The link's name: the button's words and the card's title. */
  label: string;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-bg p-6 shadow-sm">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary/15 text-primary">
        {icon}
      </span>
      <h3 className="mt-4 text-xl font-semibold hyphens-auto">{title}</h3>
      <p className="mt-2 flex-1 text-muted-fg">{text}</p>
      <Link to={to} aria-label={label} className={`${buttonClass("outline")} mt-6 self-start`}>
        {button}
      </Link>
    </li>
  );
}
