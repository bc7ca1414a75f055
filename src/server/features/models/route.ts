import { Hono } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import type { ModelsResponse } from "@/shared/models";

/**
 * GET /api/models: the catalogue as the providers are set up now (the chat service holds it,
 * and builds it again when an admin changes a provider's key).
 */
export function modelsRoute(catalogue: () => Promise<ModelsResponse>) {
  return new Hono<AppEnv>().get("/models", async (c) => c.json(await catalogue()));
}
