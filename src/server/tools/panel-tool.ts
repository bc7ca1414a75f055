import type { Hono } from "hono";
import type { AppDeps, AppEnv } from "@/server/http/app-env";
import type { ToolDefinition } from "@/shared/tools/define-tool";

/** A panel tool's server side: its routes, mounted under /api by src/server/tools/index.ts. */
export type PanelToolServer = {
  id: string;
  routes: (deps: AppDeps) => Hono<AppEnv>;
};

export function panelTool(
  definition: ToolDefinition & { kind: "panel" },
  routes: PanelToolServer["routes"],
): PanelToolServer {
  return { id: definition.id, routes };
}
