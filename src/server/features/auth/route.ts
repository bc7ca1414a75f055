import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "pino";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { AppError, noApiAt } from "@/server/platform/http/errors";
import { apiLocale } from "@/server/platform/i18n/request-locale";
import type { ErrorCode } from "@/shared/errors";
import type { Locale } from "@/shared/i18n/locales";
import type { Auth } from "./auth";
import { authErrorMessage } from "./auth-error-messages";
import { CLIENT_IP_HEADER } from "./client-ip";
import { confirmEmailRoute } from "./confirm-email-route";
import type { AppEnv } from "./session";
import { withoutCookieCache } from "./session-check";
import { withoutSessionTokens } from "./session-tokens";
import { unlockSignInRoute } from "./unlock-route";

function codeForStatus(status: number, message: string | undefined): ErrorCode {
  if (status === 400 && message && /json/i.test(message)) return "malformed_json";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 413) return "payload_too_large";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "internal";
  return "bad_request";
}

/**
 * better-auth's GET endpoints that only read. Its other GETs change who is signed in
 * (verify-email, OAuth callbacks), and a GET is what any link, image or page can make the
 * browser send, so they are not served: e-mail confirmation is a POST of ours
 * (confirm-email-route.ts).
 */
export const readOnlyGets = new Set(["/get-session", "/list-sessions", "/ok", "/error"]);

/** The path better-auth serves under /api/auth: `/sign-up/email` for `/api/auth/sign-up/email`. */
const authPath = (requestPath: string) =>
  requestPath.slice(requestPath.indexOf("/auth/") + "/auth".length);

const signUpPath = "/sign-up/email";

/**
 * A sign-up's answer, the same whether the address was new or taken: better-auth answers a
 * taken one with a made-up user that lacks the fields its plugins add (`role: null` where a
 * new account has `"user"`), which told anyone whether an address has an account. Nothing of
 * the account is needed by the page (it asks the person to confirm their address), so the
 * answer carries none; its headers are better-auth's (no cookie either way: no sign-in before
 * the address is confirmed). The mail goes after the answer in both cases (auth.ts).
 */
async function signUpAnswer(response: Response): Promise<Response> {
  await response.body?.cancel();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ token: null, user: null }), {
    status: response.status,
    headers,
  });
}

/**
 * better-auth's failure as Bismo's error: our code, and clearer words for the common ones, in
 * the request's language (auth-error-messages.ts); others keep better-auth's words.
 */
export function authError(
  status: number,
  body: { code?: string; message?: string } | null | undefined,
  retryAfter: string | null = null,
  locale: Locale = "en",
): AppError {
  const message =
    authErrorMessage(locale, status, body?.code, retryAfter ? Number(retryAfter) : null) ||
    body?.message ||
    "The request could not be completed.";
  return new AppError(codeForStatus(status, body?.message), message, {
    status: status as ContentfulStatusCode,
    headers: retryAfter ? { "Retry-After": retryAfter } : {},
  });
}

/**
 * better-auth's handler, fed the real client address and answering failures in our error shape.
 * The admin plugin's own endpoints (/admin/*) are not served, to anyone: the admin area works
 * through /api/admin, whose every route checks the admin rule itself (src/server/features/admin).
 */
export function authRoutes(deps: { db: Db; env: Env; auth: Auth; logger: Logger }) {
  const { auth, logger } = deps;
  return new Hono<AppEnv>()
    .route("/", confirmEmailRoute(deps))
    .route("/", unlockSignInRoute(deps))
    .all("/admin/*", (c) => {
      throw new AppError("not_found", noApiAt(c.req.method, c.req.path));
    })
    .get("/*", async (c, next) => {
      const path = authPath(c.req.path);
      if (!readOnlyGets.has(path)) {
        throw new AppError("not_found", noApiAt("GET", c.req.path));
      }
      await next();
    })
    .on(["GET", "POST"], "/*", async (c) => {
      const headers = withoutCookieCache(new Headers(c.req.raw.headers));
      headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
      // The body as app.ts's checks read it (size, nesting), kept by Hono; none when empty, or
      // better-auth asks an empty sign-out for a content type.
      const sent = c.req.method === "GET" ? null : await c.req.arrayBuffer();
      const request = new Request(c.req.raw.url, {
        method: c.req.method,
        headers,
        body: sent?.byteLength ? sent : undefined,
      });
      const response = await auth.handler(request);
      if (response.status < 400 && c.req.method === "POST" && authPath(c.req.path) === signUpPath) {
        return signUpAnswer(response);
      }
      if (response.status < 400) return withoutSessionTokens(response);

      const body = (await response.json().catch(() => null)) as {
        code?: string;
        message?: string;
      } | null;
      if (response.status >= 500)
        logger.error({ status: response.status, body }, "auth handler failed");
      const retryAfter =
        response.headers.get("x-retry-after") ?? response.headers.get("retry-after");
      throw authError(response.status, body, retryAfter, apiLocale(c.req.raw.headers));
    });
}
