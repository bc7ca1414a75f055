import { and, eq, gt, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "@/server/platform/db/client";
import { oncePerDatabase } from "@/server/platform/db/prepared";
import { session, user } from "@/server/platform/db/schema/auth";
import type { AppEnv } from "./session";

/**
 * The session's row and its account as the database holds them now, by the session's token
 * (unique, so one index lookup), prepared once per connection. No row: the session was ended
 * (signed out, revoked, a new password), it expired, or its account was disabled or deleted.
 */
const standingStatement = oncePerDatabase((db: Db) =>
  db
    .select({
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      isAnonymous: user.isAnonymous,
      twoFactorEnabled: user.twoFactorEnabled,
      plan: user.plan,
      role: user.role,
      banned: user.banned,
      updatedAt: user.updatedAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(
      and(
        eq(session.token, sql.placeholder("token")),
        gt(session.expiresAt, sql`now()`),
        eq(user.banned, false),
      ),
    )
    .prepare("bismo_session_standing"),
);

/** The account behind a session token, as it is now; undefined when the session no longer counts. */
export async function sessionStanding(db: Db, token: string) {
  const [row] = await standingStatement(db).execute({ token });
  return row;
}

/**
 * Confirms the session that `loadSession` read (from better-auth's signed cookie cache, which
 * is up to a minute old) against the database, on every request: a session ended or an
 * account disabled, deleted or demoted counts from the next request on, on every instance,
 * since every instance asks the one database. A session that no longer counts is treated as
 * none (401 where one is needed); otherwise the account's fields come from the row (plan,
 * role, name...). Requests already under way when the change commits finish as they began.
 * The cookies are left as they are: better-auth drops them when its cache runs out, and ending
 * them here could race a sign-in of the same browser that is under way.
 */
export function confirmSession(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const read = c.get("session");
    if (read) {
      const current = await sessionStanding(db, read.session.token);
      // A fresh object: `loadSession` may hand the same read to several requests.
      c.set(
        "session",
        current ? { session: read.session, user: { ...read.user, ...current } } : null,
      );
    }
    await next();
  });
}

const cookieCacheNames = ["better-auth.session_data", "__Secure-better-auth.session_data"];

/**
 * The request's headers without better-auth's cookie cache (`session_data`, chunked or not), so
 * that better-auth's own endpoints (`/api/auth/*`: the session, a new name, a new password...)
 * read the session from the database, as every other route's session is confirmed.
 */
export function withoutCookieCache(headers: Headers): Headers {
  const cookie = headers.get("cookie");
  if (!cookie) return headers;
  const kept = cookie
    .split(";")
    .filter((pair) => {
      const name = pair.slice(0, pair.indexOf("=")).trim();
      return !cookieCacheNames.some((cache) => name === cache || name.startsWith(`${cache}.`));
    })
    .join(";");
  if (kept === cookie) return headers;
  const copy = new Headers(headers);
  if (kept.trim()) copy.set("cookie", kept);
  else copy.delete("cookie");
  return copy;
}
