import { UI_MESSAGE_STREAM_HEADERS } from "ai";
import type { Context } from "hono";
import { Hono } from "hono";
import { callerLocale } from "@/server/features/auth/caller-locale";
import type { AppEnv } from "@/server/features/auth/session";
import { validate } from "@/server/platform/http/validate";
import { chatRequestSchema } from "@/shared/chat";
import type { ChatCaller, ChatService } from "./chat-service";

/** The sender of a chat request, as the chat service needs to know them. */
export const chatCaller = (c: Context<AppEnv>): ChatCaller => ({
  session: c.get("session"),
  clientIp: c.get("clientIp"),
  signal: c.req.raw.signal,
  locale: callerLocale(c),
});

/** POST /api/chat: the workbench's streaming chat (AI SDK UI message stream over SSE). */
export function chatRoute(chat: ChatService) {
  return new Hono<AppEnv>().post(
    "/chat",
    validate("json", chatRequestSchema),
    async (c) =>
      new Response(await chat.stream(c.req.valid("json"), chatCaller(c)), {
        headers: UI_MESSAGE_STREAM_HEADERS,
      }),
  );
}
