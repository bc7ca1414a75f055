import type { z } from "zod";
import { createProviders } from "@/server/ai/providers";
import { resolveChatModel } from "@/server/ai/resolve-chat-model";
import { systemPromptFor } from "@/server/ai/system-prompts";
import type { AppDeps } from "@/server/http/app-env";
import { AppError } from "@/server/http/errors";
import { modelsResponse } from "@/server/models/route";
import type { uiMessageSchema } from "@/shared/chat";
import { modelsForTool, noUsableModelMessage } from "@/shared/models";
import { getTool, type ToolId } from "@/shared/tools/registry";
import { buildPrompt } from "./build-prompt";
import { streamAnswer } from "./stream-answer";
import { parseToolOptions } from "./tool-options";

export type ChatInput = {
  toolId: ToolId;
  model: string;
  options?: Record<string, string>;
  messages: z.infer<typeof uiMessageSchema>[];
  /** The uploader whose files may be attached (account or guest); null without a session. */
  userId: string | null;
  callerSignal?: AbortSignal;
  temperature?: number;
  maxOutputTokens?: number;
};

/** What every chat endpoint shares: providers, model choice, tool prompt, attachments, the stream. */
export function createChatService({ env, db, storage }: AppDeps) {
  const providers = createProviders(env);
  const catalogue = modelsResponse(providers);

  return {
    catalogue,
    /** Checks the request (400/404/503, before any streaming); `begin()` then starts the answer. */
    async prepare(input: ChatInput) {
      const options = parseToolOptions(input.toolId, input.options);
      const { model, languageModel } = resolveChatModel(providers, input.model);
      const { prompt, asked } = await buildPrompt({
        db,
        storage,
        userId: input.userId,
        model,
        messages: input.messages,
      });
      const begin = () =>
        streamAnswer({
          languageModel,
          system: systemPromptFor(input.toolId, options),
          prompt,
          timeoutMs: env.AI_TIMEOUT_MS,
          maxRetries: env.AI_MAX_RETRIES,
          callerSignal: input.callerSignal,
          temperature: input.temperature,
          maxOutputTokens: input.maxOutputTokens,
        });
      return { model, asked, begin };
    },
    resolveModel: (idOrAlias: string) => resolveChatModel(providers, idOrAlias).model,
    /** The tool's first usable model; 503 naming the settings that would enable one. */
    defaultModel(toolId: ToolId) {
      const { defaultModel, enableWith } = modelsForTool(catalogue, toolId);
      if (defaultModel) return resolveChatModel(providers, defaultModel).model;
      throw new AppError(
        "provider_not_configured",
        noUsableModelMessage(getTool(toolId).name, enableWith),
      );
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
