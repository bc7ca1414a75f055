import { Hono } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import {
  chatModelReadiness,
  ready,
  type ToolReadiness,
  type ToolReadinessResponse,
} from "@/shared/tools/readiness";
import { type ToolId, tools } from "@/shared/tools/registry";
import type { ToolDeps, ToolServer } from "./panel-tool";

/**
 * GET /api/tools/readiness: whether each tool can work as the providers are set up now, for
 * anyone (guests included): the workbench shows a tool that is off as 'not switched on yet'
 * with the tools that work, and an admin where to switch it on. A tool with a readiness of
 * its own says it; one that works with a chat model is judged by the chat catalogue; any
 * other needs no provider.
 */
export function readinessRoutes(deps: ToolDeps, servers: readonly ToolServer[]) {
  const own = new Map(
    servers.flatMap((server) => (server.readiness ? [[server.id, server.readiness]] : [])),
  );
  return new Hono<AppEnv>().get("/tools/readiness", async (c) => {
    const catalogue = await deps.ai.chat.catalogue();
    const entries = await Promise.all(
      tools.map(async (tool): Promise<[ToolId, ToolReadiness]> => {
        const readiness = own.get(tool.id);
        if (readiness) return [tool.id, await readiness(deps)];
        if (tool.kind === "chat" || tool.models.length > 0)
          return [tool.id, chatModelReadiness(catalogue, tool.id)];
        return [tool.id, ready];
      }),
    );
    const body: ToolReadinessResponse = {
      tools: Object.fromEntries(entries) as ToolReadinessResponse["tools"],
    };
    return c.json(body);
  });
}
