import { type ResultStreamHandlers, readResultStream } from "@/client/api/result-stream";
import {
  accountResults,
  guestResults,
  savedResultHooks,
  sendJson,
} from "@/client/lib/saved-results";
import { sessionFetch } from "@/client/lib/session-gate";
import {
  type GenerateQuizRequest,
  type Quiz,
  type QuizAttempt,
  type QuizDraft,
  type QuizResponse,
  type QuizSummary,
  quizGenerator,
  quizSchema,
  quizSummary,
} from "@/shared/tools/quiz-generator";

/** An account's quizzes (/api/quizzes, with their attempts) or a guest's (this browser). */
export const quizzes = savedResultHooks<Quiz, QuizSummary>(quizGenerator.id, {
  account: accountResults("quizzes"),
  guest: guestResults(quizGenerator.id, quizSchema, quizSummary),
});

/** POST /api/quizzes/generate: the quiz, streamed question by question. */
export function generateQuiz(
  request: GenerateQuizRequest,
  handlers: ResultStreamHandlers<Partial<QuizDraft>>,
  signal: AbortSignal,
) {
  return readResultStream<Quiz, Partial<QuizDraft>>(
    sessionFetch("/api/quizzes/generate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
      signal,
    }),
    handlers,
  );
}

type Submission = { model: string; mode: QuizAttempt["mode"]; responses: QuizResponse[] };

/**
 * Grades an attempt: an account's is kept with its stored quiz (POST /api/quizzes/:id/attempts);
 * a guest's quiz travels with the answers (POST /api/quizzes/grade) and the browser keeps both.
 */
export function submitAttempt(quiz: Quiz, submission: Submission, isAuthenticated: boolean) {
  return isAuthenticated
    ? sendJson<QuizAttempt>(
        "POST",
        `/api/quizzes/${encodeURIComponent(quiz.id)}/attempts`,
        submission,
      )
    : sendJson<QuizAttempt>("POST", "/api/quizzes/grade", {
        ...submission,
        questions: quiz.questions,
      });
}
