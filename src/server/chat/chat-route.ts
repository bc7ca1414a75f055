import crypto from "node:crypto";
import { consumeStream, createUIMessageStreamResponse, type UIMessage } from "ai";
import { Hono } from "hono";
import type { Logger } from "pino";
import { conversationStore } from "@/server/conversations/conversation-store";
import type { Db } from "@/server/db/client";
import type { AppEnv } from "@/server/http/app-env";
import { AppError } from "@/server/http/errors";
import { validate } from "@/server/http/validate";
import { chatRequestSchema, conversationTitle, type MessageMetadata } from "@/shared/chat";
import type { ChatService } from "./chat-service";
import { relayAnswer } from "./relay-answer";

/** POST /api/chat: the workbench's streaming chat (AI SDK UI message stream over SSE). */
export function chatRoute(db: Db, chat: ChatService, logger: Logger) {
  return new Hono<AppEnv>().post("/chat", validate("json", chatRequestSchema), async (c) => {
    const body = c.req.valid("json");
    const session = c.get("session");
    const account = session && !session.user.isAnonymous ? session.user : null;
    const prepared = await chat.prepare({
      toolId: body.toolId,
      model: body.model,
      options: body.options,
      messages: body.messages,
      userId: session?.user.id ?? null,
      callerSignal: c.req.raw.signal,
    });
    const { model, asked } = prepared;
    const store = account ? conversationStore(db, account.id) : null;
    if (store) {
      const title = conversationTitle(asked.content || asked.attachments[0]?.name || "New chat");
      if (!(await store.open(body.id, body.toolId, title))) {
        throw new AppError("not_found", "This conversation does not exist or is not yours.");
      }
    }
    const answer = prepared.begin();
    if (store) {
      if (body.trigger === "regenerate-message") await store.dropAnswersAfter(body.id, asked.id);
      await store.saveUserMessage(body.id, asked);
    }

    const startedAt = new Date();
    const metadata: MessageMetadata = {
      createdAt: startedAt.toISOString(),
      modelId: model.id,
      modelDisplayName: model.displayName,
    };
    const stream = answer.result.toUIMessageStream<UIMessage<MessageMetadata>>({
      generateMessageId: () => crypto.randomUUID(),
      messageMetadata: ({ part }) => {
        if (part.type === "start") return metadata;
        if (part.type === "finish") return { ...metadata, status: "complete" };
        return undefined;
      },
      onError: () => answer.failure()?.message ?? "The AI provider could not answer this request.",
    });
    const relayed = relayAnswer(stream, answer, async ({ messageId, text, outcome }) => {
      if (!store) return;
      try {
        await store.saveAnswer(body.id, {
          id: messageId ?? crypto.randomUUID(),
          content: text,
          modelId: model.id,
          modelDisplayName: model.displayName,
          status: outcome.status,
          errorMessage: outcome.failure?.message,
          createdAt: startedAt,
        });
      } catch (error) {
        logger.error({ err: error, conversationId: body.id }, "saving an answer failed");
      }
    });
    return createUIMessageStreamResponse({
      stream: relayed,
      consumeSseStream: ({ stream: copy }) => consumeStream({ stream: copy }),
    });
  });
}
