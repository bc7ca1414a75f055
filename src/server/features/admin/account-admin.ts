import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Auth } from "@/server/features/auth/auth";
import { effectiveRole, listedAsAdmin } from "@/server/features/auth/roles";
import { searchQuery } from "@/server/features/conversations/summaries";
import type { Db } from "@/server/platform/db/client";
import { accountSearchable, session, user } from "@/server/platform/db/schema/auth";
import type { Env } from "@/server/platform/env";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import type {
  AdminUser,
  AdminUserChange,
  AdminUserList,
  AuditAction,
  AuditDetails,
} from "@/shared/admin";
import { planIdSchema } from "@/shared/auth";
import { recordAudit } from "./audit-log";
import { adminPage } from "./paging";

type UserRow = typeof user.$inferSelect;

const noSuchAccount = () =>
  new AppError(
    "not_found",
    msg({ id: "errors.admin.noSuchAccount", defaultMessage: "There is no such account." }),
  );

export function adminUserView(row: UserRow, adminEmails: readonly string[]): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    plan: planIdSchema.catch("free").parse(row.plan),
    role: effectiveRole(row, adminEmails),
    adminByEnvironment: row.emailVerified && listedAsAdmin(row.email, adminEmails),
    disabled: row.banned,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Accounts (guests are not listed), newest first; `q` finds accounts with every word of it
 * starting a word of the name or of the address (index user_listed_search_idx). Pages go by
 * `cursor` (keyset: the page costs its own rows, however deep) or, as before, by `offset`.
 */
export async function listAccounts(
  db: Db,
  adminEmails: readonly string[],
  { q, offset, cursor }: { q?: string; offset: number; cursor?: string },
): Promise<AdminUserList> {
  const words = q ? searchQuery(q) : null;
  const where = and(
    eq(user.isAnonymous, false),
    q
      ? words
        ? sql`${accountSearchable(user.name, user.email)} @@ ${words}`
        : sql`false`
      : undefined,
  );
  const after = cursor ? readAccountCursor(cursor) : undefined;
  const { rows, ...page } = await adminPage(db, {
    offset: after ? 0 : offset,
    from: user,
    where,
    rows: ({ limit, offset }) =>
      db
        .select({ ...getTableColumns(user), at: sql<string>`${user.createdAt}::text` })
        .from(user)
        .where(
          and(
            where,
            after
              ? sql`(${user.createdAt}, ${user.id}) < (${after.at}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(limit)
        .offset(after ? 0 : offset),
  });
  const last = rows.at(-1);
  return {
    users: rows.map((row) => adminUserView(row, adminEmails)),
    ...page,
    nextCursor:
      last && rows.length === page.limit
        ? Buffer.from(JSON.stringify([last.at, last.id])).toString("base64url")
        : null,
  };
}

function readAccountCursor(text: string) {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown[];
    if (typeof at === "string" && typeof id === "string" && !Number.isNaN(Date.parse(at)))
      return { at, id };
  } catch {}
  throw new AppError(
    "bad_request",
    msg({
      id: "errors.admin.badCursor",
      defaultMessage: "This page of accounts does not exist: search again.",
    }),
  );
}

/**
 * An admin's change to an account: plan, role, disabled. The row, the ended sessions of a
 * disabled account and the audit entries are written in one transaction. A plan or role counts
 * at once: the server reads both from the row (auth/roles.ts, chat/answer-length.ts).
 */
export async function changeAccount(
  { db, env }: { db: Db; env: Env },
  actorId: string,
  targetId: string,
  change: AdminUserChange,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(user)
      .where(and(eq(user.id, targetId), eq(user.isAnonymous, false)))
      .for("update");
    if (!target) throw noSuchAccount();
    const self = targetId === actorId;
    if (self && change.role === "user") {
      throw new AppError(
        "bad_request",
        msg({
          id: "errors.admin.ownRole",
          defaultMessage: "You cannot take away your own admin role: ask another admin.",
        }),
      );
    }
    if (self && change.disabled) {
      throw new AppError(
        "bad_request",
        msg({
          id: "errors.admin.disableSelf",
          defaultMessage: "You cannot disable your own account.",
        }),
      );
    }
    if (change.role === "admin" && !target.emailVerified) {
      throw new AppError(
        "conflict",
        msg({
          id: "errors.admin.unconfirmed",
          defaultMessage: "Only an account whose e-mail address is confirmed can be an admin.",
        }),
      );
    }
    if (change.role === "user" && listedAsAdmin(target.email, env.ADMIN_EMAILS)) {
      throw new AppError(
        "conflict",
        msg({
          id: "errors.admin.byConfig",
          defaultMessage:
            "This account is an admin because ADMIN_EMAILS lists its address: remove it there and restart Bismo.",
        }),
      );
    }

    const updates: Partial<UserRow> = {};
    const entries: { action: AuditAction; details: AuditDetails }[] = [];
    if (change.plan !== undefined && change.plan !== target.plan) {
      updates.plan = change.plan;
      entries.push({ action: "user.plan", details: { from: target.plan, to: change.plan } });
    }
    if (change.role !== undefined && change.role !== target.role) {
      updates.role = change.role;
      entries.push({ action: "user.role", details: { from: target.role, to: change.role } });
    }
    if (change.disabled !== undefined && change.disabled !== target.banned) {
      updates.banned = change.disabled;
      updates.banReason = change.disabled ? "Disabled in the admin area" : null;
      updates.banExpires = null;
      entries.push({ action: change.disabled ? "user.disable" : "user.enable", details: {} });
    }
    if (entries.length === 0) return adminUserView(target, env.ADMIN_EMAILS);

    const [updated] = await tx.update(user).set(updates).where(eq(user.id, targetId)).returning();
    if (!updated) throw noSuchAccount();
    // A disabled account's sessions end now; the admin plugin refuses it new ones.
    if (change.disabled) await tx.delete(session).where(eq(session.userId, targetId));
    for (const entry of entries) {
      await recordAudit(tx, { actorId, target: { type: "user", id: targetId }, ...entry });
    }
    return adminUserView(updated, env.ADMIN_EMAILS);
  });
}

/**
 * Deletes an account with everything it owns, files included: through better-auth, which runs
 * the user erasure around the deletion (account/user-erasure.ts). The audit entry names no
 * account: the erasure leaves no row that does.
 */
export async function deleteAccount(
  { db, auth }: { db: Db; auth: Auth },
  actorId: string,
  targetId: string,
) {
  if (targetId === actorId) {
    throw new AppError(
      "bad_request",
      msg({
        id: "errors.admin.deleteSelf",
        defaultMessage: "You cannot delete your own account here: use Settings > Account.",
      }),
    );
  }
  const [target] = await db
    .select({ plan: user.plan })
    .from(user)
    .where(and(eq(user.id, targetId), eq(user.isAnonymous, false)));
  if (!target) throw noSuchAccount();
  const { internalAdapter } = await auth.$context;
  await internalAdapter.deleteUser(targetId);
  await recordAudit(db, {
    actorId,
    action: "user.delete",
    target: { type: "user", id: null },
    details: { plan: target.plan },
  });
}
