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
import type { WorkspaceProps } from "@/client/tools/tool-view";
import {
  type Quiz,
  type QuizDraft,
  type QuizQuestionType,
  quizDifficulties,
  quizGenerator,
  quizQuestionCounts,
  quizQuestionTypeLabels,
  quizQuestionTypes,
} from "@/shared/tools/quiz-generator";
import { generateQuiz, quizzes } from "./api";

const defaults = quizGenerator.options.parse({});

/** Topic or material, question count, difficulty and types; Generate streams the questions in. */
export function GenerateForm({ tool, isAuthenticated }: WorkspaceProps) {
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
        title: "Quiz Ready",
        description: `${quiz.questions.length} questions in "${quiz.title}".`,
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
      submit="Generate Quiz"
      progress={`Writing question ${Math.min(written.length + 1, Number(questionCount))} of ${questionCount}...`}
      sofar={<WrittenSoFar label="Questions so far" titles={written} />}
    >
      <TextAreaField
        label="Topic or material"
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
        placeholder="e.g. The French Revolution, or paste the text to be quizzed on"
      />
      <AttachFiles files={files} accept={tool.uploadAccept} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Questions"
          value={questionCount}
          options={quizQuestionCounts}
          onChange={setQuestionCount}
        />
        <SelectField
          label="Difficulty"
          value={difficulty}
          options={quizDifficulties}
          onChange={setDifficulty}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Question types</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {quizQuestionTypes.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                checked={types.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              {quizQuestionTypeLabels[type]}
            </label>
          ))}
        </div>
        {types.length === 0 && (
          <p className="text-xs text-destructive">Choose at least one question type.</p>
        )}
      </fieldset>
    </GenerationForm>
  );
}
