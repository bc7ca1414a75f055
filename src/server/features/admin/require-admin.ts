import { createMiddleware } from "hono/factory";
import { currentStanding, isAdmin } from "@/server/features/auth/roles";
import type { AppEnv } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { AppError, noApiAt } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";

/**
 * Every /api/admin route's gate: the signed-in account must be an admin as the database says
 * now (a demoted or disabled admin is out at once, whatever the session's cookie cache holds).
 * Anyone else is told what any unknown path tells them, so the admin area does not show that
 * it exists; that check runs before the routes read their input.
 */
export function requireAdmin({ db, env }: { db: Db; env: Env }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = c.get("session");
    const standing =
      session && !session.user.isAnonymous ? await currentStanding(db, session.user.id) : undefined;
    if (!standing || !isAdmin(standing, env.ADMIN_EMAILS)) {
      throw new AppError("not_found", noApiAt(c.req.method, c.req.path));
    }
    await next();
  });
}

/** The admin making the request (requireAdmin has let it through). */
export function adminId(c: { get: (key: "session") => AppEnv["Variables"]["session"] }): string {
  const session = c.get("session");
  if (!session)
    throw new AppError("not_found", msg({ id: "errors.notFound", defaultMessage: "Not found." }));
  return session.user.id;
}
