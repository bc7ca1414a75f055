import { createContext, useContext, useMemo } from "react";
import { type I18n, useT } from "@/client/i18n/use-t";
import type { CitedSource } from "@/shared/documents";
import type { Citations } from "./markdown";

/** What opening a cited source does; null where answers cite nothing (every tool but Ask My PDF). */
export const CiteContext = createContext<((source: CitedSource) => void) | null>(null);

/** "page 4", "slide 2", "section 3" in the reader's words. */
export const placeLabel = ({ t }: I18n, source: Pick<CitedSource, "unit" | "page">) =>
  t(
    {
      id: "workbench.sources.place",
      defaultMessage:
        "{unit, select, slide {slide {page, number}} section {section {page, number}} other {page {page, number}}}",
    },
    { unit: source.unit, page: source.page },
  );

/** A marker's accessible name: "Source 1: report.pdf, page 4". */
export function sourceLabel(i18n: I18n, source: CitedSource): string {
  return i18n.t(
    { id: "workbench.sources.label", defaultMessage: "Source {number, number}: {name}, {place}" },
    { number: source.number, name: source.name, place: placeLabel(i18n, source) },
  );
}

/** The answer's markers as buttons that open their source, when the workspace can show one. */
export function useCitations(sources: readonly CitedSource[] | undefined): Citations | undefined {
  const onCite = useContext(CiteContext);
  const i18n = useT();
  return useMemo(() => {
    if (!onCite || !sources?.length) return undefined;
    const byNumber = new Map(sources.map((source) => [source.number, source]));
    return {
      numbers: new Set(byNumber.keys()),
      label: (number) => {
        const source = byNumber.get(number);
        return source
          ? sourceLabel(i18n, source)
          : i18n.t(
              { id: "workbench.sources.number", defaultMessage: "Source {number, number}" },
              { number },
            );
      },
      onCite: (number) => {
        const source = byNumber.get(number);
        if (source) onCite(source);
      },
    };
  }, [onCite, sources, i18n]);
}

/** The numbered sources under an answer, each opening its page. */
export function SourceList({ sources }: { sources: readonly CitedSource[] }) {
  const onCite = useContext(CiteContext);
  const i18n = useT();
  if (!onCite || sources.length === 0) return null;
  const heading = i18n.t({ id: "workbench.sources.heading", defaultMessage: "Sources" });
  return (
    <div className="mt-3 border-t border-border pt-2">
      <p className="text-xs font-medium text-muted-fg">{heading}</p>
      <ol className="mt-1 flex flex-wrap gap-1.5 text-xs" aria-label={heading}>
        {sources.map((source) => (
          <li key={source.number}>
            <button
              type="button"
              onClick={() => onCite(source)}
              className="flex max-w-full items-center gap-1 rounded-md border border-border px-2 py-1 text-start hover:bg-muted"
            >
              <span className="font-semibold text-primary">{source.number}</span>
              <span className="truncate">
                {source.name}, {placeLabel(i18n, source)}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
