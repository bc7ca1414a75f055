import { ChevronLeft, ChevronRight, ExternalLink, Loader2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type CitedSource, pageLabel } from "@/shared/documents";
import { useDocumentPage } from "./api";

type Props = { source: CitedSource; onClose: () => void };

/**
 * The cited page in the panel: its text as Bismo read it, with the cited passage highlighted
 * and scrolled into view; the pages around it, and the original file in a new tab.
 */
export function SourceViewer({ source, onClose }: Props) {
  const [page, setPage] = useState(source.page);
  const heading = useRef<HTMLHeadingElement>(null);
  const mark = useRef<HTMLElement>(null);
  const shown = useDocumentPage(source.documentId, page);
  const cited = page === source.page;

  useEffect(() => {
    setPage(source.page);
    heading.current?.focus();
  }, [source]);

  useEffect(() => {
    if (cited && shown.data) mark.current?.scrollIntoView({ block: "center" });
  }, [cited, shown.data]);

  const text = shown.data?.text ?? "";
  const pageCount = shown.data?.pageCount ?? 0;
  const start = Math.min(source.start, text.length);
  const end = Math.min(source.end, text.length);

  return (
    <section
      aria-label="Source viewer"
      className="fixed inset-0 z-40 flex flex-col bg-bg md:static md:z-auto md:w-[26rem] md:shrink-0 md:border-l md:border-border"
    >
      <div className="flex items-start gap-2 border-b border-border px-4 py-2">
        <div className="min-w-0 flex-1">
          <h2 ref={heading} tabIndex={-1} className="truncate text-sm font-semibold outline-none">
            {source.name}
          </h2>
          <p className="text-xs text-muted-fg" data-testid="viewer-page">
            {pageLabel(source.unit, page)}
            {pageCount > 0 && ` of ${pageCount}`}
            {cited && ` · source ${source.number}`}
          </p>
        </div>
        <a
          href={`/api/documents/${encodeURIComponent(source.documentId)}/file${source.unit === "page" ? `#page=${page}` : ""}`}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-1 rounded px-1.5 py-1 text-xs hover:bg-muted"
        >
          <ExternalLink className="h-3.5 w-3.5" aria-hidden /> Open file
        </a>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the source viewer"
          className="rounded p-1 hover:bg-muted"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        role="document"
        aria-label="Page text"
        className="min-h-0 flex-1 overflow-y-auto px-4 py-3"
      >
        {shown.isPending ? (
          <Loader2 className="mx-auto mt-8 h-5 w-5 animate-spin" aria-label="Loading the page" />
        ) : shown.error ? (
          <p role="alert" className="text-sm text-destructive">
            This page could not be loaded: {shown.error.message}
          </p>
        ) : (
          <p className="whitespace-pre-wrap text-sm leading-relaxed" data-testid="viewer-text">
            {cited ? (
              <>
                {text.slice(0, start)}
                <mark
                  ref={mark}
                  data-testid="cited-passage"
                  className="rounded bg-yellow-200 px-0.5 text-black dark:bg-yellow-300"
                >
                  {text.slice(start, end)}
                </mark>
                {text.slice(end)}
              </>
            ) : (
              text
            )}
          </p>
        )}
      </div>
      <div className="flex items-center justify-between border-t border-border px-4 py-2 text-sm">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => setPage((current) => current - 1)}
          className="flex items-center gap-1 rounded px-2 py-1 hover:bg-muted disabled:opacity-50"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
        </button>
        {!cited && (
          <button
            type="button"
            onClick={() => setPage(source.page)}
            className="rounded px-2 py-1 text-primary hover:bg-muted"
          >
            Back to the source
          </button>
        )}
        <button
          type="button"
          disabled={pageCount > 0 && page >= pageCount}
          onClick={() => setPage((current) => current + 1)}
          className="flex items-center gap-1 rounded px-2 py-1 hover:bg-muted disabled:opacity-50"
        >
          Next <ChevronRight className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </section>
  );
}
