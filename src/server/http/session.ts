import { createMiddleware } from "hono/factory";
import type { Auth, SessionData } from "@/server/auth/auth";
import type { AppEnv } from "./app-env";
import { AppError } from "./errors";

/**
 * Reads the session for the route. better-auth renews the session cookie of an active user
 * (after `updateAge`) and refreshes its cookie cache as it reads; its Set-Cookie headers are
 * passed on, or the session would end 7 days after sign-in however active the user is.
 */
export function loadSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    c.set("session", response);
    await next();
    for (const cookie of headers?.getSetCookie() ?? []) {
      c.header("Set-Cookie", cookie, { append: true });
    }
  });
}

/** A signed-in account holder (not a guest), or 401. */
export function requireAccount(c: { get: (key: "session") => SessionData | null }): SessionData {
  const session = c.get("session");
  if (!session || session.user.isAnonymous) {
    throw new AppError("unauthorized", "Please sign in to do this.");
  }
  return session;
}

/** Any session, guest included, or 401. */
export function requireSession(c: { get: (key: "session") => SessionData | null }): SessionData {
  const session = c.get("session");
  if (!session) throw new AppError("unauthorized", "Please sign in or continue as a guest first.");
  return session;
}
