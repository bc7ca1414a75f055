import { Hono } from "hono";
import type { Ai } from "@/server/engines/providers/ai";
import type { ProviderSettings } from "@/server/engines/providers/provider-settings";
import type { Auth } from "@/server/features/auth/auth";
import type { AppEnv } from "@/server/features/auth/session";
import type { Jobs } from "@/server/features/jobs/jobs";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { adminAuditRoutes } from "./audit-route";
import { adminJobRoutes } from "./jobs-route";
import { adminModelRoutes } from "./models-route";
import { adminProviderRoutes } from "./providers-route";
import { requireAdmin } from "./require-admin";
import { adminSuggestionRoutes } from "./suggestions-route";
import { adminUsageRoutes } from "./usage-route";
import { adminUserRoutes } from "./users-route";

/** What the admin area works with. */
type AdminDeps = {
  db: Db;
  env: Env;
  auth: Auth;
  jobs: Jobs;
  providerSettings: ProviderSettings;
  ai: Ai;
};

/**
 * /api/admin: for admins only (auth/roles.ts). The gate runs before every route under it, and
 * before their input is read; anyone else gets the 404 of a path that does not exist.
 */
export function adminRoutes(deps: AdminDeps) {
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
