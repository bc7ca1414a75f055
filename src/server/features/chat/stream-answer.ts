import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import {
  APICallError,
  type FinishReason,
  type ModelMessage,
  NoOutputGeneratedError,
  type ProviderMetadata,
} from "ai";
import {
  asLanguageModelUsage,
  convertToLanguageModelPrompt,
  prepareCallSettings,
  prepareRetries,
  standardizePrompt,
} from "ai/internal";
import {
  describeProviderError,
  type Failure,
  failure,
} from "@/server/engines/providers/failure-reason";
import type { ChatLanguageModel } from "@/server/engines/providers/providers";
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

type Metadata = { providerMetadata?: ProviderMetadata };

/**
 * One part of an answer, named and shaped as the AI SDK's `streamText` names the parts of its
 * `fullStream` (the kinds a chat without tools has); `finish` carries the provider's totals.
 */
export type AnswerPart =
  | { type: "start" | "start-step" | "finish-step" }
  | ({
      type: "text-start" | "text-end" | "reasoning-start" | "reasoning-end";
      id: string;
    } & Metadata)
  | ({ type: "text-delta" | "reasoning-delta"; id: string; text: string } & Metadata)
  | ({ type: "file"; file: { mediaType: string; base64: string } } & Metadata)
  | {
      type: "finish";
      finishReason: FinishReason;
      totalUsage: { inputTokens: number | undefined; outputTokens: number | undefined };
    }
  | { type: "error"; error: unknown }
  | { type: "abort"; reason?: string };

/** The provider's parts that are the answer's content (as opposed to its start and end). */
const contentParts = new Set<LanguageModelV3StreamPart["type"]>([
  "text-start",
  "text-delta",
  "text-end",
  "reasoning-start",
  "reasoning-delta",
  "reasoning-end",
  "file",
  "source",
]);

/**
 * A part's id as the answer names it: the provider's, unless an earlier part of that kind
 * (text or reasoning) already had it, as `streamText` keeps every part's id its own.
 */
function partIds() {
  const named = new Map<string, string>();
  const used = new Set<string>();
  return {
    start(id: string) {
      let unique = id;
      for (let n = 1; used.has(unique); n++) unique = `${id}-${n}`;
      used.add(unique);
      named.set(id, unique);
      return unique;
    },
    of: (id: string) => named.get(id) ?? id,
  };
}

const noParts: AnswerPart[] = [];

/**
 * Names the provider's parts of one answer as `streamText` names them for a single step
 * without tools: `start-step` before the first, empty deltas dropped, a repeated part id made
 * unique, the first text's provider metadata carried forward, files in base64. `end` gives the
 * parts that close the answer once the provider's stream has ended: the step's and the
 * answer's finish with the provider's totals, or an error if it sent neither an end nor any
 * content.
 */
function stepParts() {
  const textIds = partIds();
  const reasoningIds = partIds();
  let started = false;
  let firstTextId: string | undefined;
  let textMetadata: ProviderMetadata | undefined;
  let finishReason: FinishReason = "other";
  let totals: Extract<AnswerPart, { type: "finish" }>["totalUsage"] = {
    inputTokens: undefined,
    outputTokens: undefined,
  };
  /** Whether the provider sent its end (a finish or an error part), and any content. */
  let providerEnded = false;
  let hasContent = false;

  function named(part: LanguageModelV3StreamPart): AnswerPart | undefined {
    if (contentParts.has(part.type)) hasContent = true;
    switch (part.type) {
      case "text-start":
        return { ...part, id: textIds.start(part.id) };
      case "text-end":
        return { ...part, id: textIds.of(part.id) };
      case "text-delta": {
        if (part.delta.length === 0 && part.providerMetadata == null) return undefined;
        const id = textIds.of(part.id);
        // Like `streamText`, the first text's deltas keep the last provider metadata they had.
        firstTextId ??= id;
        if (id === firstTextId) textMetadata = part.providerMetadata ?? textMetadata;
        const providerMetadata = id === firstTextId ? textMetadata : part.providerMetadata;
        return { type: "text-delta", id, text: part.delta, providerMetadata };
      }
      case "reasoning-start":
        return { ...part, id: reasoningIds.start(part.id) };
      case "reasoning-end":
        return { ...part, id: reasoningIds.of(part.id) };
      case "reasoning-delta":
        return {
          type: "reasoning-delta",
          id: reasoningIds.of(part.id),
          text: part.delta,
          providerMetadata: part.providerMetadata,
        };
      case "file":
        return {
          type: "file",
          file: {
            mediaType: part.mediaType,
            base64:
              typeof part.data === "string" ? part.data : Buffer.from(part.data).toString("base64"),
          },
          ...(part.providerMetadata == null ? {} : { providerMetadata: part.providerMetadata }),
        };
      case "finish": {
        providerEnded = true;
        finishReason = part.finishReason.unified;
        const usage = asLanguageModelUsage(part.usage);
        totals = { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens };
        return undefined;
      }
      case "error":
        providerEnded = true;
        finishReason = "error";
        return { type: "error", error: part.error };
      default:
        return undefined;
    }
  }

  return {
    /** The answer's parts for one of the provider's: none, one, or `start-step` and one. */
    of(part: LanguageModelV3StreamPart): AnswerPart[] {
      if (part.type === "stream-start") return noParts;
      const answerPart = named(part);
      if (started) return answerPart ? [answerPart] : noParts;
      started = true;
      return answerPart ? [{ type: "start-step" }, answerPart] : [{ type: "start-step" }];
    },
    end(): AnswerPart[] {
      if (providerEnded || hasContent) {
        return [{ type: "finish-step" }, { type: "finish", finishReason, totalUsage: totals }];
      }
      const message = "No output generated. The model stream ended without a finish chunk.";
      return [{ type: "error", error: new NoOutputGeneratedError({ message }) }];
    },
  };
}

