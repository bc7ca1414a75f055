import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppDeps, AppEnv } from "@/server/platform/http/app-env";
import { AppError } from "@/server/platform/http/errors";
import { passwordRules } from "@/shared/auth";
import type { ErrorCode } from "@/shared/errors";
import { disabledMessage } from "./auth";
import { CLIENT_IP_HEADER } from "./client-ip";
import { confirmEmailRoute } from "./confirm-email-route";
import { withoutCookieCache } from "./session-check";
import { withoutSessionTokens } from "./session-tokens";
import { twoFactorMessages } from "./two-factor";
import { unlockSignInRoute } from "./unlock-route";

// Clearer words for better-auth's messages; the rest pass through as they are.
const friendlierMessages: Record<string, string> = {
  EMAIL_NOT_VERIFIED:
    "Please confirm your e-mail address first: we have sent you a new link. Check your inbox.",
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
  INVALID_TOKEN: "This link is invalid or has expired.",
  PASSWORD_TOO_SHORT: `Password must be at least ${passwordRules.minLength} characters long`,
  PASSWORD_TOO_LONG: `Password must be at most ${passwordRules.maxLength} characters long`,
  INVALID_ORIGIN:
    "This page was opened at an address Bismo does not expect. Open Bismo at its configured address (APP_URL) and try again.",
  TOKEN_EXPIRED: "This link has expired. Please ask for a new one.",
  BANNED_USER: disabledMessage,
  ...twoFactorMessages,
};

/** Codes of failures Bismo's own hooks raise (auth.ts), whose messages say exactly what to do. */
const ownCodes = new Set(["SIGN_IN_PAUSED"]);

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

/** The wait a 429's Retry-After (in seconds) asks for, in whole minutes: "a minute", "10 minutes". */
function waitFor(retryAfterSeconds: string | null): string {
  const seconds = Number(retryAfterSeconds);
  const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
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

/** better-auth's failure as Bismo's error: our code, and clearer words for the common ones. */
export function authError(
  status: number,
  body: { code?: string; message?: string } | null | undefined,
  retryAfter: string | null = null,
): AppError {
  const message =
    (body?.code && friendlierMessages[body.code]) ||
    (body?.code && ownCodes.has(body.code) ? body.message : undefined) ||
    (status === 429
      ? `Too many attempts. Please wait ${waitFor(retryAfter)} and try again.`
      : undefined) ||
    (status >= 500 ? "Something went wrong on our side. Please try again." : body?.message) ||
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
export function authRoutes(deps: AppDeps) {
  const { auth, logger } = deps;
  return new Hono<AppEnv>()
    .route("/", confirmEmailRoute(deps))
    .route("/", unlockSignInRoute(deps))
    .all("/admin/*", (c) => {
      throw new AppError("not_found", `There is no API at ${c.req.method} ${c.req.path}.`);
    })
    .get("/*", async (c, next) => {
      const path = authPath(c.req.path);
      if (!readOnlyGets.has(path)) {
        throw new AppError("not_found", `There is no API at GET ${c.req.path}.`);
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
      throw authError(response.status, body, retryAfter);
    });
}
