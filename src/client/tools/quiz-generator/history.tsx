import { resultHistory } from "@/client/components/results/result-history";
import { quizGeneratorMessages } from "@/shared/i18n/compiled/quizGenerator";
import { defineMessage } from "@/shared/i18n/runtime";
import { quizzes } from "./api";

/** The tool's own words: the list's heading and facts. */
export const messageAreas = [quizGeneratorMessages];

/** 'Saved Quizzes' in the left panel, each with its latest score. */
export const QuizHistory = resultHistory(quizzes, {
  heading: defineMessage({ id: "quizGenerator.history", defaultMessage: "Saved Quizzes" }),
  noun: "quiz",
  title: (quiz) => quiz.title,
  detail: (quiz, { t }) =>
    quiz.lastScore
      ? t(
          {
            id: "quizGenerator.history.scored",
            defaultMessage:
              "{score, number} of {total, number}, {attempts, plural, one {# attempt} other {# attempts}}",
          },
          {
            score: quiz.lastScore.score,
            total: quiz.lastScore.total,
            attempts: quiz.attemptCount,
          },
        )
      : t(
          {
            id: "quizGenerator.history.untaken",
            defaultMessage: "{count, plural, one {# question} other {# questions}}, not taken yet",
          },
          { count: quiz.questionCount },
        ),
});
