import { resultHistory } from "@/client/components/results/result-history";
import { counted } from "@/shared/text";
import { quizzes } from "./api";

/** 'Saved Quizzes' in the left panel, each with its latest score. */
export const QuizHistory = resultHistory(quizzes, {
  heading: "Saved Quizzes",
  noun: "quiz",
  title: (quiz) => quiz.title,
  detail: (quiz) =>
    quiz.lastScore
      ? `${quiz.lastScore.score} of ${quiz.lastScore.total}, ${counted(quiz.attemptCount, "attempt")}`
      : `${counted(quiz.questionCount, "question")}, not taken yet`,
});
