import { useState } from "react";
import { useAdminUsage } from "@/client/api/admin-usage";
import { inputClass } from "@/client/components/ui/input";
import { LoadError, Loading } from "@/client/components/ui/section-states";
import type { AdminUsageRow } from "@/shared/admin";
import { type UsageKind, usageNames } from "@/shared/plans";
import { Empty } from "./admin-parts";
import { toolName } from "./tool-name";

const periods = [7, 14, 30, 90] as const;

const amountOf = (kind: UsageKind, amount: number) =>
  `${amount.toLocaleString("en-US")} ${amount === 1 ? usageNames[kind].one : usageNames[kind].many}`;

const dayName = (day: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Each tool's amounts over the whole period, largest first. */
function totalsByTool(rows: readonly AdminUsageRow[]) {
  const totals = new Map<string, Map<UsageKind, number>>();
  for (const row of rows) {
    const tool = totals.get(row.toolId) ?? new Map<UsageKind, number>();
    tool.set(row.kind, (tool.get(row.kind) ?? 0) + row.amount);
    totals.set(row.toolId, tool);
  }
  return [...totals].map(([toolId, kinds]) => ({
    toolId,
    uses: [...kinds].map(([kind, amount]) => amountOf(kind, amount)).join(", "),
    weight: [...kinds.values()].reduce((sum, amount) => sum + amount, 0),
  }));
}

/** Usage: totals per tool over a period, then each day's, from the plans' charges. */
export function UsageSection() {
  const [days, setDays] = useState<(typeof periods)[number]>(14);
  const usage = useAdminUsage(days);
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor="usage-period" className="text-sm font-medium">
          Period
        </label>
        <select
          id="usage-period"
          className={`${inputClass} w-auto max-w-48`}
          value={days}
          onChange={(event) => setDays(Number(event.target.value) as (typeof periods)[number])}
        >
          {periods.map((period) => (
            <option key={period} value={period}>
              Last {period} days
            </option>
          ))}
        </select>
      </div>
      {usage.isPending ? (
        <Loading label="Counting usage..." />
      ) : usage.isError ? (
        <LoadError message={usage.error.message} onRetry={() => void usage.refetch()} />
      ) : usage.data.rows.length === 0 ? (
        <Empty>Nothing was used in the last {days} days.</Empty>
      ) : (
        <>
          <section
            aria-labelledby="usage-totals"
            className="rounded-2xl border border-border bg-card p-5"
          >
            <h3 id="usage-totals" className="text-lg font-semibold">
              Per tool, last {days} days
            </h3>
            <ul className="mt-3 divide-y divide-border text-sm">
              {totalsByTool(usage.data.rows)
                .sort((a, b) => b.weight - a.weight)
                .map((tool) => (
                  <li key={tool.toolId} className="flex flex-wrap justify-between gap-2 py-2">
                    <span className="font-medium">{toolName(tool.toolId)}</span>
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
              Day by day (UTC)
            </h3>
            <table className="mt-3 w-full text-left text-sm">
              <thead className="text-muted-fg">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Day
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Tool
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Used
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {usage.data.rows.map((row) => (
                  <tr key={`${row.day}-${row.toolId}-${row.kind}`}>
                    <td className="py-2 pr-3 align-top whitespace-nowrap">{dayName(row.day)}</td>
                    <td className="py-2 pr-3 align-top">{toolName(row.toolId)}</td>
                    <td className="py-2 align-top">{amountOf(row.kind, row.amount)}</td>
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