/**
 * Starts one streamed answer: the single code path behind the streaming chat, the hub and the
 * JSON chat. It keeps track of why an answer ended early so callers can tell the user and save it.
 *
 * The request goes to the provider's model directly (its `doStream`), with the AI SDK's own
 * prompt conversion, call settings and retries, and its parts are named as `streamText` names
 * them: one web stream between the provider's parts and the caller instead of `streamText`'s
 * chain of them, which cost as much again per token as the provider's own parsing
 * (decision 0019).
 */
export function streamAnswer(settings: AnswerSettings) {
  const controller = new AbortController();
  const { signal } = controller;
  let ended: Failure | undefined;
  let stoppedByCaller = false;

  const idle = setTimeout(() => {
    ended ??= failure("timeout");
    controller.abort();
  }, settings.timeoutMs);
  const onCallerAbort = () => {
    stoppedByCaller = true;
    controller.abort();
  };
  settings.callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
  const cleanUp = () => {
    clearTimeout(idle);
    settings.callerSignal?.removeEventListener("abort", onCallerAbort);
  };

  // The AI SDK retries a request the provider refused for a passing reason (429, 5xx) after
  // 2 s, then 4 s: the person hears the reason now, not when the last attempt has failed.
  const retryListeners = new Set<(notice: RetryNotice) => void>();
  const model = settings.languageModel;
  async function request() {
    const prompt = await convertToLanguageModelPrompt({
      prompt: await standardizePrompt({ system: settings.system, messages: settings.prompt }),
      supportedUrls: await model.supportedUrls,
      download: undefined,
      abortSignal: signal,
    });
    const callSettings = prepareCallSettings({
      temperature: settings.temperature,
      maxOutputTokens: settings.maxOutputTokens,
    });
    const { retry } = prepareRetries({ maxRetries: settings.maxRetries, abortSignal: signal });
    let attempt = 0;
    const { stream } = await retry(async () => {
      attempt += 1;
      try {
        return await model.doStream({ ...callSettings, prompt, abortSignal: signal });
      } catch (error) {
        const retried = APICallError.isInstance(error) && error.isRetryable;
        if (retried && attempt <= settings.maxRetries && !signal.aborted) {
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
    });
    return stream.getReader();
  }
  // Asked at once, as `streamText` does, not when the caller first reads.
  const requested = request();
  requested.catch(() => {});

  let source: ReadableStreamDefaultReader<LanguageModelV3StreamPart> | undefined;
  const named = stepParts();
  /** Keeps the first failure's reason, for `outcome`. */
  const noteError = (error: unknown) => {
    ended ??= describeProviderError(error);
  };
  /** Enqueues the answer's parts, noting the reason of an error part. */
  const add = (parts: ReadableStreamDefaultController<AnswerPart>, added: AnswerPart[]) => {
    for (const part of added) {
      if (part.type === "error") noteError(part.error);
      parts.enqueue(part);
    }
  };

  const end = (parts: ReadableStreamDefaultController<AnswerPart>, last: AnswerPart[]) => {
    cleanUp();
    add(parts, last);
    parts.close();
  };

  const parts = new ReadableStream<AnswerPart>({
    start(parts) {
      parts.enqueue({ type: "start" });
    },
    async pull(parts) {
      try {
        source ??= await requested;
        for (;;) {
          const { done, value } = await source.read();
          if (signal.aborted) break;
          if (done) return end(parts, named.end());
          idle.refresh();
          const added = named.of(value);
          if (added.length > 0) return add(parts, added);
        }
      } catch (error) {
        if (!signal.aborted) return end(parts, [{ type: "error", error }]);
      }
      // Stopped or timed out: the provider's stream is let go, whatever it was doing.
      source?.cancel().catch(() => {});
      const { reason } = signal;
      end(parts, [{ type: "abort", reason: reason instanceof Error ? reason.message : undefined }]);
    },
    async cancel(reason) {
      cleanUp();
      await source?.cancel(reason);
    },
  });

  return {
    /** The answer's parts, from `start` to `finish` (or an `error` or `abort` part). */
    parts,
    /** Calls `listener` each time a failed attempt is about to be retried, with its reason. */
    onRetry(listener: (notice: RetryNotice) => void) {
      retryListeners.add(listener);
    },
    /** Why the answer failed, if it did (timeout, rate limit, 5xx, bad key, cut connection). */
    failure: () => ended,
    /** The caller stopped reading (Stop, a closed tab): the answer ends here, as interrupted. */
    stop: onCallerAbort,
    /** Records a failure that surfaced as a broken stream rather than as an error part. */
    noteError,
    /** Reads the parts to the end (for a caller that wants the whole text, not the stream). */
    async text() {
      let text = "";
      const reader = parts.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        if (read.value.type === "text-delta") text += read.value.text;
      }
      return text;
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
