import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useT } from "@/client/i18n/use-t";

type Props = {
  /** What the button says, e.g. "Load more conversations". */
  label: string;
  loading: boolean;
  /** Why the last page failed to load, if it did; then only the button asks again. */
  error: string | null;
  onMore: () => void;
};

/**
 * The end of a paged list: the next page loads once this scrolls into view, and the button
 * asks for it by keyboard or click (where nothing scrolls, or the last try failed).
 */
export function LoadMore({ label, loading, error, onMore }: Props) {
  const { t } = useT();
  const button = useRef<HTMLButtonElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  // A new observer after each page reports at once whether the end is still in view (a short
  // page on a tall screen), so the list fills the space it has.
  useEffect(() => {
    const target = button.current;
    if (loading || error || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [loading, error]);

  return (
    <div className="px-1 py-1.5">
      {error && (
        <p role="alert" className="mb-1 text-xs text-destructive">
          {t(
            { id: "app.history.moreFailed", defaultMessage: "More could not be loaded: {error}" },
            { error },
          )}
        </p>
      )}
      <button
        ref={button}
        type="button"
        // Not `disabled`: that would drop the keyboard focus while the page loads.
        onClick={() => {
          if (!loading) onMore();
        }}
        aria-disabled={loading}
        className="flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm text-muted-fg hover:bg-muted hover:text-fg aria-disabled:opacity-70"
      >
        {loading && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
        {error ? t({ id: "app.history.tryAgain", defaultMessage: "Try again" }) : label}
      </button>
      <span role="status" className="sr-only">
        {loading ? t({ id: "app.history.loading", defaultMessage: "Loading…" }) : ""}
      </span>
    </div>
  );
}
