import { Check, X } from "lucide-react";
import { useState } from "react";
import { useT } from "@/client/i18n/use-t";
import { formatDate } from "@/shared/i18n/format";
import type { Quiz, QuizAttempt, QuizQuestion } from "@/shared/tools/quiz-generator";

type Props = { quiz: Quiz; attempt: QuizAttempt };

const percent = (attempt: QuizAttempt) => Math.round((attempt.score / attempt.total) * 100);

function answerText(question: QuizQuestion, selected: readonly number[], text: string) {
  if (question.type === "short-answer") return text.trim() || null;
  return selected.length ? selected.map((index) => question.choices[index]).join(", ") : null;
}

/** An attempt's score and each question's verdict, correct answer and explanation; wrong ones on their own. */
export function AttemptResults({ quiz, attempt }: Props) {
  const [wrongOnly, setWrongOnly] = useState(false);
  const { t } = useT();
  const wrong = attempt.responses.filter((response) => !response.correct).length;
  return (
    <section aria-labelledby="quiz-score" className="space-y-4">
      <div className="rounded-xl border border-border bg-card p-4 text-center">
        <h2 id="quiz-score" className="text-2xl font-bold">
          {t(
            {
              id: "quizGenerator.results.score",
              defaultMessage:
                "Score: {score, number} of {total, number} ({share, number, percent})",
            },
            { score: attempt.score, total: attempt.total, share: percent(attempt) / 100 },
          )}
        </h2>
        <p className="text-sm text-muted-fg">
          {wrong === 0
            ? t({ id: "quizGenerator.results.allRight", defaultMessage: "Every answer is right." })
            : t(
                {
                  id: "quizGenerator.results.toReview",
                  defaultMessage: "{count, plural, one {# answer} other {# answers}} to review.",
                },
                { count: wrong },
              )}
        </p>
      </div>
      {wrong > 0 && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-primary"
            checked={wrongOnly}
            onChange={(event) => setWrongOnly(event.target.checked)}
          />
          {t({
            id: "quizGenerator.results.wrongOnly",
            defaultMessage: "Review wrong answers only",
          })}
        </label>
      )}
      <ol
        className="space-y-3"
        aria-label={t({ id: "quizGenerator.results.answers", defaultMessage: "Answers" })}
      >
        {quiz.questions.map((question, index) => {
          const response = attempt.responses.find((entry) => entry.questionId === question.id);
          if (!response || (wrongOnly && response.correct)) return null;
          const correctAnswer =
            question.type === "short-answer"
              ? question.answer
              : question.correct.map((choice) => question.choices[choice]).join(", ");
          return (
            <li
              key={question.id}
              className={`space-y-1 rounded-xl border p-4 text-sm ${response.correct ? "border-border" : "border-destructive"}`}
            >
              <p className="flex gap-2 font-medium">
                {response.correct ? (
                  <Check
                    className="mt-0.5 h-4 w-4 shrink-0 text-success"
                    aria-label={t({
                      id: "quizGenerator.results.correct",
                      defaultMessage: "Correct",
                    })}
                  />
                ) : (
                  <X
                    className="mt-0.5 h-4 w-4 shrink-0 text-destructive"
                    aria-label={t({ id: "quizGenerator.results.wrong", defaultMessage: "Wrong" })}
                  />
                )}
                {index + 1}. {question.prompt}
              </p>
              <p>
                {t(
                  {
                    id: "quizGenerator.results.yours",
                    defaultMessage:
                      "Your answer: {answer, select, none {No answer} other {{answer}}}",
                  },
                  { answer: answerText(question, response.selected, response.text) ?? "none" },
                )}
              </p>
              {!response.correct && (
                <p>
                  {t(
                    {
                      id: "quizGenerator.results.right",
                      defaultMessage: "Correct answer: {answer}",
                    },
                    { answer: correctAnswer },
                  )}
                </p>
              )}
              {response.reasoning && (
                <p className="text-muted-fg">
                  {t(
                    { id: "quizGenerator.results.grader", defaultMessage: "Grader: {reasoning}" },
                    { reasoning: response.reasoning },
                  )}
                </p>
              )}
              <p className="text-muted-fg">{question.explanation}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function AttemptHistory({ attempts }: { attempts: readonly QuizAttempt[] }) {
  const { t, locale } = useT();
  if (attempts.length === 0) return null;

  return (
    <section aria-labelledby="quiz-attempts" className="space-y-2">
      <h2 id="quiz-attempts" className="font-semibold">
        {t({ id: "quizGenerator.attempts.title", defaultMessage: "Attempts" })}
      </h2>
      <ol className="space-y-1 text-sm">
        {[...attempts].reverse().map((attempt) => (
          <li
            key={attempt.id}
            className="flex flex-wrap justify-between gap-2 rounded-lg bg-muted px-3 py-2"
          >
            <time dateTime={attempt.createdAt}>
              {formatDate(locale, attempt.createdAt, { dateStyle: "medium", timeStyle: "short" })}
            </time>
            <span>
              {t(
                {
                  id: "quizGenerator.attempts.entry",
                  defaultMessage:
                    "{score, number} of {total, number} ({share, number, percent}) · {mode, select, oneAtATime {one at a time} other {all at once}}",
                },
                {
                  score: attempt.score,
                  total: attempt.total,
                  share: percent(attempt) / 100,
                  mode: attempt.mode === "one-at-a-time" ? "oneAtATime" : "allAtOnce",
                },
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
