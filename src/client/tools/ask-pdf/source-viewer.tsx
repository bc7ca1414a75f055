import { ChevronLeft, ChevronRight, ExternalLink, Loader2, X } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { useT } from "@/client/i18n/use-t";
import type { CitedSource } from "@/shared/documents";
import { askPdfMessages } from "@/shared/i18n/compiled/askPdf";
import { documentFile, useDocumentPage } from "./api";
import { PageText } from "./page-text";
import { PdfPage } from "./pdf-page";
import { usePdfDocument } from "./use-pdf-document";
import { failureText, placeText } from "./viewer-text";

/** The tool's own words, loaded with the viewer (view.tsx). */
export const messageAreas = [askPdfMessages];

type Props = { source: CitedSource; onClose: () => void };

/** Keys the viewer leaves alone where they type or choose. */
const typing = "input, textarea, select, [contenteditable='true']";

/**
 * The cited page in the panel. A PDF's page is drawn as it looks, the passage highlighted on
 * it; a deck's slide and a section of running text are shown as the text Bismo read, and so is
 * a PDF page that cannot be drawn, saying so. Previous and next (buttons, or the arrow keys),
 * the original file in a new tab; Escape closes it and gives focus back to the marker.
 */
export function SourceViewer({ source, onClose }: Props) {
  const i18n = useT();
  const { t } = i18n;
  const [page, setPage] = useState(source.page);
  const [undrawable, setUndrawable] = useState<ReadonlySet<number>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useDocumentPage(source.documentId, page);
  const isPdf = source.unit === "page";
  const pdf = usePdfDocument(source.documentId, isPdf);
  const cited = page === source.page;
  const pageCount = shown.data?.pageCount || (pdf.status === "ready" ? pdf.pdf.pageCount : 0);
  const canGoBack = page > 1;
  const canGoOn = pageCount === 0 || page < pageCount;

  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    setPage(source.page);
    heading.current?.focus();
  }, [source]);

  useEffect(() => setUndrawable(new Set()), [source.documentId]);

  const onFailed = useCallback(
    (failed: number) => setUndrawable((pages) => new Set(pages).add(failed)),
    [],
  );

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (!(event.target instanceof Element && event.target.closest(typing))) {
      if (event.key === "ArrowLeft" && canGoBack) setPage(page - 1);
      else if (event.key === "ArrowRight" && canGoOn) setPage(page + 1);
      else return;
      event.preventDefault();
    }
  }

  const failure =
    pdf.status === "failed"
      ? failureText(i18n, pdf.reason)
      : undrawable.has(page)
        ? t(
            {
              id: "askPdf.viewer.pageNotDrawn",
              defaultMessage: "Page {page, number} could not be drawn here.",
            },
            { page },
          )
        : null;
  const passage = cited ? source : null;

  return (
    <section
      aria-label={t({ id: "askPdf.viewer.label", defaultMessage: "Source viewer" })}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-40 flex flex-col bg-bg md:static md:z-auto md:w-[26rem] 2xl:w-[34rem] md:shrink-0 md:border-l md:border-border"
    >
      <div className="flex items-start gap-2 border-b border-border px-4 py-2">
        <div className="min-w-0 flex-1">
          <h2 ref={heading} tabIndex={-1} className="truncate text-sm font-semibold outline-none">
            {source.name}
          </h2>
          <p className="text-xs text-muted-fg" data-testid="viewer-page">
            {placeText(i18n, source, page, pageCount)}
          </p>
        </div>
        <a
          href={`${documentFile(source.documentId)}${isPdf ? `#page=${page}` : ""}`}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-1 rounded px-1.5 py-1 text-xs hover:bg-muted"
        >
          <ExternalLink className="h-3.5 w-3.5" aria-hidden />{" "}
          {t({ id: "askPdf.viewer.openFile", defaultMessage: "Open file" })}
        </a>
        <button
          type="button"
          onClick={onClose}
          aria-label={t({ id: "askPdf.viewer.close", defaultMessage: "Close the source viewer" })}
          className="rounded p-1 hover:bg-muted"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
      {isPdf && !failure ? (
        pdf.status === "ready" ? (
          <PdfPage
            pdf={pdf.pdf}
            page={page}
            name={source.name}
            passage={passage}
            onFailed={onFailed}
          />
        ) : (
          <p role="status" className="flex flex-1 items-start justify-center gap-2 pt-10 text-sm">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />{" "}
            {t({ id: "askPdf.viewer.opening", defaultMessage: "Opening the PDF…" })}
          </p>
        )
      ) : (
        <PageText
          shown={shown}
          passage={passage}
          note={
            failure
              ? t(
                  {
                    id: "askPdf.viewer.textInstead",
                    defaultMessage:
                      "{failure} Its text as Bismo read it is shown instead{cited, select, yes {, with the cited passage highlighted} other {}}; Open file shows the original.",
                  },
                  { failure, cited: passage ? "yes" : "no" },
                )
              : undefined
          }
        />
      )}
      <div className="flex items-center justify-between border-t border-border px-4 py-2 text-sm">
        <button
          type="button"
          disabled={!canGoBack}
          onClick={() => setPage((current) => current - 1)}
          aria-keyshortcuts="ArrowLeft"
          className="flex items-center gap-1 rounded px-2 py-1 hover:bg-muted disabled:opacity-50"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />{" "}
          {t({ id: "askPdf.viewer.previous", defaultMessage: "Previous" })}
        </button>
        {!cited && (
          <button
            type="button"
            onClick={() => setPage(source.page)}
            className="rounded px-2 py-1 text-primary hover:bg-muted"
          >
            {t({ id: "askPdf.viewer.backToSource", defaultMessage: "Back to the source" })}
          </button>
        )}
        <button
          type="button"
          disabled={!canGoOn}
          onClick={() => setPage((current) => current + 1)}
          aria-keyshortcuts="ArrowRight"
          className="flex items-center gap-1 rounded px-2 py-1 hover:bg-muted disabled:opacity-50"
        >
          {t({ id: "askPdf.viewer.next", defaultMessage: "Next" })}{" "}
          <ChevronRight className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </section>
  );
}
