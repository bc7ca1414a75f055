import { Hono } from "hono";
import { modelsRoute } from "@/server/features/models/route";
import type { AppDeps, AppEnv } from "@/server/platform/http/app-env";
import { chatRateLimit } from "./chat-rate-limit";
import { chatRoute } from "./chat-route";
import { createChatService } from "./chat-service";
import { hubRoutes } from "./hub-route";

/** GET /models, POST /chat, POST /ai/chat, POST /ai/workbench-chat, sharing one set of providers. */
export function chatRoutes(deps: AppDeps) {
  const chat = createChatService(deps);
  return new Hono<AppEnv>()
    .route("/", modelsRoute(chat.catalogue))
    .use("/ai/*", chatRateLimit(deps.db, deps.env))
    .route("/", chatRoute(chat))
    .route("/", hubRoutes(chat));
}
