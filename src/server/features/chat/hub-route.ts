import crypto from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import { validate } from "@/server/platform/http/validate";
import {
  type HubChatResponse,
  hubChatRequestSchema,
  type WorkbenchChatResponse,
  workbenchChatRequestSchema,
} from "@/shared/chat";
import { chatCaller } from "./chat-route";
import type { ChatService } from "./chat-service";

const textMessage = (role: "user" | "assistant", text: string) => ({
  id: crypto.randomUUID(),
  role,
  parts: [{ type: "text", text }],
});

/** The hub's ask box and the JSON chat for API clients; both go through the chat service. */
export function hubRoutes(chat: ChatService) {
  return new Hono<AppEnv>()
    .post("/ai/chat", validate("json", hubChatRequestSchema), async (c) => {
      const body = c.req.valid("json");
      // The spec's clients name gpt-4o; Bismo's own ask box leaves the choice to the server.
      const { conversationId, model } = await chat.startFromHub(
        body.message,
        body.model,
        chatCaller(c),
      );
      return c.json<HubChatResponse>({
        conversationId,
        model: model.id,
        generation: { temperature: body.temperature, maxOutputTokens: body.maxTokens },
      });
    })
    .post("/ai/workbench-chat", validate("json", workbenchChatRequestSchema), async (c) => {
      const body = c.req.valid("json");
      const answer = await chat.answerText(
        {
          toolId: body.tool,
          model: body.model,
          options: body.options,
          messages: [
            ...body.history.map((entry) => textMessage(entry.role, entry.content)),
            textMessage("user", body.message),
          ],
          temperature: body.temperature,
          maxOutputTokens: body.maxTokens,
        },
        chatCaller(c),
      );
      return c.json<WorkbenchChatResponse>(answer);
    });
}
