import { useState } from "react";
import { useAuditLog } from "@/client/api/admin-audit";
import { LoadError, Loading } from "@/client/components/ui/section-states";
import { Empty, Pager, when } from "./admin-parts";
import { auditActor, auditDeed } from "./audit-sentence";

/** Audit log: every admin action, newest first, in a sentence each. */
export function AuditSection() {
  const [offset, setOffset] = useState(0);
  const log = useAuditLog(offset);
  if (log.isPending) return <Loading label="Loading the audit log..." />;
  if (log.isError)
    return <LoadError message={log.error.message} onRetry={() => void log.refetch()} />;
  if (log.data.entries.length === 0) return <Empty>Nothing has been changed here yet.</Empty>;
  return (
    <>
      <ol
        aria-label="Audit log"
        className="divide-y divide-border rounded-2xl border border-border bg-card"
      >
        {log.data.entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 p-4 text-sm sm:flex-row sm:gap-4">
            <time dateTime={entry.createdAt} className="shrink-0 text-muted-fg sm:w-44">
              {when(entry.createdAt)}
            </time>
            <p className="min-w-0 break-words">
              <span className="font-medium">{auditActor(entry)}</span> {auditDeed(entry)}.
            </p>
          </li>
        ))}
      </ol>
      <Pager
        what="the audit log"
        offset={log.data.offset}
        limit={log.data.limit}
        total={log.data.total}
        onChange={setOffset}
      />
    </>
  );
}
