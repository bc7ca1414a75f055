import { Hono } from "hono";
import type { Auth } from "@/server/features/auth/auth";
import type { AppEnv } from "@/server/features/auth/session";
import type { Jobs } from "@/server/features/jobs/jobs";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { AppError } from "@/server/platform/http/errors";
import { validate, validId } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import { adminUserChangeSchema, adminUserQuerySchema } from "@/shared/admin";
import { changeAccount, deleteAccount, listAccounts } from "./account-admin";
import { adminId } from "./require-admin";

const notFound = () =>
  new AppError(
    "not_found",
    msg({ id: "errors.admin.noSuchAccount", defaultMessage: "There is no such account." }),
  );

/**
 * The admin area's Users: search, plan, role, disable (its sessions end and its queued and
 * running jobs are cancelled), delete with everything they own.
 */
export function adminUserRoutes(deps: { db: Db; env: Env; auth: Auth; jobs: Jobs }) {
  const { db, env } = deps;
  return new Hono<AppEnv>()
    .get("/admin/users", validate("query", adminUserQuerySchema), async (c) =>
      c.json(await listAccounts(db, env.ADMIN_EMAILS, c.req.valid("query"))),
    )
    .patch(
      "/admin/users/:id",
      validId(notFound),
      validate("json", adminUserChangeSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const change = c.req.valid("json");
        const changed = await changeAccount(deps, adminId(c), id, change);
        // A disabled account's media work stops with its sessions.
        if (change.disabled) await deps.jobs.cancelAllOf(id);
        return c.json({ user: changed });
      },
    )
    .delete("/admin/users/:id", validId(notFound), async (c) => {
      await deleteAccount(deps, adminId(c), c.req.valid("param").id);
      return c.json({ deleted: true as const });
    });
}
