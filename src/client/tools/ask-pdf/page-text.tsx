import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useT } from "@/client/i18n/use-t";
import type { CitedSource, DocumentPageResponse } from "@/shared/documents";

type Props = {
  shown: { data?: DocumentPageResponse; isPending: boolean; error: Error | null };
  /** The passage to highlight, when the page shown is the cited one. */
  passage: CitedSource | null;
  /** Said above the text: why the page is shown as text rather than drawn. */
  note?: string;
};

/**
 * A page's text as Bismo read it, the cited passage highlighted by its offsets and scrolled
 * into view: the view of Word, PowerPoint, text and Markdown sources, and of a PDF page that
 * could not be drawn.
 */
export function PageText({ shown, passage, note }: Props) {
  const { t } = useT();
  const mark = useRef<HTMLElement>(null);

  useEffect(() => {
    if (passage && shown.data) mark.current?.scrollIntoView({ block: "center" });
  }, [passage, shown.data]);

  const text = shown.data?.text ?? "";
  const start = Math.min(passage?.start ?? 0, text.length);
  const end = Math.min(passage?.end ?? 0, text.length);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {note && (
        <p
          role="status"
          data-testid="viewer-note"
          className="border-b border-border bg-muted px-4 py-2 text-xs"
        >
          {note}
        </p>
      )}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        role="document"
        aria-label={t({ id: "askPdf.viewer.pageText", defaultMessage: "Page text" })}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-3"
      >
        {shown.isPending ? (
          <Loader2
            className="mx-auto mt-8 h-5 w-5 animate-spin"
            aria-label={t({ id: "askPdf.viewer.loadingPage", defaultMessage: "Loading the page" })}
          />
        ) : shown.error ? (
          <p role="alert" className="text-sm text-destructive">
            {t(
              {
                id: "askPdf.viewer.pageFailed",
                defaultMessage: "This page could not be loaded: {reason}",
              },
              { reason: shown.error.message },
            )}
          </p>
        ) : (
          <p className="whitespace-pre-wrap text-sm leading-relaxed" data-testid="viewer-text">
            {passage ? (
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
    </div>
  );
}
