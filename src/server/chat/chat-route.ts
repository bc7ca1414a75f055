import crypto from "node:crypto";
import { createUIMessageStreamResponse, type UIMessage } from "ai";
import { Hono } from "hono";
import type { Logger } from "pino";
import { conversationStore } from "@/server/conversations/conversation-store";
import type { Db } from "@/server/db/client";
import type { AppEnv } from "@/server/http/app-env";
import { AppError } from "@/server/http/errors";
import { validate } from "@/server/http/validate";
import { chatRequestSchema, conversationTitle, type MessageMetadata } from "@/shared/chat";
import { type ChatLimits, checkChatRate } from "./chat-rate-limit";
import type { ChatService } from "./chat-service";
import { relayAnswer } from "./relay-answer";

const notYours = () =>
  new AppError("not_found", "This conversation does not exist or is not yours.");

/** POST /api/chat: the workbench's streaming chat (AI SDK UI message stream over SSE). */
export function chatRoute(db: Db, chat: ChatService, limits: ChatLimits, logger: Logger) {
  return new Hono<AppEnv>().post("/chat", validate("json", chatRequestSchema), async (c) => {
    const body = c.req.valid("json");
    const receivedAt = new Date();
    const session = c.get("session");
    const account = session && !session.user.isAnonymous ? session.user : null;
    const store = account ? conversationStore(db, account.id) : null;
    // The rate limit and the conversation's owner are settled before the provider hears of the
    // request (a refused message costs nothing and goes nowhere), alongside preparing the prompt.
    const [prepared, ownership] = await Promise.all([
      chat.prepare({
        toolId: body.toolId,
        model: body.model,
        options: body.options,
        messages: body.messages,
        userId: session?.user.id ?? null,
        callerSignal: c.req.raw.signal,
        temperature: body.temperature,
        maxOutputTokens: body.maxOutputTokens,
      }),
      store?.ownership(body.id),
      checkChatRate(db, limits, c),
    ]);
    if (ownership === "taken") throw notYours();
    const { model, asked } = prepared;
    const answer = prepared.begin();
    let persisted: Promise<boolean> = Promise.resolve(false);
    if (store) {
      persisted = (async () => {
        if (ownership === "new") {
          const title = conversationTitle(
            asked.content || asked.attachments[0]?.name || "New chat",
          );
          if (!(await store.create(body.id, body.toolId, title, receivedAt))) return false;
        } else if (body.trigger === "regenerate-message") {
          await store.dropAnswersAfter(body.id, asked.id);
        }
        await store.saveUserMessage(body.id, asked, { receivedAt });
        return true;
      })().catch((error: unknown) => {
        logger.error({ err: error, conversationId: body.id }, "saving a message failed");
        return false;
      });
    }

    // Strictly after the question, so the conversation reads in order.
    const startedAt = new Date(Math.max(Date.now(), receivedAt.getTime() + 1));
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
      if (!store || !(await persisted)) return;
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
    // No consumeSseStream copy: when the caller goes away, relayAnswer's cancel ends the answer
    // and saves it, so a second pass over every chunk is not needed.
    return createUIMessageStreamResponse({ stream: relayed });
  });
}
