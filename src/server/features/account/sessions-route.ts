import { and, desc, eq, gt } from "drizzle-orm";
import { Hono } from "hono";
import type { Auth } from "@/server/features/auth/auth";
import { type AppEnv, forwardCookies, requireAccount } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import { session } from "@/server/platform/db/schema/auth";
import { AppError } from "@/server/platform/http/errors";
import { validId } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import type { AccountSession } from "@/shared/account";

/**
 * The account's signed-in browsers. Listed from the session table rather than with better-auth's
 * listSessions, which wants a session younger than a day and hands every session's token to the
 * browser; signing one out is better-auth's revokeSession, with the token looked up here.
 */
const sessionEnded = () =>
  new AppError(
    "not_found",
    msg({ id: "errors.account.sessionEnded", defaultMessage: "That session has already ended." }),
  );

export function sessionsRoutes({ db, auth }: { db: Db; auth: Auth }) {
  return new Hono<AppEnv>()
    .get("/account/sessions", async (c) => {
      const current = requireAccount(c);
      const rows = await db
        .select()
        .from(session)
        .where(and(eq(session.userId, current.user.id), gt(session.expiresAt, new Date())))
        .orderBy(desc(session.updatedAt));
      const sessions: AccountSession[] = rows.map((row) => ({
        id: row.id,
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.updatedAt.toISOString(),
        current: row.id === current.session.id,
      }));
      return c.json({ sessions });
    })
    .delete("/account/sessions/:id", validId(sessionEnded), async (c) => {
      const { user } = requireAccount(c);
      const [row] = await db
        .select({ token: session.token })
        .from(session)
        .where(and(eq(session.id, c.req.valid("param").id), eq(session.userId, user.id)));
      if (!row) throw sessionEnded();
      const { headers } = await auth.api.revokeSession({
        body: { token: row.token },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      forwardCookies(c, headers);
      return c.json({ revoked: true as const });
    });
}
