import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@/server/platform/http/app-env";
import { validate } from "@/server/platform/http/validate";
import { auditQuerySchema } from "@/shared/admin";
import { readAuditLog } from "./audit-log";

/** The admin area's audit log: every admin action, newest first. */
export function adminAuditRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/admin/audit", validate("query", auditQuerySchema), async (c) =>
    c.json(await readAuditLog(db, c.req.valid("query").offset)),
  );
}
