import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { AuditAction, AuditDetails, AuditTargetType } from "@/shared/admin";
import { createdAt, updatedAt } from "./columns";

/**
 * Facts about this installation that are settled once, by name: `first-admin` means the first
 * account has been made admin, and no later account ever will be by that rule (auth/roles.ts).
 * The primary key makes the claim atomic across racing sign-ins and app processes.
 */
export const instanceMilestone = pgTable("instance_milestone", {
  name: text().primaryKey(),
  reachedAt: createdAt(),
});

/**
 * What admins did, newest first in the admin area. No foreign key to `user`: an entry outlives
 * the accounts it names, whose ids the user erasure removes from it (account/user-erasure.ts).
 * `actorId` is null for Bismo's own actions (`actorKind` "bismo") and for an admin since
 * deleted; `details` never holds a secret, an address or a name.
 */
export const auditEntry = pgTable(
  "audit_entry",
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    actorKind: text({ enum: ["admin", "bismo"] })
      .notNull()
      .default("admin"),
    actorId: text(),
    action: text().$type<AuditAction>().notNull(),
    targetType: text().$type<AuditTargetType>(),
    targetId: text(),
    details: jsonb().$type<AuditDetails>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_entry_created_idx").on(table.createdAt),
    index("audit_entry_actor_idx").on(table.actorId),
    index("audit_entry_target_idx").on(table.targetId),
  ],
);

/**
 * Provider keys an admin entered in the admin area. The key is encrypted (AES-256-GCM, with a
 * key derived from the server secret: ai/provider-key-cipher.ts) and never leaves the server;
 * the environment's settings win over these (ai/provider-settings.ts).
 */
export const providerCredential = pgTable("provider_credential", {
  provider: text().primaryKey(),
  encryptedApiKey: text(),
  baseUrl: text(),
  updatedAt: updatedAt(),
});
