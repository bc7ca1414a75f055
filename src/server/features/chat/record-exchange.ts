import type { Logger } from "pino";
import type {
  AnswerBegun,
  ConversationStore,
  QuestionToSave,
} from "@/server/features/conversations/conversation-store";
import type { ToolId } from "@/shared/tools/registry";
import type { EndedAnswer } from "./relay-answer";

/** How often, at most, the text of an answer still streaming is saved. */
export const answerSaveIntervalMs = 1000;

export type Exchange = {
  conversationId: string;
  /** A conversation that does not exist yet: created with this tool and title. */
  create?: { toolId: ToolId; title: string };
  /** Regenerate: the answers after the question are dropped first. */
  regenerate: boolean;
  question: QuestionToSave;
  answer: AnswerBegun;
};

/**
 * Saves one question and its answer while the answer streams, so that nothing is lost however
 * the server stops: the question and an empty answer marked interrupted as soon as the answer
 * begins (alongside the provider call, not before the first token), the answer's text at most
 * every `answerSaveIntervalMs` while it grows, and its end. An answer cut off by a crash thus
 * reads as interrupted, with the text saved before it. Writes go out one at a time, in order.
 */
export function recordExchange(store: ConversationStore, logger: Logger, exchange: Exchange) {
  const { conversationId, answer } = exchange;
  const failed = (what: string) => (error: unknown) => {
    logger.error({ err: error, conversationId }, `saving ${what} failed`);
    return false;
  };
  const questionSaved: Promise<boolean> = (async () => {
    if (exchange.regenerate && !exchange.create) {
      await store.dropAnswersAfter(conversationId, exchange.question.id);
    }
    return store.saveExchange(conversationId, exchange.question, answer, exchange.create);
  })().catch(failed("a message"));

  let lastWrite: Promise<unknown> = questionSaved;
  let writing = false;
  let savedAt = Date.now();
  const write = (update: Parameters<ConversationStore["updateAnswer"]>[2]) => {
    writing = true;
    lastWrite = lastWrite
      .then(async () => {
        if (await questionSaved) await store.updateAnswer(conversationId, answer.id, update);
      })
      .catch(failed("an answer"))
      .finally(() => {
        writing = false;
      });
    return lastWrite;
  };

  return {
    /** The answer's text so far: saved when the last save is old enough and done. */
    progress(text: string) {
      if (writing || Date.now() - savedAt < answerSaveIntervalMs) return;
      savedAt = Date.now();
      void write({ content: text });
    },
    /**
     * The answer ended: its whole text, how it ended and what the provider counted, after any
     * save still under way.
     */
    async end(
      { text, outcome }: EndedAnswer,
      usage?: { inputTokens?: number; outputTokens?: number },
    ) {
      await write({
        content: text,
        status: outcome.status,
        errorMessage: outcome.failure?.message,
        usage,
      });
    },
  };
}
