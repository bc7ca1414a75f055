import { createContext, useContext, useMemo } from "react";
import { type CitedSource, pageLabel } from "@/shared/documents";
import type { Citations } from "./markdown";

/** What opening a cited source does; null where answers cite nothing (every tool but Ask My PDF). */
export const CiteContext = createContext<((source: CitedSource) => void) | null>(null);

export function sourceLabel(source: CitedSource): string {
  return `Source ${source.number}: ${source.name}, ${pageLabel(source.unit, source.page)}`;
}

/** The answer's markers as buttons that open their source, when the workspace can show one. */
export function useCitations(sources: readonly CitedSource[] | undefined): Citations | undefined {
  const onCite = useContext(CiteContext);
  return useMemo(() => {
    if (!onCite || !sources?.length) return undefined;
    const byNumber = new Map(sources.map((source) => [source.number, source]));
    return {
      numbers: new Set(byNumber.keys()),
      label: (number) => {
        const source = byNumber.get(number);
        return source ? sourceLabel(source) : `Source ${number}`;
      },
      onCite: (number) => {
        const source = byNumber.get(number);
        if (source) onCite(source);
      },
    };
  }, [onCite, sources]);
}

/** The numbered sources under an answer, each opening its page. */
export function SourceList({ sources }: { sources: readonly CitedSource[] }) {
  const onCite = useContext(CiteContext);
  if (!onCite || sources.length === 0) return null;
  return (
    <div className="mt-3 border-t border-border pt-2">
      <p className="text-xs font-medium text-muted-fg">Sources</p>
      <ol className="mt-1 flex flex-wrap gap-1.5 text-xs" aria-label="Sources">
        {sources.map((source) => (
          <li key={source.number}>
            <button
              type="button"
              onClick={() => onCite(source)}
              className="flex max-w-full items-center gap-1 rounded-md border border-border px-2 py-1 text-left hover:bg-muted"
            >
              <span className="font-semibold text-primary">{source.number}</span>
              <span className="truncate">
                {source.name}, {pageLabel(source.unit, source.page)}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
