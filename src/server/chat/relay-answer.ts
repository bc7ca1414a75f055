import type { UIMessageChunk } from "ai";
import type { Answer, AnswerOutcome } from "./stream-answer";

export type EndedAnswer = { messageId: string | undefined; text: string; outcome: AnswerOutcome };

/**
 * Passes the answer's UI chunks to the client and calls `onEnd` exactly once however it ends:
 * finished, stopped, timed out (an abort, preceded here by an error chunk with the reason) or
 * broken off (the provider stream throws; turned into an error chunk instead of a torn response).
 */
export function relayAnswer(
  source: ReadableStream<UIMessageChunk>,
  answer: Answer,
  onEnd: (ended: EndedAnswer) => Promise<void>,
): ReadableStream<UIMessageChunk> {
  const reader = source.getReader();
  let text = "";
  let messageId: string | undefined;
  let ended = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    await onEnd({ messageId, text, outcome: answer.outcome(text) });
  };
  const reason = () =>
    answer.failure()?.message ?? "The AI provider could not answer this request.";

  return new ReadableStream<UIMessageChunk>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          await end();
          controller.close();
          return;
        }
        if (value.type === "start") messageId = value.messageId;
        else if (value.type === "text-delta") text += value.delta;
        else if (value.type === "abort" && answer.failure()) {
          controller.enqueue({ type: "error", errorText: reason() });
        }
        controller.enqueue(value);
      } catch (error) {
        answer.noteError(error);
        controller.enqueue({ type: "error", errorText: reason() });
        await end();
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
