import { and, eq, gt, lt, notInArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "@/server/platform/db/client";
import { session, user } from "@/server/platform/db/schema/auth";
import type { Auth } from "./auth";

/** A guest gets this long to start its first session before it counts as abandoned. */
const graceMs = 24 * 60 * 60 * 1000;

/**
 * Deletes guests none of whose sessions is still valid: nobody can ever come back as them.
 * Through better-auth, so everything they left goes with them (account/user-erasure.ts).
 * (A maintenance sweep across guests, so it is deliberately not scoped to one owner.)
 */
export async function removeExpiredGuests(auth: Auth, db: Db): Promise<number> {
  const now = new Date();
  const live = db
    .select({ userId: session.userId })
    .from(session)
    .where(gt(session.expiresAt, now));
  const expired = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.isAnonymous, true),
        lt(user.createdAt, new Date(now.getTime() - graceMs)),
        notInArray(user.id, live),
      ),
    );
  const { internalAdapter } = await auth.$context;
  for (const guest of expired) await internalAdapter.deleteUser(guest.id);
  return expired.length;
}

/** Runs the sweep now and then every hour; returns a stop function. */
export function startGuestExpiry(options: { auth: Auth; db: Db; logger: Logger }) {
  const sweep = () =>
    removeExpiredGuests(options.auth, options.db).then(
      (removed) => {
        if (removed > 0) options.logger.info({ removed }, "removed expired guests");
      },
      (error: unknown) => options.logger.error({ err: error }, "removing expired guests failed"),
    );
  const timer = setInterval(sweep, 60 * 60 * 1000);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
