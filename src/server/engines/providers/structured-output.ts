import {
  type DeepPartial,
  type LanguageModel,
  type ModelMessage,
  NoObjectGeneratedError,
  Output,
  streamText,
} from "ai";
import type { z } from "zod";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import { describeProviderError, type Failure, failure } from "./failure-reason";

export type StructuredRequest<Schema extends z.ZodType> = {
  languageModel: LanguageModel;
  /** The model's name, for the message when its answers do not fit. */
  modelName: string;
  schema: Schema;
  /** The schema's name, sent to providers that take one (letters, digits and '_'). */
  name: string;
  system: string;
  prompt: ModelMessage[];
  /** Longest wait for the provider's next chunk (the first one included). */
  timeoutMs: number;
  /** Retries of a failed provider call (429, 5xx); an unusable answer is retried once regardless. */
  maxRetries: number;
  /** The caller went away: the request to the provider is cancelled. */
  signal?: AbortSignal;
  /** Each new partial object while the answer streams in. */
  onPartial?: (partial: DeepPartial<z.infer<Schema>>) => void;
  /** The first answer did not fit the schema; a second request starts now. */
  onRetry?: () => void;
};

type Attempt<Value> =
  | { kind: "ok"; value: Value }
  | { kind: "unusable" }
  | { kind: "failed"; failure: Failure };

/**
 * Asks the model for an object of `schema` (the AI SDK's structured output), streaming partial
 * objects as they arrive. An answer that is not JSON or does not match the schema is asked for
 * once more; a second unusable answer, or a provider failure, is an AppError a person can act on.
 */
export async function generateStructured<Schema extends z.ZodType>(
  request: StructuredRequest<Schema>,
): Promise<z.infer<Schema>> {
  const first = await attempt(request);
  if (first.kind === "ok") return first.value;
  if (first.kind === "unusable") {
    request.onRetry?.();
    const second = await attempt(request);
    if (second.kind === "ok") return second.value;
    if (second.kind === "unusable") {
      throw new AppError(
        "provider_error",
        msg(
          {
            id: "errors.models.unusableTwice",
            defaultMessage:
              "{model} answered twice in a form Bismo could not use. Please try again, or choose another model.",
          },
          { model: request.modelName },
        ),
      );
    }
    throw providerFailure(second.failure);
  }
  throw providerFailure(first.failure);
}

function providerFailure(reason: Failure): AppError {
  return new AppError("provider_error", reason.message, {
    status: reason.kind === "timeout" ? 504 : 502,
  });
}

async function attempt<Schema extends z.ZodType>(
  request: StructuredRequest<Schema>,
): Promise<Attempt<z.infer<Schema>>> {
  const controller = new AbortController();
  let ended: Failure | undefined;
  const idle = setTimeout(() => {
    ended ??= failure("timeout");
    controller.abort();
  }, request.timeoutMs);
  const onCallerAbort = () => controller.abort();
  request.signal?.addEventListener("abort", onCallerAbort, { once: true });

  try {
    const result = streamText({
      model: request.languageModel,
      system: request.system,
      messages: request.prompt,
      output: Output.object({ schema: request.schema, name: request.name }),
      maxRetries: request.maxRetries,
      abortSignal: controller.signal,
      onChunk: () => void idle.refresh(),
      onError: ({ error }) => {
        ended ??= describeProviderError(error);
      },
    });
    try {
      for await (const partial of result.partialOutputStream) {
        idle.refresh();
        request.onPartial?.(partial as DeepPartial<z.infer<Schema>>);
      }
      const value = (await result.output) as z.infer<Schema>;
      return { kind: "ok", value };
    } catch (error) {
      if (request.signal?.aborted) throw error;
      if (ended) return { kind: "failed", failure: ended };
      if (NoObjectGeneratedError.isInstance(error)) return { kind: "unusable" };
      return { kind: "failed", failure: describeProviderError(error) };
    }
  } finally {
    clearTimeout(idle);
    request.signal?.removeEventListener("abort", onCallerAbort);
  }
}
