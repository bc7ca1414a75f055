import type { Context } from "hono";
import { requestLocale } from "@/server/platform/i18n/request-locale";
import type { Locale } from "@/shared/i18n/locales";
import type { AppEnv } from "./session";

/**
 * The language to speak to a request's sender in: the signed-in account's saved language,
 * else the language cookie, else the browser's languages, else English.
 */
export function callerLocale(c: Context<AppEnv>): Locale {
  const user = c.get("session")?.user;
  return requestLocale(c.req.raw.headers, user && "language" in user ? user.language : null);
}
