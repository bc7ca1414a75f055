import type { Context } from "hono";
import type { z } from "zod";
import type { ResolvedModel } from "@/server/engines/providers/ai";
import {
  generateStructured,
  type StructuredRequest,
} from "@/server/engines/providers/structured-output";
import type { SessionData } from "@/server/features/auth/auth";
import { callerLocale } from "@/server/features/auth/caller-locale";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { answerLanguage } from "@/server/features/chat/base-prompt";
import { checkChatRate } from "@/server/features/chat/chat-rate-limit";
import { uploadStore } from "@/server/features/uploads/upload-store";
import type { Charge } from "@/server/features/usage/meter";
import { usagePayer } from "@/server/features/usage/payer";
import type { ResultStreamWriter } from "@/server/platform/http/result-stream";
import type { ToolDeps } from "@/server/tools/panel-tool";
import type { Locale } from "@/shared/i18n/locales";

/** Who asks for a generation: any session (guests too), their address and the request's signal. */
export type GenerationCaller = {
  session: SessionData;
  clientIp: string;
  signal: AbortSignal;
  /** The account that keeps the result, or null for a guest (whose browser keeps it). */
  accountId: string | null;
  /** The language the result is written in unless the caller's material is in another. */
  locale: Locale;
};

export function generationCaller(c: Context<AppEnv>): GenerationCaller {
  const session = requireSession(c);
  return {
    session,
    clientIp: c.get("clientIp"),
    signal: c.req.raw.signal,
    accountId: session.user.isAnonymous ? null : session.user.id,
    locale: callerLocale(c),
  };
}

type Ask<Schema extends z.ZodType> = Pick<
  StructuredRequest<Schema>,
  "schema" | "name" | "system" | "prompt"
>;

/** A model settled for a generation, and the chat message charged for it. */
export type PreparedModel = ResolvedModel & { charge: Charge };

/**
 * What every panel tool's generation shares: the chat rate limit and allowance (a generation
 * costs what a message does), the model, the caller's uploads, and the structured request to
 * the model.
 */
export function toolGeneration({ db, env, storage, meter, ai }: ToolDeps, toolId: string) {
  return {
    /**
     * Settles rate, model and allowance before anything streams: 429, 400 (unknown model), 410
     * (a model no longer offered, naming its replacement), 503 (not configured). The charge goes
     * back if the model then fails to answer.
     */
    async prepare(caller: GenerationCaller, modelId: string): Promise<PreparedModel> {
      await checkChatRate(db, env, caller);
      const resolved = await ai.chat.resolve(modelId);
      const charge = await meter.charge(db, usagePayer(caller.session, caller.clientIp), toolId, [
        { kind: "chat", amount: 1 },
      ]);
      return { ...resolved, charge };
    },
    uploads: (caller: GenerationCaller) => uploadStore(db, storage, caller.session.user.id),
    /**
     * Asks `resolved` for an object of the schema, streaming partial objects to `writer`; a
     * failure that is not the caller's own stop gives the generation's charge back.
     */
    async ask<Schema extends z.ZodType, Partial>(
      resolved: PreparedModel,
      caller: GenerationCaller,
      request: Ask<Schema>,
      writer?: ResultStreamWriter<Partial>,
    ): Promise<z.infer<Schema>> {
      const { model, languageModel } = resolved;
      try {
        return await generateStructured({
          ...request,
          system: `${request.system} ${answerLanguage(caller.locale)}`,
          languageModel,
          modelName: model.displayName,
          timeoutMs: env.AI_TIMEOUT_MS,
          maxRetries: env.AI_MAX_RETRIES,
          signal: caller.signal,
          onPartial: writer && ((partial) => writer.partial(partial as Partial)),
          onRetry:
            writer &&
            (() => writer.retry(`${model.displayName}'s answer did not fit; asking once more.`)),
        });
      } catch (error) {
        if (!caller.signal.aborted) await meter.refund(db, resolved.charge);
        throw error;
      }
    },
  };
}

export type ToolGeneration = ReturnType<typeof toolGeneration>;
