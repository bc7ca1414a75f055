import { api, readJson } from "@/client/api/http";
import { type ResultStreamHandlers, readResultStream } from "@/client/api/result-stream";
import { toolResults } from "@/client/lib/saved-results";
import {
  type GenerateQuizRequest,
  type Quiz,
  type QuizAttempt,
  type QuizDraft,
  type QuizResponse,
  quizGenerator,
  quizSchema,
  quizSummary,
} from "@/shared/tools/quiz-generator";

/** An account's quizzes (/api/quizzes, with their attempts) or a guest's (this browser). */
export const quizzes = toolResults(quizGenerator.id, api.quizzes, quizSchema, quizSummary);

/** POST /api/quizzes/generate: the quiz, streamed question by question. */
export const generateQuiz = (
  request: GenerateQuizRequest,
  handlers: ResultStreamHandlers<Partial<QuizDraft>>,
  signal: AbortSignal,
) =>
  readResultStream(
    api.quizzes.generate.$post({ json: request }, { init: { signal } }),
    quizSchema,
    handlers,
  );

type Submission = { model: string; mode: QuizAttempt["mode"]; responses: QuizResponse[] };

/**
 * Grades an attempt: an account's is kept with its stored quiz (POST /api/quizzes/:id/attempts);
 * a guest's quiz travels with the answers (POST /api/quizzes/grade) and the browser keeps both.
 */
export function submitAttempt(quiz: Quiz, submission: Submission, isAuthenticated: boolean) {
  return isAuthenticated
    ? readJson(api.quizzes[":id"].attempts.$post({ param: { id: quiz.id }, json: submission }))
    : readJson(api.quizzes.grade.$post({ json: { ...submission, questions: quiz.questions } }));
}
