import { useId } from "react";
import { inputClass } from "@/client/components/ui/input";
import { useT } from "@/client/i18n/use-t";
import type { QuizQuestion, QuizResponse } from "@/shared/tools/quiz-generator";

type Props = {
  question: QuizQuestion;
  /** 1-based, shown before the question. */
  number: number;
  response: QuizResponse;
  onChange: (response: QuizResponse) => void;
};

/** One question to answer: radio buttons, checkboxes ("all that apply") or a short text box. */
export function QuestionField({ question, number, response, onChange }: Props) {
  const id = useId();
  const { t } = useT();
  if (question.type === "short-answer")
    return (
      <div className="space-y-2">
        <label htmlFor={id} className="block font-medium">
          {number}. {question.prompt}
        </label>
        <input
          id={id}
          className={inputClass}
          value={response.text}
          onChange={(event) => onChange({ ...response, text: event.target.value })}
          placeholder={t({ id: "quizGenerator.take.yourAnswer", defaultMessage: "Your answer" })}
          autoComplete="off"
        />
      </div>
    );
  const multiple = question.type === "multiple";
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">
        {number}. {question.prompt}
        {multiple && (
          <span className="block text-sm font-normal text-muted-fg">
            {t({ id: "quizGenerator.take.allThatApply", defaultMessage: "Choose all that apply." })}
          </span>
        )}
      </legend>
      {question.choices.map((choice, index) => (
        <label
          key={choice}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10"
        >
          <input
            type={multiple ? "checkbox" : "radio"}
            name={id}
            className="h-4 w-4 accent-primary"
            checked={response.selected.includes(index)}
            onChange={(event) =>
              onChange({
                ...response,
                selected: multiple
                  ? event.target.checked
                    ? [...response.selected, index].sort()
                    : response.selected.filter((entry) => entry !== index)
                  : [index],
              })
            }
          />
          {choice}
        </label>
      ))}
    </fieldset>
  );
}
