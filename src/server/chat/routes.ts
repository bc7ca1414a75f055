import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@/server/http/app-env";
import { modelsRoute } from "@/server/models/route";
import { chatRateLimit } from "./chat-rate-limit";
import { chatRoute } from "./chat-route";
import { createChatService } from "./chat-service";
import { hubRoutes } from "./hub-route";

/** GET /models, POST /chat, POST /ai/chat, POST /ai/workbench-chat, sharing one set of providers. */
export function chatRoutes(deps: AppDeps) {
  const chat = createChatService(deps);
  const limit = chatRateLimit(deps.db, deps.env);
  return new Hono<AppEnv>()
    .route("/", modelsRoute(chat.catalogue))
    .use("/ai/*", limit)
    .route("/", chatRoute(deps.db, chat, deps.env, deps.logger))
    .route("/", hubRoutes(deps.db, chat));
}
