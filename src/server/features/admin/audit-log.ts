import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/server/platform/db/client";
import { toolSuggestion } from "@/server/platform/db/schema/account-data";
import { auditEntry } from "@/server/platform/db/schema/admin";
import { user } from "@/server/platform/db/schema/auth";
import { job } from "@/server/platform/db/schema/media";
import type { AuditAction, AuditDetails, AuditLog, AuditTargetType } from "@/shared/admin";
import { providerServices } from "@/shared/provider-settings";
import { adminPage } from "./paging";

export type AuditRecord = {
  actorId: string;
  action: AuditAction;
  target: { type: AuditTargetType; id: string | null };
  details?: AuditDetails;
};

/** Writes one entry; given the transaction that makes the change, it commits with it or not at all. */
export async function recordAudit(db: Pick<Db, "insert">, record: AuditRecord) {
  await db.insert(auditEntry).values({
    actorKind: "admin",
    actorId: record.actorId,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    details: record.details ?? {},
  });
}

const excerpt = (text: string | null, length = 80) =>
  text && text.length > length ? `${text.slice(0, length - 3)}...` : text;

const providerName = (id: string | null) =>
  providerServices.find((service) => service.id === id)?.name ?? id;

/**
 * The log, newest first. Addresses, suggestions and jobs are looked up as the log is read, so
 * an entry shows what it names as it is now (and nothing of an account since deleted).
 */
export async function readAuditLog(db: Db, offset: number): Promise<AuditLog> {
  const actor = alias(user, "actor");
  const targetUser = alias(user, "target_user");
  const isTarget = (type: AuditTargetType) => eq(auditEntry.targetType, type);
  const { rows, ...page } = await adminPage(db, {
    offset,
    from: auditEntry,
    rows: ({ limit, offset }) =>
      db
        .select({
          entry: auditEntry,
          actorEmail: actor.email,
          userEmail: targetUser.email,
          suggestionText: toolSuggestion.text,
          jobTitle: job.title,
        })
        .from(auditEntry)
        .leftJoin(actor, eq(actor.id, auditEntry.actorId))
        .leftJoin(targetUser, and(isTarget("user"), eq(targetUser.id, auditEntry.targetId)))
        .leftJoin(
          toolSuggestion,
          and(isTarget("suggestion"), eq(toolSuggestion.id, auditEntry.targetId)),
        )
        .leftJoin(job, and(isTarget("job"), eq(job.id, auditEntry.targetId)))
        .orderBy(desc(auditEntry.createdAt), desc(auditEntry.id))
        .limit(limit)
        .offset(offset),
  });
  const entries = rows.map(({ entry, actorEmail, userEmail, suggestionText, jobTitle }) => {
    const label: Record<AuditTargetType, string | null> = {
      user: userEmail,
      provider: providerName(entry.targetId),
      suggestion: excerpt(suggestionText),
      job: excerpt(jobTitle),
    };
    return {
      id: entry.id,
      action: entry.action,
      actor: { kind: entry.actorKind, id: entry.actorId, email: actorEmail },
      target: entry.targetType
        ? { type: entry.targetType, id: entry.targetId, label: label[entry.targetType] }
        : null,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    };
  });
  return { entries, ...page };
}

/**
 * The user erasure's part (account/user-erasure.ts): an entry keeps what was done, and loses
 * the deleted account's id as its actor or its target.
 */
export async function forgetInAuditLog(db: Db, userId: string) {
  await db.update(auditEntry).set({ actorId: null }).where(eq(auditEntry.actorId, userId));
  await db
    .update(auditEntry)
    .set({ targetId: null })
    .where(and(eq(auditEntry.targetType, "user"), eq(auditEntry.targetId, userId)));
}
