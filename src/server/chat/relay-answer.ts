import type { ProviderMetadata, TextStreamPart, ToolSet, UIMessageChunk } from "ai";
import type { MessageMetadata } from "@/shared/chat";
import type { Answer, AnswerOutcome } from "./stream-answer";

export type EndedAnswer = { text: string; outcome: AnswerOutcome };

type Part = TextStreamPart<ToolSet>;
type FinishPart = Extract<Part, { type: "finish" }>;

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
 * send it for a chat without tools or cited sources (those parts have no chunk here), or
 * nothing. Mapping the parts here, instead of piping them through that method's four further
 * web streams, is what keeps a streamed token cheap (decision 0019).
 */
function uiChunk(
  part: Part,
  framing: AnswerFraming,
  errorText: () => string,
): UIMessageChunk | undefined {
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
    default:
      return undefined;
  }
}

/**
 * The answer's parts as the bytes of the response (the AI SDK's UI message stream over SSE, as
 * `createUIMessageStreamResponse` frames it), with a `data-retry` part whenever a failed attempt
 * is retried. Reports the text as it grows (`onText`), and calls `onEnd` exactly once however
 * the answer ends: finished, stopped, timed out (an abort, preceded here by an error chunk with
 * the reason) or broken off (the provider stream throws; turned into an error chunk instead of a
 * torn response). The response ends after `onEnd` has settled.
 */
export function relayAnswer(
  source: ReadableStream<Part>,
  answer: Answer,
  framing: AnswerFraming,
  handlers: { onText: (text: string) => void; onEnd: (ended: EndedAnswer) => Promise<void> },
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
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
        // A part that has no chunk is skipped: each pull sends one chunk or ends the stream.
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            await end();
            controller.enqueue(lastEvent);
            controller.close();
            return;
          }
          if (value.type === "text-delta") {
            text += value.text;
            handlers.onText(text);
          } else if (value.type === "error") {
            answer.noteError(value.error);
          } else if (value.type === "abort" && answer.failure()) {
            controller.enqueue(event(failed()));
          }
          const chunk = uiChunk(value, framing, errorText);
          if (chunk) return controller.enqueue(event(chunk));
        }
      } catch (error) {
        answer.noteError(error);
        controller.enqueue(event(failed()));
        await end();
        controller.enqueue(lastEvent);
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
