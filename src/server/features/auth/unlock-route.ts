import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { AppError } from "@/server/platform/http/errors";
import { validate } from "@/server/platform/http/validate";
import { apiLocale } from "@/server/platform/i18n/request-locale";
import { serverTranslator } from "@/server/platform/i18n/server-messages";
import { unlockSignInSchema } from "@/shared/auth";
import { rateLimitBy } from "./rate-limit-by";
import type { AppEnv } from "./session";
import { signInPause, unlockCookie, unlockTokenUserId } from "./sign-in-guard";

/**
 * The link mailed while signing in to an account is paused (sign-in-guard.ts) lands on
 * /confirm?unlock=..., which posts its token here. A valid token goes into an HttpOnly cookie
 * that only sign-in requests carry: this browser may then sign in with the right password
 * during the pause. The token is used up by that sign-in.
 */
export function unlockSignInRoute({ db, env }: { db: Db; env: Env }) {
  return new Hono<AppEnv>().post(
    "/unlock-sign-in",
    rateLimitBy(db, "unlock-sign-in", { windowSeconds: 60, max: 10 }),
    validate("json", unlockSignInSchema),
    async (c) => {
      const { token } = c.req.valid("json");
      if (!(await unlockTokenUserId(db, token))) {
        const t = serverTranslator(apiLocale(c.req.raw.headers));
        throw new AppError(
          "bad_request",
          t({
            id: "errors.unlock.invalid",
            defaultMessage:
              "This link is invalid or has expired. Try to sign in again: if signing in is still paused, we will e-mail you a new link.",
          }),
        );
      }
      setCookie(c, unlockCookie.name, token, {
        path: unlockCookie.path,
        httpOnly: true,
        sameSite: "Strict",
        secure: env.appUrl.startsWith("https://"),
        maxAge: signInPause.unlockLinkSeconds,
      });
      return c.json({ unlocked: true as const });
    },
  );
}
