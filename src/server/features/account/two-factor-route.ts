import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Auth } from "@/server/features/auth/auth";
import { type AppEnv, requireAccount } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import { twoFactor, user } from "@/server/platform/db/schema/auth";
import type { TwoFactorStatus } from "@/shared/account";

/**
 * Whether the account signs in with a second step, read from the database rather than the
 * session's cookie cache (a minute old at most, and other browsers' changes count too). Turning
 * it on and off, and new backup codes, are better-auth's twoFactor endpoints under /api/auth.
 */
export function twoFactorRoutes({ db, auth }: { db: Db; auth: Auth }) {
  return new Hono<AppEnv>().get("/account/two-factor", async (c) => {
    const { user: current } = requireAccount(c);
    const [row] = await db
      .select({ enabled: user.twoFactorEnabled })
      .from(user)
      .innerJoin(twoFactor, and(eq(twoFactor.userId, user.id), eq(twoFactor.verified, true)))
      .where(eq(user.id, current.id));
    const enabled = row?.enabled === true;
    const status: TwoFactorStatus = { enabled, backupCodesLeft: 0 };
    if (enabled) {
      const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: current.id } });
      status.backupCodesLeft = backupCodes.length;
    }
    return c.json(status);
  });
}
