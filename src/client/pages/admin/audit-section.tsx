import { type ReactNode, useState } from "react";
import { useAuditLog } from "@/client/api/admin-audit";
import { useT } from "@/client/i18n/use-t";
import type { Descriptor } from "@/shared/i18n/runtime";
import { PagedList, whenIn } from "./admin-parts";
import { auditSentence } from "./audit-sentence";

/** Audit log: every admin action, newest first, in a sentence each. */
export function AuditSection() {
  const i18n = useT();
  const { t, rich } = i18n;
  // The sentence's message is one of several, each with its own values (audit-sentence.ts).
  const sayRich = rich as (message: Descriptor, values: Record<string, unknown>) => ReactNode;
  const [offset, setOffset] = useState(0);
  const log = useAuditLog(offset);
  return (
    <PagedList
      query={log}
      items={(data) => data.entries}
      renderItem={(entry) => {
        const { message, values } = auditSentence(entry, t);
        return (
          <li key={entry.id} className="flex flex-col gap-1 p-4 text-sm sm:flex-row sm:gap-4">
            <time dateTime={entry.createdAt} className="shrink-0 text-muted-fg sm:w-44">
              {whenIn(i18n, entry.createdAt)}
            </time>
            <p className="min-w-0 break-words">
              {sayRich(message, {
                ...values,
                actor: (children: ReactNode) => <span className="font-medium">{children}</span>,
              })}
            </p>
          </li>
        );
      }}
      ordered
      label={t({ id: "admin.section.audit", defaultMessage: "Audit log" })}
      loading={t({ id: "admin.audit.loading", defaultMessage: "Loading the audit log..." })}
      empty={t({ id: "admin.audit.empty", defaultMessage: "Nothing has been changed here yet." })}
      pages={t({ id: "admin.audit.pages", defaultMessage: "Pages of the audit log" })}
      onPage={setOffset}
    />
  );
}
