import { useState } from "react";
import { useAttachments } from "@/client/components/chat/use-attachments";
import { useModelChoice } from "@/client/components/models/use-model-choice";
import { AttachFiles } from "@/client/components/results/attach-files";
import { TextAreaField } from "@/client/components/results/form-fields";
import { GenerationStatus } from "@/client/components/results/generation-status";
import { ModelField } from "@/client/components/results/model-field";
import { useGeneration } from "@/client/components/results/use-generation";
import { WorkspaceHeading } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { SelectField } from "@/client/components/ui/field";
import { toast } from "@/client/components/ui/toast";
import { useOpenResult } from "@/client/lib/open-result";
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
  const models = useModelChoice(tool.id);
  const [topic, setTopic] = useState("");
  const [questionCount, setQuestionCount] = useState(defaults.questionCount);
  const [difficulty, setDifficulty] = useState(defaults.difficulty);
  const [types, setTypes] = useState<QuizQuestionType[]>([...quizQuestionTypes]);
  const files = useAttachments(tool.id, tool.uploadAccept);
  const generation = useGeneration<Quiz, Partial<QuizDraft>>();
  const keep = quizzes.useKeep(isAuthenticated);
  const { open } = useOpenResult();
  const uploadIds = files.attachments.flatMap((item) => (item.upload ? [item.upload.id] : []));
  const canGenerate =
    (topic.trim().length > 0 || uploadIds.length > 0) &&
    types.length > 0 &&
    models.model !== null &&
    !files.uploading &&
    !generation.running;

  const toggle = (type: QuizQuestionType, on: boolean) =>
    setTypes((current) =>
      on
        ? quizQuestionTypes.filter((entry) => entry === type || current.includes(entry))
        : current.filter((entry) => entry !== type),
    );

  const generate = async () => {
    const model = models.model;
    if (!model || !canGenerate) return;
    const quiz = await generation.run((handlers, signal) =>
      generateQuiz({ model, topic, uploadIds, questionCount, difficulty, types }, handlers, signal),
    );
    if (!quiz) return;
    await keep(quiz);
    open(quiz.id);
    toast({
      title: "Quiz Ready",
      description: `${quiz.questions.length} questions in "${quiz.title}".`,
    });
  };

  const written = (generation.partial?.questions ?? []).filter((question) => question?.prompt);

  return (
    <>
      <WorkspaceHeading title={tool.name}>{tool.description}</WorkspaceHeading>
      <form
        className="space-y-4 rounded-xl border border-border bg-card p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}
      >
        <ModelField tool={tool} models={models} />
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
        <Button type="submit" disabled={!canGenerate}>
          {generation.running ? "Generating..." : "Generate Quiz"}
        </Button>
      </form>
      <GenerationStatus
        running={generation.running}
        progress={`Writing question ${Math.min(written.length + 1, Number(questionCount))} of ${questionCount}...`}
        retrying={generation.retrying}
        error={generation.error}
        onStop={generation.stop}
      />
      {written.length > 0 && (
        <ol className="list-decimal space-y-1 pl-6 text-sm" aria-label="Questions so far">
          {written.map((question, index) => (
            <li key={index}>{question?.prompt}</li>
          ))}
        </ol>
      )}
    </>
  );
}
