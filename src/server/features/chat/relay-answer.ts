import type { ProviderMetadata, UIMessageChunk } from "ai";
import type { MessageMetadata } from "@/shared/chat";
import type { Answer, AnswerOutcome, AnswerPart } from "./stream-answer";

export type EndedAnswer = { text: string; outcome: AnswerOutcome };

type FinishPart = Extract<AnswerPart, { type: "finish" }>;

/** What the answer's `start` and `finish` chunks carry: its id and its metadata. */
export type AnswerFraming = {
  messageId: string;
  /** The metadata sent as the answer starts. */
  started: () => MessageMetadata;
  /** The metadata sent as it finishes, given the provider's totals. */
  finished: (part: FinishPart) => MessageMetadata;
};

const encoder = new TextEncoder();
/** One chunk as a server-sent event, as the AI SDK's UI message stream protocol frames it. */
const event = (chunk: UIMessageChunk) => encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`);
const lastEvent = encoder.encode("data: [DONE]\n\n");

/** The provider's metadata of a part, where it has any (the SDK leaves the key out otherwise). */
const metadataOf = ({ providerMetadata }: { providerMetadata?: ProviderMetadata }) =>
  providerMetadata == null ? {} : { providerMetadata };

/**
 * The UI message chunk for one part of the answer, as the AI SDK's `toUIMessageStream` would
 * send it for a chat without tools or cited sources (`streamAnswer` gives no such parts).
 * Mapping the parts here, instead of piping them through that method's four further web
 * streams, is what keeps a streamed token cheap (decision 0019).
 */
function uiChunk(
  part: AnswerPart,
  framing: AnswerFraming,
  errorText: () => string,
): UIMessageChunk {
  switch (part.type) {
    case "text-start":
      return { type: "text-start", id: part.id, ...metadataOf(part) };
    case "text-delta":
      return { type: "text-delta", id: part.id, delta: part.text, ...metadataOf(part) };
    case "text-end":
      return { type: "text-end", id: part.id, ...metadataOf(part) };
    case "reasoning-start":
      return { type: "reasoning-start", id: part.id, ...metadataOf(part) };
    case "reasoning-delta":
      return { type: "reasoning-delta", id: part.id, delta: part.text, ...metadataOf(part) };
    case "reasoning-end":
      return { type: "reasoning-end", id: part.id, ...metadataOf(part) };
    case "file":
      return {
        type: "file",
        mediaType: part.file.mediaType,
        url: `data:${part.file.mediaType};base64,${part.file.base64}`,
        ...metadataOf(part),
      };
    case "start-step":
    case "finish-step":
      return { type: part.type };
    case "start":
      return { type: "start", messageId: framing.messageId, messageMetadata: framing.started() };
    case "finish":
      return {
        type: "finish",
        finishReason: part.finishReason,
        messageMetadata: framing.finished(part),
      };
    case "error":
      return { type: "error", errorText: errorText() };
    case "abort":
      return part.reason === undefined ? { type: "abort" } : { type: "abort", reason: part.reason };
  }
}

/**
 * How long, at most, an event waits for the next ones so that they are written together: one
 * write per token costs a system call, an HTTP chunk and a read of the response's stream each.
 * Everything up to the first token, and an event after a quiet moment, goes out at once.
 */
export const eventBatchMs = 40;

type Read = ReadableStreamReadResult<AnswerPart>;

/**
 * The answer's parts as the bytes of the response (the AI SDK's UI message stream over SSE, as
 * `createUIMessageStreamResponse` frames it), with a `data-retry` part whenever a failed attempt
 * is retried; events ready within `eventBatchMs` of the last write are written together.
 * Reports the text as it grows (`onText`), and calls `onEnd` exactly once however the answer
 * ends: finished, stopped, timed out (an abort, preceded here by an error chunk with the
 * reason) or broken off (an error part, or the parts' stream failing: an error chunk instead
 * of a torn response). The response ends after `onEnd` has settled.
 */
export function relayAnswer(
  answer: Answer,
  framing: AnswerFraming,
  handlers: { onText: (text: string) => void; onEnd: (ended: EndedAnswer) => Promise<void> },
): ReadableStream<Uint8Array> {
  const reader = answer.parts.getReader();
  let text = "";
  let ended = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    await handlers.onEnd({ text, outcome: answer.outcome(text) });
  };
  const errorText = () =>
    answer.failure()?.message ?? "The AI provider could not answer this request.";
  const failed = (): UIMessageChunk => ({ type: "error", errorText: errorText() });

  /** Events not written yet, when the last write was, and whether a token has been. */
  let held: Uint8Array[] = [];
  let tokenWritten = false;
  let writtenAt = Number.NEGATIVE_INFINITY;
  /** A read still under way when the last batch had to go. */
  let reading: Promise<Read> | undefined;
  const write = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    controller.enqueue(held.length === 1 ? held[0]! : Buffer.concat(held));
    held = [];
    writtenAt = Date.now();
  };
  /** The next part, or "late" when the held events' time is up first. */
  const nextPart = async (): Promise<Read | "late"> => {
    reading ??= reader.read();
    const wait = writtenAt + eventBatchMs - Date.now();
    if (held.length === 0) return take(await reading);
    if (wait <= 0) return "late";
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(resolve, wait, "late");
    });
    const next = await Promise.race([reading, late]);
    clearTimeout(timer);
    return next === "late" ? next : take(next);
  };
  const take = (read: Read) => {
    reading = undefined;
    return read;
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      // While the provider is asked again, the client learns why (a transient part: not saved).
      answer.onRetry((notice) => {
        if (!ended)
          controller.enqueue(event({ type: "data-retry", data: notice, transient: true }));
      });
    },
    async pull(controller) {
      try {
        // Each pull writes once (a batch of events) or ends the stream.
        for (;;) {
          const next = await nextPart();
          if (next === "late") return write(controller);
          const { done, value } = next;
          if (done) {
            await end();
            held.push(lastEvent);
            write(controller);
            controller.close();
            return;
          }
          if (value.type === "text-delta") {
            text += value.text;
            handlers.onText(text);
          } else if (value.type === "abort" && answer.failure()) {
            held.push(event(failed()));
          }
          const chunk = uiChunk(value, framing, errorText);
          held.push(event(chunk));
          if (!tokenWritten || Date.now() - writtenAt >= eventBatchMs) {
            tokenWritten ||= chunk.type === "text-delta" || chunk.type === "reasoning-delta";
            return write(controller);
          }
        }
      } catch (error) {
        answer.noteError(error);
        held.push(event(failed()));
        await end();
        held.push(lastEvent);
        write(controller);
        controller.close();
      }
    },
    async cancel() {
      // However the request's own abort signal races this, a cancelled stream was stopped.
      answer.stop();
      await reader.cancel();
      await end();
    },
  });
}
