import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import type { GradedResponse, QuizQuestion, QuizResponse } from "@/shared/tools/quiz-generator";

/** The verdict on a short answer, given by the model (see service.ts). */
export type ShortAnswerGrade = { correct: boolean; reasoning: string };

const sameChoices = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Each question's response, in the quiz's order: unanswered questions count as wrong; choice
 * questions are right when exactly the correct choices are picked. Short answers take their
 * verdict from `shortAnswers` (by question id). A response to a question not in the quiz is a 400.
 */
export function gradeResponses(
  questions: readonly QuizQuestion[],
  responses: readonly QuizResponse[],
  shortAnswers: ReadonlyMap<string, ShortAnswerGrade>,
): GradedResponse[] {
  const byQuestion = new Map(responses.map((response) => [response.questionId, response]));
  const unknown = responses.find(
    (response) => !questions.some((q) => q.id === response.questionId),
  );
  if (unknown)
    throw new AppError(
      "validation_failed",
      msg(
        {
          id: "errors.tools.quizQuestion",
          defaultMessage: "responses: question {question} is not in this quiz.",
        },
        { question: unknown.questionId },
      ),
    );
  return questions.map((question) => {
    const response = byQuestion.get(question.id) ?? {
      questionId: question.id,
      selected: [],
      text: "",
    };
    if (question.type === "short-answer") {
      const grade = shortAnswers.get(question.id);
      return {
        ...response,
        selected: [],
        correct: grade?.correct ?? false,
        reasoning: grade?.reasoning ?? "No answer was given.",
      };
    }
    return {
      ...response,
      text: "",
      correct: sameChoices(response.selected, question.correct),
      reasoning: null,
    };
  });
}

/** The short-answer questions that have an answer to grade. */
export function answeredShortQuestions(
  questions: readonly QuizQuestion[],
  responses: readonly QuizResponse[],
) {
  return questions.flatMap((question) => {
    if (question.type !== "short-answer") return [];
    const text =
      responses.find((response) => response.questionId === question.id)?.text.trim() ?? "";
    return text ? [{ question, text }] : [];
  });
}
