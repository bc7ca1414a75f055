import { Hono } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import { validate } from "@/server/platform/http/validate";
import { auditQuerySchema } from "@/shared/admin";
import { readAuditLog } from "./audit-log";

/** The admin area's audit log: every admin action, newest first. */
export function adminAuditRoutes({ db }: { db: Db }) {
  return new Hono<AppEnv>().get("/admin/audit", validate("query", auditQuerySchema), async (c) =>
    c.json(await readAuditLog(db, c.req.valid("query").offset)),
  );
}
