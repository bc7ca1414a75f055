import { APICallError, type ModelMessage, streamText, wrapLanguageModel } from "ai";
import { describeProviderError, type Failure, failure } from "@/server/ai/failure-reason";
import type { ChatLanguageModel } from "@/server/ai/providers";
import type { MessageStatus, RetryNotice } from "@/shared/chat";

export type AnswerSettings = {
  languageModel: ChatLanguageModel;
  system: string;
  prompt: ModelMessage[];
  /** Longest wait for the provider's next chunk (the first one included). */
  timeoutMs: number;
  maxRetries: number;
  /** The caller went away (Stop, closed tab): the answer is cut short and kept as interrupted. */
  callerSignal?: AbortSignal;
  temperature?: number;
  maxOutputTokens?: number;
};

export type AnswerOutcome = { status: MessageStatus; failure?: Failure };

/**
 * Starts one streamed answer: the single code path behind the streaming chat, the hub and the
 * JSON chat. It keeps track of why an answer ended early so callers can tell the user and save it.
 */
export function streamAnswer(settings: AnswerSettings) {
  const controller = new AbortController();
  let ended: Failure | undefined;
  let stoppedByCaller = false;

  const idle = setTimeout(() => {
    ended ??= failure("timeout");
    controller.abort();
  }, settings.timeoutMs);
  const stopTimer = () => clearTimeout(idle);
  const onCallerAbort = () => {
    stoppedByCaller = true;
    controller.abort();
  };
  settings.callerSignal?.addEventListener("abort", onCallerAbort, { once: true });

  // The AI SDK retries a request the provider refused for a passing reason (429, 5xx) after
  // 2 s, then 4 s: the person hears the reason now, not when the last attempt has failed.
  const retryListeners = new Set<(notice: RetryNotice) => void>();
  let attempt = 0;
  const languageModel = wrapLanguageModel({
    model: settings.languageModel,
    middleware: {
      specificationVersion: "v3",
      wrapStream: async ({ doStream }) => {
        attempt += 1;
        try {
          return await doStream();
        } catch (error) {
          const retried = APICallError.isInstance(error) && error.isRetryable;
          if (retried && attempt <= settings.maxRetries && !controller.signal.aborted) {
            // Only the reason's first sentence: its advice to try again is what happens next anyway.
            const [reason] = describeProviderError(error).message.split(/(?<=\.) /);
            const notice = {
              reason: reason ?? "",
              attempt: attempt + 1,
              attempts: settings.maxRetries + 1,
            };
            for (const listener of retryListeners) listener(notice);
          }
          throw error;
        }
      },
    },
  });
  const cleanUp = () => {
    stopTimer();
    settings.callerSignal?.removeEventListener("abort", onCallerAbort);
  };

  const result = streamText({
    model: languageModel,
    system: settings.system,
    messages: settings.prompt,
    maxRetries: settings.maxRetries,
    abortSignal: controller.signal,
    temperature: settings.temperature,
    maxOutputTokens: settings.maxOutputTokens,
    onChunk: () => void idle.refresh(),
    onError: ({ error }) => {
      ended ??= describeProviderError(error);
    },
    onFinish: cleanUp,
    onAbort: cleanUp,
  });

  return {
    result,
    /** Calls `listener` each time a failed attempt is about to be retried, with its reason. */
    onRetry(listener: (notice: RetryNotice) => void) {
      retryListeners.add(listener);
    },
    /** Why the answer failed, if it did (timeout, rate limit, 5xx, bad key, cut connection). */
    failure: () => ended,
    /** The caller stopped reading (Stop, a closed tab): the answer ends here, as interrupted. */
    stop: onCallerAbort,
    /** Records a failure that surfaced as a broken stream rather than through `onError`. */
    noteError(error: unknown) {
      ended ??= describeProviderError(error);
    },
    /** How the answer ended, given the text that reached the caller. */
    outcome(text: string): AnswerOutcome {
      cleanUp();
      if (ended) return { status: text ? "interrupted" : "error", failure: ended };
      if (stoppedByCaller) return { status: "interrupted" };
      return { status: "complete" };
    },
  };
}

export type Answer = ReturnType<typeof streamAnswer>;
