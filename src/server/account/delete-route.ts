import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { document } from "@/server/db/schema/documents";
import { mediaFile } from "@/server/db/schema/media";
import { upload } from "@/server/db/schema/workbench";
import type { AppDeps, AppEnv } from "@/server/http/app-env";
import { AppError } from "@/server/http/errors";
import { rateLimitBy } from "@/server/http/rate-limit";
import { forwardCookies, requireAccount } from "@/server/http/session";
import { validate } from "@/server/http/validate";
import { deleteAccountSchema } from "@/shared/account";

/**
 * Deletes the account with better-auth's deleteUser (password checked there; every row of the
 * user cascades: documents with their pages, chunks and vectors too), then the uploaded and
 * generated files and the documents' files, which the database cannot cascade to. better-auth's
 * own /delete-user path is switched off (auth.ts), so no deletion can leave the files behind.
 */
export function deleteAccountRoutes({ db, auth, storage, logger }: AppDeps) {
  return new Hono<AppEnv>().delete(
    "/account",
    rateLimitBy(db, "account-delete", { windowSeconds: 600, max: 5 }),
    validate("json", deleteAccountSchema),
    async (c) => {
      const { user } = requireAccount(c);
      const files = await db
        .select({ key: upload.storageKey })
        .from(upload)
        .where(eq(upload.userId, user.id))
        .unionAll(
          db
            .select({ key: mediaFile.storageKey })
            .from(mediaFile)
            .where(eq(mediaFile.userId, user.id)),
        )
        .unionAll(
          db
            .select({ key: document.storageKey })
            .from(document)
            .where(eq(document.userId, user.id)),
        );
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
              "That password is not correct. Your account was not deleted.",
            );
          }
          throw error;
        });
      await Promise.all(
        files.map(({ key }) =>
          storage.remove(key).catch((error: unknown) => {
            logger.error(
              { err: error, userId: user.id },
              "removing a deleted account's file failed",
            );
          }),
        ),
      );
      forwardCookies(c, headers);
      return c.json({ deleted: true as const });
    },
  );
}
