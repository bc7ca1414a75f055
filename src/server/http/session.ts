import { createMiddleware } from "hono/factory";
import type { Auth, SessionData } from "@/server/auth/auth";
import type { AppEnv } from "./app-env";
import { AppError } from "./errors";

export function loadSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set("session", await auth.api.getSession({ headers: c.req.raw.headers }));
    await next();
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
