import { APIError } from "better-auth/api";
import { Hono } from "hono";
import type { Auth } from "@/server/features/auth/auth";
import { rateLimitBy } from "@/server/features/auth/rate-limit-by";
import { type AppEnv, forwardCookies, requireAccount } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import { AppError } from "@/server/platform/http/errors";
import { validate } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import { deleteAccountSchema } from "@/shared/account";

/**
 * Deletes the account with better-auth's deleteUser (password checked there); everything that
 * names the user goes with it, files included (account/user-erasure.ts, run by better-auth
 * around the deletion). better-auth's own /delete-user path is switched off (auth.ts): the
 * password check here is the one way in.
 */
export function deleteAccountRoutes({ db, auth }: { db: Db; auth: Auth }) {
  return new Hono<AppEnv>().delete(
    "/account",
    rateLimitBy(db, "account-delete", { windowSeconds: 600, max: 5 }),
    validate("json", deleteAccountSchema),
    async (c) => {
      requireAccount(c);
      const { headers } = await auth.api
        .deleteUser({
          body: { password: c.req.valid("json").password },
          headers: c.req.raw.headers,
          returnHeaders: true,
        })
        .catch((error: unknown) => {
          if (error instanceof APIError && error.body?.code === "INVALID_PASSWORD") {
            throw new AppError(
              "bad_request",
              msg({
                id: "errors.account.wrongPassword",
                defaultMessage: "That password is not correct. Your account was not deleted.",
              }),
            );
          }
          throw error;
        });
      forwardCookies(c, headers);
      return c.json({ deleted: true as const });
    },
  );
}
