import type { Hono } from "hono";
import type { JobHandler } from "@/server/features/jobs/job-runner";
import type { AppDeps, AppEnv } from "@/server/platform/http/app-env";
import type { ToolDefinition } from "@/shared/tools/define-tool";

/** What a tool's job handler is built with (main.ts and tests' apps give it). */
export type JobHandlerDeps = Pick<
  AppDeps,
  "env" | "db" | "storage" | "fileReaders" | "documentSearch" | "logger" | "providerSettings" | "ai"
>;

/** A panel tool's server side: its routes, mounted under /api by src/server/tools/index.ts. */
export type PanelToolServer = {
  id: string;
  routes: (deps: AppDeps) => Hono<AppEnv>;
  /** The worker side of a tool whose work runs as a job (src/server/features/jobs). */
  jobHandler?: (deps: JobHandlerDeps) => JobHandler;
};

export function panelTool(
  definition: ToolDefinition & { kind: "panel" },
  routes: PanelToolServer["routes"],
  jobHandler?: PanelToolServer["jobHandler"],
): PanelToolServer {
  return { id: definition.id, routes, jobHandler };
}
