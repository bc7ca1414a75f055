import crypto from "node:crypto";
import type { Logger } from "pino";
import type { z } from "zod";
import type { Ai } from "@/server/engines/providers/ai";
import type { SessionData } from "@/server/features/auth/auth";
import { conversationStore } from "@/server/features/conversations/conversation-store";
import { uploadStore } from "@/server/features/uploads/upload-store";
import type { Charge, Meter } from "@/server/features/usage/meter";
import { usagePayer } from "@/server/features/usage/payer";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import {
  type ChatRequest,
  conversationTitle,
  type MessageMetadata,
  type uiMessageSchema,
} from "@/shared/chat";
import type { Locale } from "@/shared/i18n/locales";
import { type ModelsResponse, modelsForTool } from "@/shared/models";
import type { Payer } from "@/shared/plans";
import { defaultToolId, getTool, type ToolId } from "@/shared/tools/registry";
import { answerTokens } from "./answer-length";
import { basePrompt } from "./base-prompt";
import { buildPrompt, textOf } from "./build-prompt";
import { checkChatRate } from "./chat-rate-limit";
import type { ChatTools } from "./chat-tools";
import { recordExchange } from "./record-exchange";
import { type AnswerFraming, relayAnswer } from "./relay-answer";
import { type AnswerOutcome, streamAnswer } from "./stream-answer";

/** Who sends a message: their session (if any), address, and the request's abort signal. */
export type ChatCaller = {
  session: SessionData | null;
  clientIp: string;
  signal: AbortSignal;
  /** The language the answer is asked for (the account's, else the browser's). */
  locale: Locale;
};

type AnswerInput = {
  toolId: ToolId;
  model: string;
  options?: Record<string, string>;
  messages: z.infer<typeof uiMessageSchema>[];
  temperature?: number;
  maxOutputTokens?: number;
};

/** Each message to a model is one of the plan's chat messages. */
const chatMessage = [{ kind: "chat", amount: 1 }] as const;

const notYours = () =>
  new AppError(
    "not_found",
    msg({
      id: "errors.conversations.notFound",
      defaultMessage: "This conversation does not exist or is not yours.",
    }),
  );

/** What chat works with. */
export type ChatDeps = {
  env: Env;
  db: Db;
  storage: FileStorage;
  logger: Logger;
  meter: Meter;
  /** The AI object: the chat models offered now, resolved and ready to call. */
  ai: Pick<Ai, "chat">;
};

/**
 * Every chat endpoint's work: checks the message (rate, model, tool options, attachments,
 * conversation owner) before the provider hears of it, streams the answer, and saves the
 * question and the answer of an account's conversation however the answer ends. `tools`: what
 * the chat tools add to a message.
 */
