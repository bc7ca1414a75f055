import { Check, X } from "lucide-react";
import { useState } from "react";
import { counted } from "@/shared/text";
import type { Quiz, QuizAttempt, QuizQuestion } from "@/shared/tools/quiz-generator";

type Props = { quiz: Quiz; attempt: QuizAttempt };

const percent = (attempt: QuizAttempt) => Math.round((attempt.score / attempt.total) * 100);

function answerText(question: QuizQuestion, selected: readonly number[], text: string) {
  if (question.type === "short-answer") return text.trim() || "No answer";
  return selected.length
    ? selected.map((index) => question.choices[index]).join(", ")
    : "No answer";
}

/** An attempt's score and each question's verdict, correct answer and explanation; wrong ones on their own. */
export function AttemptResults({ quiz, attempt }: Props) {
  const [wrongOnly, setWrongOnly] = useState(false);
  const wrong = attempt.responses.filter((response) => !response.correct).length;
  return (
    <section aria-labelledby="quiz-score" className="space-y-4">
      <div className="rounded-xl border border-border bg-card p-4 text-center">
        <h2 id="quiz-score" className="text-2xl font-bold">
          Score: {attempt.score} of {attempt.total} ({percent(attempt)}%)
        </h2>
        <p className="text-sm text-muted-fg">
          {wrong === 0 ? "Every answer is right." : `${counted(wrong, "answer")} to review.`}
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
          Review wrong answers only
        </label>
      )}
      <ol className="space-y-3" aria-label="Answers">
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
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-label="Correct" />
                ) : (
                  <X className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-label="Wrong" />
                )}
                {index + 1}. {question.prompt}
              </p>
              <p>Your answer: {answerText(question, response.selected, response.text)}</p>
              {!response.correct && <p>Correct answer: {correctAnswer}</p>}
              {response.reasoning && <p className="text-muted-fg">Grader: {response.reasoning}</p>}
              <p className="text-muted-fg">{question.explanation}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function AttemptHistory({ attempts }: { attempts: readonly QuizAttempt[] }) {
  if (attempts.length === 0) return null;
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="quiz-attempts" className="space-y-2">
      <h2 id="quiz-attempts" className="font-semibold">
        Attempts
      </h2>
      <ol className="space-y-1 text-sm">
        {[...attempts].reverse().map((attempt) => (
          <li
            key={attempt.id}
            className="flex flex-wrap justify-between gap-2 rounded-lg bg-muted px-3 py-2"
          >
            <time dateTime={attempt.createdAt}>{format.format(new Date(attempt.createdAt))}</time>
            <span>
              {attempt.score} of {attempt.total} ({percent(attempt)}%) ·{" "}
              {attempt.mode === "one-at-a-time" ? "one at a time" : "all at once"}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
