import { Download, Trash2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useT } from "@/client/i18n/use-t";
import { formatDate } from "@/shared/i18n/format";

export type HistoryEntry = {
  id: string;
  title: string;
  /** When it last changed (ISO), shown as a date. */
  at: string;
  /** A short fact under the title, e.g. "12 cards, 3 due". */
  detail?: string;
  /** Words from inside the entry (a search match), on a line of their own. */
  excerpt?: string;
  /** A small picture of the result (an image tool's first image). */
  thumbnail?: string;
  /** A file of the result to download straight from the list. */
  download?: { href: string; label: string };
};

type Props = {
  heading: string;
  entries: readonly HistoryEntry[];
  activeId: string | null;
  onOpen: (id: string) => void;
  onDelete: (entry: HistoryEntry) => void;
  /** The delete button's accessible name, e.g. `Delete conversation ${title}`. */
  deleteLabel: (entry: HistoryEntry) => string;
  /** The list's accessible name, where it says more than the heading (e.g. a search's). */
  listLabel?: string;
  /** Said instead of the list when it is empty (e.g. a search that found nothing). */
  emptyNote?: string;
  /** Between the heading and the list (e.g. a search box). */
  children?: ReactNode;
  /** After the last entry, inside the scrolling list (e.g. what loads the next page). */
  footer?: ReactNode;
};

// Shown on hover or focus where there is a pointer that hovers; always on touch screens.
const actionClass =
  "rounded-md p-1.5 text-muted-fg opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 hover:bg-card focus-visible:opacity-100 [@media(hover:none)]:opacity-100";

/**
 * The left panel's list of saved things (chats, decks, plans, generated images...): open on
 * click; download (when the entry has a file) and delete beside each.
 */
export function HistoryList({
  heading,
  entries,
  activeId,
  onOpen,
  onDelete,
  deleteLabel,
  listLabel,
  emptyNote,
  children,
  footer,
}: Props) {
  const { locale } = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="mb-2 text-xs font-semibold tracking-wide text-muted-fg uppercase"
      >
        {heading}
      </h2>
      {children}
      {entries.length === 0 && emptyNote ? (
        <p role="status" className="px-1 py-2 text-sm text-muted-fg">
          {emptyNote}
        </p>
      ) : (
        <ul className="max-h-80 space-y-1 overflow-y-auto pe-1" aria-label={listLabel}>
          {entries.map((entry) => (
            <li key={entry.id} className="group flex items-center gap-0.5">
              <button
                type="button"
                onClick={() => onOpen(entry.id)}
                aria-current={entry.id === activeId ? "true" : undefined}
                className={`flex min-w-0 flex-1 items-center gap-2 rounded-lg px-3 py-2 text-start hover:bg-muted ${
                  entry.id === activeId ? "bg-muted" : ""
                }`}
              >
                {entry.thumbnail && (
                  <img
                    src={entry.thumbnail}
                    alt=""
                    loading="lazy"
                    className="h-10 w-10 shrink-0 rounded-md object-cover"
                  />
                )}
                <span className="min-w-0">
                  <span className="block truncate text-sm">{entry.title}</span>
                  {entry.excerpt && (
                    <span className="block truncate text-xs text-muted-fg">…{entry.excerpt}…</span>
                  )}
                  <span className="block text-xs text-muted-fg">
                    <time dateTime={entry.at}>{formatDate(locale, entry.at)}</time>
                    {entry.detail && ` · ${entry.detail}`}
                  </span>
                </span>
              </button>
              {entry.download && (
                <a
                  href={entry.download.href}
                  download
                  aria-label={entry.download.label}
                  className={`${actionClass} hover:text-fg`}
                >
                  <Download className="h-4 w-4" aria-hidden />
                </a>
              )}
              <button
                type="button"
                onClick={() => onDelete(entry)}
                aria-label={deleteLabel(entry)}
                className={`${actionClass} hover:text-destructive`}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </button>
            </li>
          ))}
          {footer && <li>{footer}</li>}
        </ul>
      )}
    </section>
  );
}
