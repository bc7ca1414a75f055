import type { Hono } from "hono";
import type { Env } from "@/server/env";
import type { AppDeps, AppEnv } from "@/server/http/app-env";
import type { JobHandler } from "@/server/jobs/job-runner";
import type { ToolDefinition } from "@/shared/tools/define-tool";

/** A panel tool's server side: its routes, mounted under /api by src/server/tools/index.ts. */
export type PanelToolServer = {
  id: string;
  routes: (deps: AppDeps) => Hono<AppEnv>;
  /** The worker side of a tool whose work runs as a job (src/server/jobs). */
  jobHandler?: (env: Env) => JobHandler;
};

export function panelTool(
  definition: ToolDefinition & { kind: "panel" },
  routes: PanelToolServer["routes"],
  jobHandler?: PanelToolServer["jobHandler"],
): PanelToolServer {
  return { id: definition.id, routes, jobHandler };
}
