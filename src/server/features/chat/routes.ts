import { Hono } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import { modelsRoute } from "@/server/features/models/route";
import { chatRateLimit } from "./chat-rate-limit";
import { chatRoute } from "./chat-route";
import { type ChatDeps, createChatService } from "./chat-service";
import type { ChatTools } from "./chat-tools";
import { hubRoutes } from "./hub-route";

/**
 * GET /models, POST /chat, POST /ai/chat, POST /ai/workbench-chat, sharing one set of providers;
 * `tools`: what the chat tools add to a message (the composition root hands them in).
 */
export function chatRoutes(deps: ChatDeps, tools: ChatTools) {
  const chat = createChatService(deps, tools);
  return new Hono<AppEnv>()
    .route("/", modelsRoute(chat.catalogue))
    .use("/ai/*", chatRateLimit(deps.db, deps.env))
    .route("/", chatRoute(chat))
    .route("/", hubRoutes(chat));
}
