import { Hono } from "hono";
import type { AppEnv } from "@/server/http/app-env";
import type { ModelsResponse } from "@/shared/models";

/** GET /api/models: the catalogue, worked out once at start-up (the chat service holds it). */
export function modelsRoute(catalogue: ModelsResponse) {
  return new Hono<AppEnv>().get("/models", (c) => c.json(catalogue));
}
