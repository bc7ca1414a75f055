import type { UIMessageChunk } from "ai";
import type { Answer, AnswerOutcome } from "./stream-answer";

export type EndedAnswer = { text: string; outcome: AnswerOutcome };

const encoder = new TextEncoder();
/** One chunk as a server-sent event, as the AI SDK's UI message stream protocol frames it. */
const event = (chunk: UIMessageChunk) => encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`);
const lastEvent = encoder.encode("data: [DONE]\n\n");

/**
 * The answer's UI chunks as the bytes of the response (the AI SDK's UI message stream over
 * SSE, as createUIMessageStreamResponse frames it, in a single step instead of three), with a
 * `data-retry` part whenever a failed attempt is retried. Reports the text as it grows
 * (`onText`), and calls `onEnd` exactly once however the answer ends: finished, stopped, timed
 * out (an abort, preceded here by an error chunk with the reason) or broken off (the provider
 * stream throws; turned into an error chunk instead of a torn response). The response ends
 * after `onEnd` has settled.
 */
export function relayAnswer(
  source: ReadableStream<UIMessageChunk>,
  answer: Answer,
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
  const failed = (): UIMessageChunk => ({
    type: "error",
    errorText: answer.failure()?.message ?? "The AI provider could not answer this request.",
  });

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
        const { done, value } = await reader.read();
        if (done) {
          await end();
          controller.enqueue(lastEvent);
          controller.close();
          return;
        }
        if (value.type === "text-delta") {
          text += value.delta;
          handlers.onText(text);
        } else if (value.type === "abort" && answer.failure()) {
          controller.enqueue(event(failed()));
        }
        controller.enqueue(event(value));
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
