import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { HttpEnv } from "@/server/platform/http/app-env";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import type { Auth, SessionData } from "./auth";

/** The app's Hono env: what the platform knows of a request, and the session `loadSession` read. */
export type AppEnv = { Variables: HttpEnv["Variables"] & { session: SessionData | null } };

/** How long, at most, a session read from the cookie cache serves the same cookies again. */
export const sessionReuseMs = 5_000;
/** Cookie headers remembered at most (the oldest is forgotten first). */
const reusedSessionsMax = 1_000;

type SessionRead = { session: SessionData | null; headers: Headers | null };
type SessionSource = {
  api: {
    getSession: (request: {
      headers: Headers;
      returnHeaders: true;
    }) => Promise<{ headers: Headers; response: SessionData | null }>;
  };
};

/**
 * better-auth's session read for a request's cookies, reused for the same cookie header while
 * the answer cannot change: a read that set no cookie came from the signed cookie cache (or
 * found no session), and better-auth would answer the same until the cache or the session
 * expires. So a reuse lasts `sessionReuseMs`, never past either expiry: a revoked session or
 * a disabled account ends no later than the cookie cache already allows (its one minute). A
 * reused read skips better-auth's call, and on Node 20 and 22 the promise hooks its
 * AsyncLocalStorage switches on for every promise while a call is under way (decision 0019).
 */
export function sessionReader(auth: SessionSource, now = Date.now) {
  const recent = new Map<string, { session: SessionData | null; until: number }>();
  return async (headers: Headers): Promise<SessionRead> => {
    const cookies = headers.get("cookie") ?? "";
    const reused = recent.get(cookies);
    if (reused && reused.until > now()) return { session: reused.session, headers: null };
    recent.delete(cookies);
    const read = await auth.api.getSession({ headers, returnHeaders: true });
    const until =
      read.headers.getSetCookie().length === 0 && reuseUntil(cookies, read.response, now());
    if (until) {
      if (recent.size >= reusedSessionsMax) recent.delete(recent.keys().next().value as string);
      recent.set(cookies, { session: read.response, until });
    }
    return { session: read.response, headers: read.headers };
  };
}

/** Until when a read that set no cookie may serve these cookies again; 0: not at all. */
function reuseUntil(cookies: string, session: SessionData | null, at: number): number {
  if (!session) return at + sessionReuseMs;
  const cacheExpiry = cookieCacheExpiry(cookies);
  if (cacheExpiry === null) return 0;
  return Math.min(at + sessionReuseMs, cacheExpiry, new Date(session.session.expiresAt).getTime());
}

/**
 * When the session's cookie cache (better-auth's signed `session_data` cookie, in its compact
 * form) expires, as the cookie says: better-auth has just checked its signature for this read,
 * and here it only bounds the reuse (the earliest, should the header hold the cookie twice).
 * Null when there is none, or one that does not read as expected.
 */
function cookieCacheExpiry(cookies: string): number | null {
  let earliest: number | null = null;
  for (const pair of cookies.split(";")) {
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator).trim();
    if (name !== "better-auth.session_data" && name !== "__Secure-better-auth.session_data") {
      continue;
    }
    let expiresAt: unknown;
    try {
      const value = decodeURIComponent(pair.slice(separator + 1).trim());
      ({ expiresAt } = JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    } catch {
      return null;
    }
    if (typeof expiresAt !== "number") return null;
    earliest = Math.min(earliest ?? expiresAt, expiresAt);
  }
  return earliest;
}

/**
 * Reads the session for the route. better-auth renews the session cookie of an active user
 * (after `updateAge`) and refreshes its cookie cache as it reads; its Set-Cookie headers are
 * passed on, or the session would end 7 days after sign-in however active the user is.
 */
export function loadSession(auth: Auth) {
  const readSession = sessionReader(auth);
  return createMiddleware<AppEnv>(async (c, next) => {
    const { session, headers } = await readSession(c.req.raw.headers);
    c.set("session", session);
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
    throw new AppError(
      "unauthorized",
      msg({ id: "errors.signIn", defaultMessage: "Please sign in to do this." }),
    );
  }
  return session;
}

/** Any session, guest included, or 401. */
export function requireSession(c: { get: (key: "session") => SessionData | null }): SessionData {
  const session = c.get("session");
  if (!session)
    throw new AppError(
      "unauthorized",
      msg({
        id: "errors.signInOrGuest",
        defaultMessage: "Please sign in or continue as a guest first.",
      }),
    );
  return session;
}
