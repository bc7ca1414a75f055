import { Hono } from "hono";
import type { Providers } from "@/server/ai/providers";
import type { AppEnv } from "@/server/http/app-env";
import { type ModelsResponse, toolModels } from "@/shared/models";
import { toolIds } from "@/shared/tools/registry";

/** The models Bismo offers, which of them work now, and each tool's list and default. */
export function modelsResponse(providers: Providers): ModelsResponse {
  const models = providers.models.map((model) => {
    const available = providers.isConfigured(model.provider);
    return {
      ...model,
      available,
      ...(available ? {} : { enableWith: providers.enableWith(model.provider) }),
    };
  });
  const availableIds = new Set(models.filter((model) => model.available).map((model) => model.id));
  const tools = Object.fromEntries(
    toolIds.map((toolId) => {
      const ids = [...toolModels(toolId), ...providers.operatorModelIds];
      return [
        toolId,
        { models: ids, defaultModel: ids.find((id) => availableIds.has(id)) ?? null },
      ];
    }),
  ) as ModelsResponse["tools"];
  return { models, tools };
}

/** GET /api/models: the catalogue, worked out once at start-up (the chat service holds it). */
export function modelsRoute(catalogue: ModelsResponse) {
  return new Hono<AppEnv>().get("/models", (c) => c.json(catalogue));
}
