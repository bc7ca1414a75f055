import { eq } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import { auditEntry, instanceMilestone } from "@/server/platform/db/schema/admin";
import { user } from "@/server/platform/db/schema/auth";
import type { Role } from "@/shared/auth";

/** What the admin rule looks at of an account. */
export type RoleFacts = {
  role: string;
  email: string;
  emailVerified: boolean;
  isAnonymous: boolean | null;
  banned: boolean;
};

/** Whether the address is listed in ADMIN_EMAILS (which env.ts lower-cases). */
export const listedAsAdmin = (email: string, adminEmails: readonly string[]) =>
  adminEmails.includes(email.toLowerCase());

/**
 * An admin is a confirmed account, not disabled, whose stored role is "admin" (the first
 * account, or one an admin promoted) or whose address ADMIN_EMAILS lists. A guest never is.
 */
export function isAdmin(account: RoleFacts, adminEmails: readonly string[]): boolean {
  if (account.isAnonymous || !account.emailVerified || account.banned) return false;
  return account.role === "admin" || listedAsAdmin(account.email, adminEmails);
}

/** The role the admin area shows: "admin" by either rule. */
export function effectiveRole(account: RoleFacts, adminEmails: readonly string[]): Role {
  return isAdmin(account, adminEmails) ? "admin" : "user";
}

/**
 * The account's role, standing and plan as the database holds them now, not as the session's
 * cookie cache (up to a minute old) remembers them: an admin's change counts at once.
 */
export async function currentStanding(
  db: Db,
  userId: string,
): Promise<(RoleFacts & { plan: string; language: string | null }) | undefined> {
  const [row] = await db
    .select({
      plan: user.plan,
      role: user.role,
      email: user.email,
      emailVerified: user.emailVerified,
      isAnonymous: user.isAnonymous,
      banned: user.banned,
      language: user.language,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

const firstAdmin = "first-admin";

/**
 * Makes the account admin if it is the first account to start a session on this install (a
 * session needs a confirmed address: an address nobody can confirm never takes the place).
 * The milestone's primary key settles a race between two sign-ins: one insert wins, the other
 * finds the row. Once the place is taken this process stops asking.
 */
export function firstAdminRule(db: Db) {
  let settled = false;
  return async function claimFirstAdmin(userId: string): Promise<boolean> {
    if (settled) return false;
    const promoted = await db.transaction(async (tx) => {
      const [account] = await tx
        .select({ isAnonymous: user.isAnonymous })
        .from(user)
        .where(eq(user.id, userId));
      if (!account || account.isAnonymous) return null;
      const claimed = await tx
        .insert(instanceMilestone)
        .values({ name: firstAdmin })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return false;
      await tx.update(user).set({ role: "admin" }).where(eq(user.id, userId));
      await tx.insert(auditEntry).values({
        actorKind: "bismo",
        action: "first-admin",
        targetType: "user",
        targetId: userId,
      });
      return true;
    });
    if (promoted !== null) settled = true;
    return promoted === true;
  };
}
