import { useState } from "react";
import { useAttachments } from "@/client/components/chat/use-attachments";
import {
  GenerationForm,
  useSavedGeneration,
  WrittenSoFar,
} from "@/client/components/panel/generation-form";
import { AttachFiles } from "@/client/components/results/attach-files";
import { TextAreaField } from "@/client/components/results/form-fields";
import { SelectField } from "@/client/components/ui/field";
import { useT } from "@/client/i18n/use-t";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { defineMessage } from "@/shared/i18n/runtime";
import {
  type Quiz,
  type QuizDraft,
  type QuizQuestionType,
  quizDifficulties,
  quizGenerator,
  quizQuestionCounts,
  quizQuestionTypes,
} from "@/shared/tools/quiz-generator";
import { generateQuiz, quizzes } from "./api";

const defaults = quizGenerator.options.parse({});

const typeNames = {
  single: defineMessage({ id: "quizGenerator.type.single", defaultMessage: "Single choice" }),
  multiple: defineMessage({ id: "quizGenerator.type.multiple", defaultMessage: "Multiple choice" }),
  "true-false": defineMessage({
    id: "quizGenerator.type.trueFalse",
    defaultMessage: "True / false",
  }),
  "short-answer": defineMessage({
    id: "quizGenerator.type.shortAnswer",
    defaultMessage: "Short answer",
  }),
} as const;

/** Topic or material, question count, difficulty and types; Generate streams the questions in. */
export function GenerateForm({ tool, isAuthenticated }: WorkspaceProps) {
  const { t } = useT();
  const [topic, setTopic] = useState("");
  const [questionCount, setQuestionCount] = useState(defaults.questionCount);
  const [difficulty, setDifficulty] = useState(defaults.difficulty);
  const [types, setTypes] = useState<QuizQuestionType[]>([...quizQuestionTypes]);
  const files = useAttachments(tool.id, tool.uploadAccept);
  const state = useSavedGeneration<Quiz, QuizDraft>(tool, quizzes.useKeep(isAuthenticated));
  const uploadIds = files.attachments.flatMap((item) => (item.upload ? [item.upload.id] : []));
  const canGenerate =
    (topic.trim().length > 0 || uploadIds.length > 0) &&
    types.length > 0 &&
    !files.uploading &&
    state.ready;

  const toggle = (type: QuizQuestionType, on: boolean) =>
    setTypes((current) =>
      on
        ? quizQuestionTypes.filter((entry) => entry === type || current.includes(entry))
        : current.filter((entry) => entry !== type),
    );

  const generate = () =>
    state.generate(
      (model, handlers, signal) =>
        generateQuiz(
          { model, topic, uploadIds, questionCount, difficulty, types },
          handlers,
          signal,
        ),
      (quiz) => ({
        title: t({ id: "quizGenerator.ready", defaultMessage: "Quiz Ready" }),
        description: t(
          {
            id: "quizGenerator.readyText",
            defaultMessage: "{count, plural, one {# question} other {# questions}} in “{title}”.",
          },
          { count: quiz.questions.length, title: quiz.title },
        ),
      }),
    );

  const written = (state.generation.partial?.questions ?? []).flatMap((question) =>
    question?.prompt ? [question.prompt] : [],
  );

  return (
    <GenerationForm
      tool={tool}
      state={state}
      onGenerate={generate}
      canGenerate={canGenerate}
      submit={t({ id: "quizGenerator.generate", defaultMessage: "Generate Quiz" })}
      progress={t(
        {
          id: "quizGenerator.progress",
          defaultMessage: "Writing question {at, number} of {total, number}...",
        },
        { at: Math.min(written.length + 1, Number(questionCount)), total: Number(questionCount) },
      )}
      sofar={
        <WrittenSoFar
          label={t({ id: "quizGenerator.sofar", defaultMessage: "Questions so far" })}
          titles={written}
        />
      }
    >
      <TextAreaField
        label={t({ id: "quizGenerator.topic", defaultMessage: "Topic or material" })}
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
        placeholder={t({
          id: "quizGenerator.topicHint",
          defaultMessage: "e.g. The French Revolution, or paste the text to be quizzed on",
        })}
      />
      <AttachFiles files={files} accept={tool.uploadAccept} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t({ id: "quizGenerator.count", defaultMessage: "Questions" })}
          value={questionCount}
          options={quizQuestionCounts}
          onChange={setQuestionCount}
        />
        <SelectField
          label={t({ id: "quizGenerator.difficulty", defaultMessage: "Difficulty" })}
          value={difficulty}
          options={quizDifficulties}
          labels={{
            Beginner: t({ id: "quizGenerator.level.beginner", defaultMessage: "Beginner" }),
            Intermediate: t({
              id: "quizGenerator.level.intermediate",
              defaultMessage: "Intermediate",
            }),
            Advanced: t({ id: "quizGenerator.level.advanced", defaultMessage: "Advanced" }),
          }}
          onChange={setDifficulty}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          {t({ id: "quizGenerator.types", defaultMessage: "Question types" })}
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {quizQuestionTypes.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                checked={types.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              {t(typeNames[type])}
            </label>
          ))}
        </div>
        {types.length === 0 && (
          <p className="text-xs text-destructive">
            {t({
              id: "quizGenerator.typesNeeded",
              defaultMessage: "Choose at least one question type.",
            })}
          </p>
        )}
      </fieldset>
    </GenerationForm>
  );
}
