import crypto from "node:crypto";
import { Hono } from "hono";
import { conversationStore } from "@/server/conversations/conversation-store";
import type { Db } from "@/server/db/client";
import type { AppEnv } from "@/server/http/app-env";
import { AppError } from "@/server/http/errors";
import { validate } from "@/server/http/validate";
import {
  conversationTitle,
  type HubChatResponse,
  hubChatRequestSchema,
  type WorkbenchChatResponse,
  workbenchChatRequestSchema,
} from "@/shared/chat";
import type { ChatService } from "./chat-service";

const textMessage = (role: "user" | "assistant", text: string) => ({
  id: crypto.randomUUID(),
  role,
  parts: [{ type: "text", text }],
});

/** The hub's ask box and the JSON chat for API clients; both go through the chat service. */
export function hubRoutes(db: Db, chat: ChatService) {
  return new Hono<AppEnv>()
    .post("/ai/chat", validate("json", hubChatRequestSchema), async (c) => {
      const body = c.req.valid("json");
      // The spec's clients name gpt-4o; Bismo's own ask box leaves the choice to the server.
      const model = body.model ? chat.resolveModel(body.model) : chat.defaultModel("multi-chat");
      const session = c.get("session");
      const generation = { temperature: body.temperature, maxOutputTokens: body.maxTokens };
      if (!session || session.user.isAnonymous) {
        return c.json<HubChatResponse>({ conversationId: null, model: model.id, generation });
      }
      const store = conversationStore(db, session.user.id);
      const conversationId = crypto.randomUUID();
      await store.create(conversationId, "multi-chat", conversationTitle(body.message));
      await store.saveUserMessage(conversationId, {
        id: crypto.randomUUID(),
        content: body.message,
        attachments: [],
      });
      return c.json<HubChatResponse>({ conversationId, model: model.id, generation });
    })
    .post("/ai/workbench-chat", validate("json", workbenchChatRequestSchema), async (c) => {
      const body = c.req.valid("json");
      const session = c.get("session");
      const prepared = await chat.prepare({
        toolId: body.tool,
        model: body.model,
        options: body.options,
        messages: [
          ...body.history.map((entry) => textMessage(entry.role, entry.content)),
          textMessage("user", body.message),
        ],
        userId: session?.user.id ?? null,
        callerSignal: c.req.raw.signal,
        temperature: body.temperature,
        maxOutputTokens: body.maxTokens,
      });
      const answer = prepared.begin();
      let text = "";
      try {
        for await (const delta of answer.result.textStream) text += delta;
      } catch (error) {
        answer.noteError(error);
      }
      const outcome = answer.outcome(text);
      if (outcome.failure) {
        throw new AppError("provider_error", outcome.failure.message, {
          status: outcome.failure.kind === "timeout" ? 504 : 502,
        });
      }
      return c.json<WorkbenchChatResponse>({
        response: text,
        modelDisplayName: prepared.model.displayName,
      });
    });
}