export function createChatService(deps: ChatDeps, tools: ChatTools) {
  const { env, db, storage, logger, meter, ai } = deps;

  /**
   * Checks the request (400/404/429/503, before any streaming) and starts the answer; a tool
   * that grounds its answers (Ask My PDF) adds what it found for the question to the prompt.
   */
  async function begin(input: AnswerInput, caller: ChatCaller, conversationId: string | null) {
    const charge = await meter.charge(
      db,
      usagePayer(caller.session, caller.clientIp),
      input.toolId,
      chatMessage,
    );
    try {
      return { charge, ...(await prepare(input, caller, conversationId, charge.plan)) };
    } catch (error) {
      await meter.refund(db, charge);
      throw error;
    }
  }

  /** Gives a message's charge back when its answer failed through the provider, not the user. */
  async function settle(charge: Charge, outcome: AnswerOutcome) {
    if (outcome.failure) await meter.refund(db, charge);
  }

  /** `plan`: the caller's, as the database held it when the message was charged. */
  async function prepare(
    input: AnswerInput,
    caller: ChatCaller,
    conversationId: string | null,
    plan: Payer,
  ) {
    const options = tools.options(input.toolId, input.options);
    let system = [
      basePrompt(caller.locale),
      tools.systemPrompt(input.toolId, options, caller.locale),
    ]
      .filter(Boolean)
      .join(" ");
    const { model, languageModel } = await ai.chat.resolve(input.model);
    const userId = caller.session?.user.id ?? null;
    const { prompt, asked } = await buildPrompt({
      uploads: userId ? uploadStore(db, storage, userId) : null,
      model,
      messages: input.messages,
    });
    const grounding = tools.groundings.get(input.toolId);
    const grounded = grounding
      ? await grounding({
          userId:
            caller.session && !caller.session.user.isAnonymous ? caller.session.user.id : null,
          conversationId,
          question: asked.content,
          history: input.messages
            .slice(0, -1)
            .filter((message) => message.role !== "system")
            .map((message) => ({
              role: message.role as "user" | "assistant",
              text: textOf(message),
            })),
          languageModel,
          signal: caller.signal,
        })
      : null;
    if (grounded) system = `${system}\n\n${grounded.system}`;
    const answer = streamAnswer({
      languageModel,
      system,
      prompt,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxRetries: env.AI_MAX_RETRIES,
      callerSignal: caller.signal,
      temperature: input.temperature,
      maxOutputTokens: answerTokens(input.maxOutputTokens, plan),
    });
    return { model, asked, answer, sources: grounded?.sources };
  }

  return {
    /** What GET /api/models answers: the models offered now, each tool's list and default. */
    catalogue: () => ai.chat.catalogue(),

    /**
     * POST /api/chat: the answer as the bytes of a UI message stream, saved to the account's
     * conversation as it streams.
     */
    async stream(request: ChatRequest, caller: ChatCaller): Promise<ReadableStream<Uint8Array>> {
      const receivedAt = new Date();
      const { session } = caller;
      const account = session && !session.user.isAnonymous ? session.user : null;
      const store = account ? conversationStore(db, account.id) : null;
      // The rate limit and the conversation's owner are settled before the provider hears of
      // the message (a refused one costs nothing and goes nowhere), alongside the prompt.
      const [ownership] = await Promise.all([
        store?.ownership(request.id),
        checkChatRate(db, env, caller),
      ]);
      if (ownership === "taken") throw notYours();
      const { charge, model, asked, answer, sources } = await begin(request, caller, request.id);

      // Strictly after the question, so the conversation reads in order.
      const startedAt = new Date(Math.max(Date.now(), receivedAt.getTime() + 1));
      const answerId = crypto.randomUUID();
      const record =
        store &&
        recordExchange(store, logger, {
          conversationId: request.id,
          create:
            ownership === "new"
              ? {
                  toolId: request.toolId,
                  title: conversationTitle(
                    asked.content || asked.attachments[0]?.name || "New chat",
                  ),
                }
              : undefined,
          regenerate: request.trigger === "regenerate-message",
          question: { ...asked, createdAt: receivedAt },
          answer: {
            id: answerId,
            modelId: model.id,
            modelDisplayName: model.displayName,
            createdAt: startedAt,
            sources: sources?.length ? sources : undefined,
          },
        });

      const metadata: MessageMetadata = {
        createdAt: startedAt.toISOString(),
        modelId: model.id,
        modelDisplayName: model.displayName,
        sources: sources?.length ? sources : undefined,
      };
      // The provider's token count arrives with the answer's end; it is saved with the answer.
      let usage: MessageMetadata["usage"];
      // No consumeSseStream copy: when the caller goes away, relayAnswer's cancel ends the
      // answer and saves it, so a second pass over every chunk is not needed.
      const framing: AnswerFraming = {
        messageId: answerId,
        started: () => metadata,
        finished: ({ totalUsage: { inputTokens, outputTokens } }) => {
          usage = { inputTokens, outputTokens };
          return { ...metadata, status: "complete", usage };
        },
      };
      return relayAnswer(answer, framing, {
        onText: (text) => record?.progress(text),
        onEnd: async (ended) => {
          await Promise.all([record?.end(ended, usage), settle(charge, ended.outcome)]);
        },
      });
    },

    /** POST /api/ai/workbench-chat: the whole answer as text, for API clients (nothing saved). */
    async answerText(input: AnswerInput, caller: ChatCaller) {
      const { charge, model, answer } = await begin(input, caller, null);
      const text = await answer.text();
      const outcome = answer.outcome(text);
      await settle(charge, outcome);
      if (outcome.failure) {
        throw new AppError("provider_error", outcome.failure.message, {
          status: outcome.failure.kind === "timeout" ? 504 : 502,
        });
      }
      return { response: text, modelDisplayName: model.displayName };
    },

    /**
     * POST /api/ai/chat, the hub's ask box: the model to ask (the one named, or the default
     * tool's first usable one) and, for an account, a new conversation holding the question.
     */
    async startFromHub(message: string, modelId: string | undefined, caller: ChatCaller) {
      const model = modelId
        ? (await ai.chat.resolve(modelId)).model
        : await defaultModel(await ai.chat.catalogue());
      const session = caller.session;
      if (!session || session.user.isAnonymous) return { conversationId: null, model };
      const store = conversationStore(db, session.user.id);
      const conversationId = crypto.randomUUID();
      await store.create(conversationId, defaultToolId, conversationTitle(message));
      await store.saveUserMessage(conversationId, {
        id: crypto.randomUUID(),
        content: message,
        attachments: [],
      });
      return { conversationId, model };
    },
  };

  /** The default tool's default model; 503 saying, to whoever asked, that none is set up. */
  async function defaultModel(catalogue: ModelsResponse) {
    const { defaultModel } = modelsForTool(catalogue, defaultToolId);
    if (defaultModel) return (await ai.chat.resolve(defaultModel)).model;
    throw new AppError(
      "provider_not_configured",
      msg(
        {
          id: "errors.chat.notSwitchedOn",
          defaultMessage:
            "{tool} is not switched on on this server yet: no AI model is set up. Whoever runs it can set one up in the admin area.",
        },
        { tool: getTool(defaultToolId).name },
      ),
    );
  }
}

export type ChatService = ReturnType<typeof createChatService>;
