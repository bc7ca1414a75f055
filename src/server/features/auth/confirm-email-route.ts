import { APIError } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { Hono } from "hono";
import type { Db } from "@/server/platform/db/client";
import { AppError } from "@/server/platform/http/errors";
import { validate } from "@/server/platform/http/validate";
import { confirmEmailSchema } from "@/shared/auth";
import type { Auth, SessionData } from "./auth";
import { rateLimitBy } from "./rate-limit-by";
import { type AppEnv, forwardCookies } from "./session";

/** What better-auth signs into a confirmation link's token. */
type ConfirmationClaims = { email?: string; updateTo?: string };

export const linkInvalid = "Invalid confirmation link. Please try signing up again.";
export const linkExpired =
  "This confirmation link has expired: links work for one hour. For a new account, sign in with your e-mail and password and we will send you a new link; for a new address, ask for the change again in Settings.";

/** The question the confirm page asks before a link replaces this browser's session. */
function switchQuestion(current: SessionData, email: string): string {
  const who = current.user.isAnonymous
    ? "You are using Bismo as a guest in this browser."
    : `You are signed in as ${current.user.email}.`;
  return `${who} This link confirms ${email}: confirming signs you in to that account instead.`;
}

/**
 * E-mail confirmation, by a POST from the /confirm page. better-auth's own endpoint is a GET
 * (switched off in auth.ts): any page, or an image in a model's answer, could load a link to it
 * and sign the viewer in to the link owner's account. Here the confirm page sends the token,
 * and a link that would replace the browser's session with another account's (the guest's
 * included) is refused with 409 until the person agrees (`switchAccount`); the page asks.
 */
export function confirmEmailRoute({ db, auth }: { db: Db; auth: Auth }) {
  return new Hono<AppEnv>().post(
    "/confirm-email",
    rateLimitBy(db, "confirm-email", { windowSeconds: 60, max: 10 }),
    validate("json", confirmEmailSchema),
    async (c) => {
      const { token, switchAccount } = c.req.valid("json");
      const headers = c.req.raw.headers;
      const current = await auth.api.getSession({ headers });
      const { secret, internalAdapter } = await auth.$context;
      const claims = await verifyJWT<ConfirmationClaims>(token, secret);
      // A change of address keeps the session: better-auth refuses it for another account's.
      const email = claims && !claims.updateTo ? claims.email?.toLowerCase() : undefined;
      const switching = Boolean(email && current && current.user.email.toLowerCase() !== email);
      if (switching && current && email && !switchAccount) {
        throw new AppError("conflict", switchQuestion(current, email));
      }
      const result = await auth.api
        .verifyEmail({ query: { token }, headers, returnHeaders: true })
        .catch((error: unknown) => {
          if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
          throw new AppError(
            "bad_request",
            error.body?.code === "TOKEN_EXPIRED" ? linkExpired : linkInvalid,
          );
        });
      // The session this browser leaves ends; a guest's was already ended (and its files moved)
      // by the anonymous plugin when the account's session began.
      if (switching && current && !current.user.isAnonymous) {
        await internalAdapter.deleteSession(current.session.token);
      }
      forwardCookies(c, result.headers);
      return c.json({ confirmed: true as const });
    },
  );
}
