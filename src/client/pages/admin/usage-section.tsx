import { useState } from "react";
import { useAdminUsage } from "@/client/api/admin-usage";
import { inputClass } from "@/client/components/ui/input";
import { LoadError, Loading } from "@/client/components/ui/section-states";
import { type I18n, useT } from "@/client/i18n/use-t";
import type { AdminUsageRow } from "@/shared/admin";
import { formatDate } from "@/shared/i18n/format";
import { localeTags } from "@/shared/i18n/locales";
import type { UsageKind } from "@/shared/plans";
import { Empty } from "./admin-parts";
import { toolName } from "./tool-name";

const periods = [7, 14, 30, 90] as const;

/** An amount of one kind of work: '3 images', '1,200 characters of speech'. */
function amountOf({ t }: I18n, kind: UsageKind, amount: number): string {
  const values = { amount };
  switch (kind) {
    case "chat":
      return t(
        {
          id: "admin.usage.chat",
          defaultMessage: "{amount, plural, one {# chat message} other {# chat messages}}",
        },
        values,
      );
    case "image":
      return t(
        {
          id: "admin.usage.image",
          defaultMessage: "{amount, plural, one {# image} other {# images}}",
        },
        values,
      );
    case "video":
      return t(
        {
          id: "admin.usage.video",
          defaultMessage: "{amount, plural, one {# second of video} other {# seconds of video}}",
        },
        values,
      );
    case "model3d":
      return t(
        {
          id: "admin.usage.model3d",
          defaultMessage: "{amount, plural, one {# 3D model} other {# 3D models}}",
        },
        values,
      );
    case "speech":
      return t(
        {
          id: "admin.usage.speech",
          defaultMessage:
            "{amount, plural, one {# character of speech} other {# characters of speech}}",
        },
        values,
      );
    case "transcription":
      return t(
        {
          id: "admin.usage.transcription",
          defaultMessage:
            "{amount, plural, one {# minute of transcription} other {# minutes of transcription}}",
        },
        values,
      );
    case "pdf":
      return t(
        {
          id: "admin.usage.pdf",
          defaultMessage: "{amount, plural, one {# document page} other {# document pages}}",
        },
        values,
      );
  }
}

/** Each tool's amounts over the whole period, largest first. */
function totalsByTool(i18n: I18n, rows: readonly AdminUsageRow[]) {
  const totals = new Map<string, Map<UsageKind, number>>();
  for (const row of rows) {
    const tool = totals.get(row.toolId) ?? new Map<UsageKind, number>();
    tool.set(row.kind, (tool.get(row.kind) ?? 0) + row.amount);
    totals.set(row.toolId, tool);
  }
  const list = new Intl.ListFormat(localeTags[i18n.locale], { type: "unit" });
  return [...totals].map(([toolId, kinds]) => ({
    toolId,
    uses: list.format([...kinds].map(([kind, amount]) => amountOf(i18n, kind, amount))),
    weight: [...kinds.values()].reduce((sum, amount) => sum + amount, 0),
  }));
}

/** Usage: totals per tool over a period, then each day's, from the plans' charges. */
export function UsageSection() {
  const i18n = useT();
  const { t, locale } = i18n;
  const [days, setDays] = useState<(typeof periods)[number]>(14);
  const usage = useAdminUsage(days);
  const dayName = (day: string) =>
    formatDate(locale, new Date(`${day}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor="usage-period" className="text-sm font-medium">
          {t({ id: "admin.usage.period", defaultMessage: "Period" })}
        </label>
        <select
          id="usage-period"
          className={`${inputClass} w-auto max-w-48`}
          value={days}
          onChange={(event) => setDays(Number(event.target.value) as (typeof periods)[number])}
        >
          {periods.map((period) => (
            <option key={period} value={period}>
              {t(
                {
                  id: "admin.usage.lastDays",
                  defaultMessage: "Last {days, plural, one {# day} other {# days}}",
                },
                { days: period },
              )}
            </option>
          ))}
        </select>
      </div>
      {usage.isPending ? (
        <Loading label={t({ id: "admin.usage.loading", defaultMessage: "Counting usage..." })} />
      ) : usage.isError ? (
        <LoadError message={usage.error.message} onRetry={() => void usage.refetch()} />
      ) : usage.data.rows.length === 0 ? (
        <Empty>
          {t(
            {
              id: "admin.usage.none",
              defaultMessage:
                "Nothing was used in the last {days, plural, one {day} other {# days}}.",
            },
            { days },
          )}
        </Empty>
      ) : (
        <>
          <section
            aria-labelledby="usage-totals"
            className="rounded-2xl border border-border bg-card p-5"
          >
            <h3 id="usage-totals" className="text-lg font-semibold">
              {t(
                {
                  id: "admin.usage.perTool",
                  defaultMessage: "Per tool, last {days, plural, one {day} other {# days}}",
                },
                { days },
              )}
            </h3>
            <ul className="mt-3 divide-y divide-border text-sm">
              {totalsByTool(i18n, usage.data.rows)
                .sort((a, b) => b.weight - a.weight)
                .map((tool) => (
                  <li key={tool.toolId} className="flex flex-wrap justify-between gap-2 py-2">
                    <span className="font-medium">{toolName(t, tool.toolId)}</span>
                    <span className="text-muted-fg">{tool.uses}</span>
                  </li>
                ))}
            </ul>
          </section>
          <section
            aria-labelledby="usage-days"
            className="rounded-2xl border border-border bg-card p-5"
          >
            <h3 id="usage-days" className="text-lg font-semibold">
              {t({ id: "admin.usage.byDay", defaultMessage: "Day by day (UTC)" })}
            </h3>
            <table className="mt-3 w-full text-start text-sm">
              <thead className="text-muted-fg">
                <tr>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t({ id: "admin.usage.day", defaultMessage: "Day" })}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t({ id: "admin.usage.tool", defaultMessage: "Tool" })}
                  </th>
                  <th scope="col" className="py-2 text-start font-medium">
                    {t({ id: "admin.usage.used", defaultMessage: "Used" })}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {usage.data.rows.map((row) => (
                  <tr key={`${row.day}-${row.toolId}-${row.kind}`}>
                    <td className="py-2 pe-3 align-top whitespace-nowrap">{dayName(row.day)}</td>
                    <td className="py-2 pe-3 align-top">{toolName(t, row.toolId)}</td>
                    <td className="py-2 align-top">{amountOf(i18n, row.kind, row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </>
  );
}
