import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@/server/platform/http/app-env";
import { adminAuditRoutes } from "./audit-route";
import { adminJobRoutes } from "./jobs-route";
import { adminModelRoutes } from "./models-route";
import { adminProviderRoutes } from "./providers-route";
import { requireAdmin } from "./require-admin";
import { adminSuggestionRoutes } from "./suggestions-route";
import { adminUsageRoutes } from "./usage-route";
import { adminUserRoutes } from "./users-route";

/**
 * /api/admin: for admins only (admin/roles.ts). The gate runs before every route under it, and
 * before their input is read; anyone else gets the 404 of a path that does not exist.
 */
export function adminRoutes(deps: AppDeps) {
  const gate = requireAdmin(deps);
  return new Hono<AppEnv>()
    .use("/admin", gate)
    .use("/admin/*", gate)
    .route("/", adminUserRoutes(deps))
    .route("/", adminProviderRoutes(deps))
    .route("/", adminModelRoutes(deps))
    .route("/", adminSuggestionRoutes(deps))
    .route("/", adminJobRoutes(deps))
    .route("/", adminUsageRoutes(deps))
    .route("/", adminAuditRoutes(deps));
}
