import type { Context } from "hono";
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
    // A route that called better-auth itself (a profile change, a sign-out) set newer cookies
    // than this read did: a browser keeps the last cookie of a name, so those must not be followed.
    forwardCookies(c, headers, new Set(c.res.headers.getSetCookie().map(cookieName)));
  });
}

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("="));

/**
 * Passes on the cookies better-auth set while serving an `auth.api` call (renewed or ended
 * sessions, a refreshed cookie cache), except those named in `except`.
 */
export function forwardCookies(
  c: Context,
  headers: Headers | null | undefined,
  except: ReadonlySet<string> = new Set(),
) {
  for (const cookie of headers?.getSetCookie() ?? []) {
    if (!except.has(cookieName(cookie))) c.header("Set-Cookie", cookie, { append: true });
  }
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
