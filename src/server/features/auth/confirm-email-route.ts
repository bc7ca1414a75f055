import { APIError } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { Hono } from "hono";
import type { Db } from "@/server/platform/db/client";
import { AppError } from "@/server/platform/http/errors";
import { validate } from "@/server/platform/http/validate";
import { apiLocale } from "@/server/platform/i18n/request-locale";
import { serverTranslator } from "@/server/platform/i18n/server-messages";
import { confirmEmailSchema } from "@/shared/auth";
import { defineMessage } from "@/shared/i18n/runtime";
import type { Translate } from "@/shared/i18n/translator";
import type { Auth, SessionData } from "./auth";
import { rateLimitBy } from "./rate-limit-by";
import { type AppEnv, forwardCookies } from "./session";

/** What better-auth signs into a confirmation link's token. */
type ConfirmationClaims = { email?: string; updateTo?: string };

export const linkInvalid = defineMessage({
  id: "errors.confirm.invalid",
  defaultMessage: "Invalid confirmation link. Please try signing up again.",
});
export const linkExpired = defineMessage({
  id: "errors.confirm.expired",
  defaultMessage:
    "This confirmation link has expired: links work for one hour. For a new account, sign in with your e-mail and password and we will send you a new link; for a new address, ask for the change again in Settings.",
});

/** The question the confirm page asks before a link replaces this browser's session. */
function switchQuestion(t: Translate, current: SessionData, email: string): string {
  return current.user.isAnonymous
    ? t(
        {
          id: "errors.confirm.switchFromGuest",
          defaultMessage:
            "You are using Bismo as a guest in this browser. This link confirms {email}: confirming signs you in to that account instead.",
        },
        { email },
      )
    : t(
        {
          id: "errors.confirm.switchAccount",
          defaultMessage:
            "You are signed in as {current}. This link confirms {email}: confirming signs you in to that account instead.",
        },
        { current: current.user.email, email },
      );
}

/**
 * E-mail confirmation, by a POST from the /confirm page. better-auth's own endpoint is a GET
 * (switched off in auth.ts): any page, or an image in a model's answer, could load a link to it
 * and sign the viewer in to the link owner's account. Here the confirm page sends the token,
 * and a link that would replace the browser's session with another account's (the guest's
 * included) is refused with 409 until the person agrees (`switchAccount`); the page asks.
 * `signedIn` says whether this browser is now signed in to the link's account.
 */
export function confirmEmailRoute({ db, auth }: { db: Db; auth: Auth }) {
  return new Hono<AppEnv>().post(
    "/confirm-email",
    rateLimitBy(db, "confirm-email", { windowSeconds: 60, max: 10 }),
    validate("json", confirmEmailSchema),
    async (c) => {
      const { token, switchAccount } = c.req.valid("json");
      const headers = c.req.raw.headers;
      const t = serverTranslator(apiLocale(headers));
      const current = await auth.api.getSession({ headers });
      const { secret, internalAdapter } = await auth.$context;
      const claims = await verifyJWT<ConfirmationClaims>(token, secret);
      // A change of address keeps the session: better-auth refuses it for another account's.
      const email = claims && !claims.updateTo ? claims.email?.toLowerCase() : undefined;
      const switching = Boolean(email && current && current.user.email.toLowerCase() !== email);
      if (switching && current && email && !switchAccount) {
        throw new AppError("conflict", switchQuestion(t, current, email));
      }
      const result = await auth.api
        .verifyEmail({ query: { token }, headers, returnHeaders: true })
        .catch((error: unknown) => {
          if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
          throw new AppError(
            "bad_request",
            t(error.body?.code === "TOKEN_EXPIRED" ? linkExpired : linkInvalid),
          );
        });
      // The session this browser leaves ends; a guest's was already ended (and its files moved)
      // by the anonymous plugin when the account's session began.
      if (switching && current && !current.user.isAnonymous) {
        await internalAdapter.deleteSession(current.session.token);
      }
      forwardCookies(c, result.headers);
      // A link used again confirms nothing new and begins no session (better-auth signs in only
      // when it verifies): the page then asks the person to sign in instead of promising the hub.
      const signedIn =
        result.headers.getSetCookie().length > 0 ||
        Boolean(current && email && current.user.email.toLowerCase() === email);
      return c.json({ confirmed: true as const, signedIn });
    },
  );
}
