import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import type { Quiz, QuizAttempt, QuizResponse } from "@/shared/tools/quiz-generator";
import { QuestionField } from "./question-field";

type Props = {
  quiz: Quiz;
  mode: QuizAttempt["mode"];
  grading: boolean;
  onSubmit: (responses: QuizResponse[]) => void;
  onCancel: () => void;
};

/** Answering the quiz: one question at a time (Back, Next) or all on one page; Submit at the end. */
export function TakeQuiz({ quiz, mode, grading, onSubmit, onCancel }: Props) {
  const [responses, setResponses] = useState<QuizResponse[]>(() =>
    quiz.questions.map((question) => ({ questionId: question.id, selected: [], text: "" })),
  );
  const [index, setIndex] = useState(0);
  const { t } = useT();
  const set = (at: number, response: QuizResponse) =>
    setResponses((current) =>
      current.map((entry, position) => (position === at ? response : entry)),
    );
  const answered = responses.filter(
    (response) => response.selected.length > 0 || response.text.trim(),
  ).length;
  const submit = (
    <Button onClick={() => onSubmit(responses)} disabled={grading}>
      {grading
        ? t({ id: "quizGenerator.take.grading", defaultMessage: "Grading..." })
        : t({ id: "quizGenerator.take.submit", defaultMessage: "Submit answers" })}
    </Button>
  );

  const field = (at: number) => {
    const question = quiz.questions[at];
    const response = responses[at];
    return question && response ? (
      <QuestionField
        question={question}
        number={at + 1}
        response={response}
        onChange={(next) => set(at, next)}
      />
    ) : null;
  };

  return (
    <section
      aria-label={t({ id: "quizGenerator.take.label", defaultMessage: "Quiz" })}
      className="space-y-5 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <p className="text-sm text-muted-fg" role="status">
        {t(
          {
            id: "quizGenerator.take.progress",
            defaultMessage:
              "{mode, select, oneAtATime {Question {at, number} of {total, number} · } other {}}{answered, number} of {total, number} answered",
          },
          {
            mode: mode === "one-at-a-time" ? "oneAtATime" : "allAtOnce",
            at: index + 1,
            total: quiz.questions.length,
            answered,
          },
        )}
      </p>
      {mode === "one-at-a-time" ? (
        <>
          {field(index)}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setIndex(index - 1)} disabled={index === 0}>
              {t({ id: "quizGenerator.take.back", defaultMessage: "Back" })}
            </Button>
            {index < quiz.questions.length - 1 ? (
              <Button onClick={() => setIndex(index + 1)}>
                {t({ id: "quizGenerator.take.next", defaultMessage: "Next" })}
              </Button>
            ) : (
              submit
            )}
            <Button variant="ghost" onClick={onCancel}>
              {t({ id: "app.action.cancel" })}
            </Button>
          </div>
        </>
      ) : (
        <>
          <ol className="space-y-6">
            {quiz.questions.map((question, at) => (
              <li key={question.id}>{field(at)}</li>
            ))}
          </ol>
          <div className="flex gap-2">
            {submit}
            <Button variant="ghost" onClick={onCancel}>
              {t({ id: "app.action.cancel" })}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
