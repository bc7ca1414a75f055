import { AlertCircle, CheckCircle2, FileText, Loader2, X } from "lucide-react";
import { useT } from "@/client/i18n/use-t";
import type { DocumentView } from "@/shared/documents";
import { documentSummary } from "./document-summary";

type Props = { document: DocumentView; removing: boolean; onRemove: () => void };

/** Ready, why it failed, or how far the reading job is (its stage as the server words it). */
function Status({ document }: { document: DocumentView }) {
  const { t } = useT();
  if (document.status === "ready") {
    return (
      <span className="flex items-center gap-1 text-xs text-muted-fg">
        <CheckCircle2 className="h-3.5 w-3.5 text-primary" aria-hidden />{" "}
        {t({ id: "askPdf.ready", defaultMessage: "Ready" })}
      </span>
    );
  }
  if (document.status === "failed") {
    return (
      <span className="flex items-start gap-1 text-xs text-destructive">
        <AlertCircle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
        {document.note ?? t({ id: "askPdf.unreadable", defaultMessage: "Could not be read." })}
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1 text-xs text-muted-fg">
      <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
      {document.stage ?? t({ id: "askPdf.waiting", defaultMessage: "Waiting to be read" })}
      {document.progress !== null &&
        ` ${t(
          { id: "askPdf.progress", defaultMessage: "({share, number, percent})" },
          { share: Math.round(document.progress) / 100 },
        )}`}
    </span>
  );
}

/** One document of the conversation: its name (the file, in a new tab), pages and size, status, Remove. */
export function DocumentItem({ document, removing, onRemove }: Props) {
  const { t, locale } = useT();
  return (
    <li
      className="flex items-start gap-2 rounded-lg border border-border px-2.5 py-1.5"
      data-testid="document-item"
    >
      <FileText className="mt-0.5 h-4 w-4 shrink-0 text-muted-fg" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <a
            href={document.url}
            target="_blank"
            rel="noopener noreferrer"
            className="truncate text-sm font-medium hover:underline"
          >
            {document.name}
          </a>
          <span className="text-xs text-muted-fg">{documentSummary(t, locale, document)}</span>
        </p>
        <Status document={document} />
      </div>
      <button
        type="button"
        aria-label={t(
          { id: "askPdf.remove", defaultMessage: "Remove {name}" },
          { name: document.name },
        )}
        title={t({ id: "askPdf.removeHint", defaultMessage: "Remove from this chat" })}
        disabled={removing}
        onClick={onRemove}
        className="rounded p-1 text-muted-fg hover:bg-muted hover:text-fg"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}
