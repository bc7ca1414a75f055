import { useState } from "react";
import { useAuditLog } from "@/client/api/admin-audit";
import { PagedList, when } from "./admin-parts";
import { auditActor, auditDeed } from "./audit-sentence";

/** Audit log: every admin action, newest first, in a sentence each. */
export function AuditSection() {
  const [offset, setOffset] = useState(0);
  const log = useAuditLog(offset);
  return (
    <PagedList
      query={log}
      items={(data) => data.entries}
      renderItem={(entry) => (
        <li key={entry.id} className="flex flex-col gap-1 p-4 text-sm sm:flex-row sm:gap-4">
          <time dateTime={entry.createdAt} className="shrink-0 text-muted-fg sm:w-44">
            {when(entry.createdAt)}
          </time>
          <p className="min-w-0 break-words">
            <span className="font-medium">{auditActor(entry)}</span> {auditDeed(entry)}.
          </p>
        </li>
      )}
      ordered
      label="Audit log"
      loading="Loading the audit log..."
      empty="Nothing has been changed here yet."
      what="the audit log"
      onPage={setOffset}
    />
  );
}
