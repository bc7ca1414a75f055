import { useT } from "@/client/i18n/use-t";

/** One usage figure against the plan's allowance (none: unlimited), as a labelled meter. */
export function UsageMeter({
  id,
  label,
  used,
  limit,
  format,
  note,
}: {
  id: string;
  label: string;
  used: number;
  limit: number | null;
  format: (value: number) => string;
  /** Said under the bar (an allowance used up, and when it renews). */
  note?: string;
}) {
  const { t } = useT();
  const share = limit ? Math.min(1, used / limit) : 0;
  const text = limit
    ? t(
        { id: "settings.usage.ofLimit", defaultMessage: "{used} of {limit}" },
        { used: format(used), limit: format(limit) },
      )
    : t(
        { id: "settings.usage.unlimited", defaultMessage: "{used} (unlimited)" },
        { used: format(used) },
      );
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        <span className="text-muted-fg" data-testid={`${id}-figure`}>
          {text}
        </span>
      </div>
      {/* The native meter for assistive technology; the bar below is its picture. */}
      <meter
        className="sr-only"
        aria-labelledby={`${id}-label`}
        min={0}
        max={limit ?? Math.max(used, 1)}
        value={used}
        aria-valuetext={text}
      />
      <div aria-hidden className="mt-2 h-2 overflow-hidden rounded-full bg-border">
        <div
          className={`h-full rounded-full ${share >= 0.9 ? "bg-destructive" : "bg-primary"}`}
          style={{ width: `${limit ? Math.max(share * 100, used > 0 ? 1 : 0) : 0}%` }}
        />
      </div>
      {note && <p className="mt-1 text-xs text-destructive">{note}</p>}
    </div>
  );
}
