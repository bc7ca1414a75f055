import { generateText, type LanguageModel } from "ai";
import type { GroundingRequest } from "@/server/features/chat/chat-tools";

const instructions =
  "Rewrite the user's last question so that it can be understood without the conversation: replace pronouns and references with what they refer to, and keep every name and term. Answer with the rewritten question only, in the question's language, nothing else.";

/** Turns kept for context, and the most of each answer that is shown. */
const recentTurns = 6;
const answerChars = 600;
/** A restated question longer than this is not a question; the fallback is used instead. */
const maxQuestionChars = 500;

type Restate = Pick<GroundingRequest, "question" | "history" | "signal"> & {
  languageModel: LanguageModel;
  timeoutMs: number;
};

/**
 * The question as a search for it should read: a first question as asked; a follow-up ("and
 * what happened to him after that?") restated by the answering model with the conversation.
 * If the model cannot, the previous question and this one are searched together, which
 * brings the earlier question's names back into the search.
 */
export async function standaloneQuestion(request: Restate): Promise<string> {
  const earlier = request.history.filter((turn) => turn.role === "user");
  if (earlier.length === 0) return request.question;
  const fallback = `${earlier.at(-1)?.text ?? ""} ${request.question}`.trim();
  const transcript = request.history
    .slice(-recentTurns)
    .map((turn) =>
      turn.role === "user"
        ? `User: ${turn.text}`
        : `Assistant: ${turn.text.slice(0, answerChars)}${turn.text.length > answerChars ? "..." : ""}`,
    )
    .join("\n");
  try {
    const { text } = await generateText({
      model: request.languageModel,
      system: instructions,
      prompt: `${transcript}\n\nLast question: ${request.question}`,
      maxOutputTokens: 200,
      maxRetries: 0,
      abortSignal: AbortSignal.any([request.signal, AbortSignal.timeout(request.timeoutMs)]),
    });
    const restated = text.trim().replace(/^["']|["']$/g, "");
    return restated && restated.length <= maxQuestionChars ? restated : fallback;
  } catch {
    return fallback;
  }
}
