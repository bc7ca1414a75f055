import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "@/client/i18n/use-t";

type Props<Name extends string> = {
  names: readonly Name[];
  chosen: Name;
  onChoose: (name: Name) => void;
  /** How a name shows on its button. */
  label: (name: Name) => string;
};

/**
 * The category buttons in one row. Where they do not fit (a phone), the row scrolls, and each
 * side with more buttons fades out under an arrow that scrolls it, so the row shows it goes on.
 */
export function CategoryFilter<Name extends string>({
  names,
  chosen,
  onChoose,
  label,
}: Props<Name>) {
  const { t } = useT();
  const row = useRef<HTMLFieldSetElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const element = row.current;
    if (!element) return;
    // Right to left, scrollLeft runs from 0 down to minus the overflow.
    const scrolled = Math.abs(element.scrollLeft);
    const { scrollWidth, clientWidth } = element;
    setMore({ before: scrolled > 1, after: scrolled + clientWidth < scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    const towardsEnd = getComputedStyle(element).direction === "rtl" ? -1 : 1;
    element.scrollBy({
      left: towardsEnd * direction * element.clientWidth * 0.6,
      behavior: "smooth",
    });
  };

  return (
    <div className="relative -mx-4 sm:mx-0">
      <fieldset
        ref={row}
        onScroll={measure}
        className="flex min-w-0 gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:flex-wrap sm:justify-center"
      >
        <legend className="sr-only">
          {t({ id: "hub.categories", defaultMessage: "Tool categories" })}
        </legend>
        {names.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={chosen === name}
            onClick={() => onChoose(name)}
            className={`shrink-0 rounded-full border px-4 py-1.5 text-sm ${
              chosen === name
                ? "border-primary bg-primary text-primary-fg"
                : "border-border hover:bg-muted"
            }`}
          >
            {label(name)}
          </button>
        ))}
      </fieldset>
      {more.before && (
        <ScrollArrow
          side="start"
          label={t({ id: "hub.categoriesBefore", defaultMessage: "Show earlier categories" })}
          onClick={() => scroll(-1)}
        />
      )}
      {more.after && (
        <ScrollArrow
          side="end"
          label={t({ id: "hub.categoriesAfter", defaultMessage: "Show more categories" })}
          onClick={() => scroll(1)}
        />
      )}
    </div>
  );
}

function ScrollArrow({
  side,
  label,
  onClick,
}: {
  side: "start" | "end";
  label: string;
  onClick: () => void;
}) {
  const Icon = side === "start" ? ChevronLeft : ChevronRight;
  return (
    <div
      className={`pointer-events-none absolute top-0 bottom-2 flex w-14 items-center ${
        side === "start"
          ? "start-0 justify-start bg-gradient-to-r from-bg from-40% to-transparent ps-1"
          : "end-0 justify-end bg-gradient-to-l from-bg from-40% to-transparent pe-1"
      }`}
    >
      <button
        type="button"
        onClick={onClick}
        aria-label={label}
        className="pointer-events-auto flex h-8 w-8 items-center justify-center rounded-full border border-border bg-card shadow-sm hover:bg-muted"
      >
        <Icon className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
