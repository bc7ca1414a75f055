import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { LoadError, Loading } from "@/client/components/ui/section-states";
import { toast } from "@/client/components/ui/toast";
import { type I18n, useT } from "@/client/i18n/use-t";
import { formatDate } from "@/shared/i18n/format";

/** A date and time in the reader's own words and zone. */
export const whenIn = ({ locale }: I18n, iso: string) =>
  formatDate(locale, iso, { dateStyle: "medium", timeStyle: "short" });

/** A small label next to a name: "Admin", "Disabled", "You"... */
export function Badge({
  children,
  tone = "default",
}: {
  children: ReactNode;
  tone?: "default" | "warning" | "muted";
}) {
  const tones = {
    default: "bg-primary/15 text-primary",
    warning: "bg-destructive/10 text-destructive",
    muted: "bg-muted text-muted-fg",
  } as const;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** "Showing 26-50 of 120" with Previous and Next, when there is more than one page. */
export function Pager({
  offset,
  limit,
  total,
  onChange,
  label,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
  /** The pager's name: "Pages of accounts". */
  label: string;
}) {
  const { t } = useT();
  if (total <= limit && offset === 0) return null;
  const last = Math.min(offset + limit, total);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      <Button
        variant="outline"
        size="sm"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - limit))}
      >
        {t({ id: "admin.pager.previous", defaultMessage: "Previous" })}
      </Button>
      <span className="text-sm text-muted-fg">
        {t(
          {
            id: "admin.pager.showing",
            defaultMessage: "Showing {first, number}-{last, number} of {total, number}",
          },
          { first: total === 0 ? 0 : offset + 1, last, total },
        )}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={last >= total}
        onClick={() => onChange(offset + limit)}
      >
        {t({ id: "admin.pager.next", defaultMessage: "Next" })}
      </Button>
    </nav>
  );
}

/** What a section shows when it has nothing to list. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-fg">
      {children}
    </p>
  );
}

/** A failed change, in the server's words. */
export function failedIn({ t }: I18n, title: string) {
  return (error: unknown) =>
    toast({
      variant: "destructive",
      title,
      description:
        error instanceof Error
          ? error.message
          : t({ id: "common.tryAgainLater", defaultMessage: "Please try again." }),
    });
}

/** A choice between a few views of one list (radio buttons that look like tabs). */
export function FilterTabs<Value extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  /** The radio group's name, the same in every language. */
  name: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
            option.value === value
              ? "border-primary bg-primary/10 font-semibold text-primary"
              : "border-border text-muted-fg hover:bg-muted hover:text-fg"
          }`}
        >
          <input
            type="radio"
            className="sr-only"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * One page of an admin list with its states: loading, a failure with Retry, the empty text,
 * or the items (each rendered as its `<li>`) under an optional summary, with the pager.
 */
export function PagedList<Data extends { total: number; offset: number; limit: number }, Item>({
  query,
  items,
  renderItem,
  label,
  loading,
  empty,
  pages,
  onPage,
  summary,
  ordered = false,
}: {
  query: UseQueryResult<Data, Error>;
  items: (data: Data) => Item[];
  renderItem: (item: Item) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** What the loading state says. */
  loading: string;
  empty: ReactNode;
  /** The pager's name ("Pages of accounts"). */
  pages: string;
  onPage: (offset: number) => void;
  summary?: (data: Data) => ReactNode;
  /** An ordered list (a log), not a set. */
  ordered?: boolean;
}) {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError)
    return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  const page = items(query.data);
  if (page.length === 0) return <Empty>{empty}</Empty>;
  const List = ordered ? "ol" : "ul";
  return (
    <>
      {summary?.(query.data)}
      <List
        aria-label={label}
        className="divide-y divide-border rounded-2xl border border-border bg-card"
      >
        {page.map(renderItem)}
      </List>
      <Pager
        label={pages}
        offset={query.data.offset}
        limit={query.data.limit}
        total={query.data.total}
        onChange={onPage}
      />
    </>
  );
}
