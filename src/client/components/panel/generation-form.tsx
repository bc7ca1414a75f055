import type { ReactNode } from "react";
import type { ResultStreamHandlers } from "@/client/api/result-stream";
import { useModelChoice } from "@/client/components/models/use-model-choice";
import { GenerationStatus } from "@/client/components/results/generation-status";
import { ModelField } from "@/client/components/results/model-field";
import { useGeneration } from "@/client/components/results/use-generation";
import { WorkspaceHeading } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { type ToastInput, toast } from "@/client/components/ui/toast";
import { toolDescription, toolName } from "@/client/i18n/tool-messages";
import { useT } from "@/client/i18n/use-t";
import { useOpenResult } from "@/client/lib/open-result";
import type { Tool } from "@/shared/tools/registry";

/**
 * A saved-result tool's generation: its model, the stream's state, and `generate`, which streams
 * a result from the chosen model, keeps it (a guest's in this browser), opens it and says so.
 */
export function useSavedGeneration<Result extends { id: string }, Draft>(
  tool: Tool,
  keep: (result: Result) => Promise<Result>,
) {
  const models = useModelChoice(tool.id);
  const generation = useGeneration<Result, Partial<Draft>>();
  const { open } = useOpenResult();
  const generate = async (
    start: (
      model: string,
      handlers: ResultStreamHandlers<Partial<Draft>>,
      signal: AbortSignal,
    ) => Promise<Result>,
    done: (result: Result) => ToastInput,
  ) => {
    const model = models.model;
    if (!model || generation.running) return;
    const result = await generation.run((handlers, signal) => start(model, handlers, signal));
    if (!result) return;
    await keep(result);
    open(result.id);
    toast(done(result));
  };
  return { models, generation, generate, ready: models.model !== null && !generation.running };
}

/** What the form shows of a generation: the model field's state and the stream's. */
type GenerationView = {
  models: ReturnType<typeof useModelChoice>;
  generation: { running: boolean; retrying: string | null; error: string | null; stop: () => void };
};

/**
 * The form of a saved-result tool: its heading, model, fields and button, then the stream's
 * progress (Stop, a retry, the failure) and what the model has written so far.
 */
export function GenerationForm({
  tool,
  state: { models, generation },
  onGenerate,
  canGenerate,
  submit,
  busyText,
  actions,
  progress,
  sofar,
  children,
}: {
  tool: Tool;
  state: GenerationView;
  onGenerate: () => void;
  canGenerate: boolean;
  submit: string;
  busyText?: string;
  /** Buttons beside the submit button (an import). */
  actions?: ReactNode;
  progress: string;
  sofar: ReactNode;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <>
      <WorkspaceHeading title={t(toolName(tool.id))}>
        {t(toolDescription(tool.id))}
      </WorkspaceHeading>
      <form
        className="space-y-4 rounded-xl border border-border bg-card p-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (canGenerate) onGenerate();
        }}
      >
        <ModelField tool={tool} models={models} />
        {children}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!canGenerate}>
            {generation.running
              ? (busyText ?? t({ id: "app.panel.generating", defaultMessage: "Generating..." }))
              : submit}
          </Button>
          {actions}
        </div>
      </form>
      <GenerationStatus
        running={generation.running}
        progress={progress}
        retrying={generation.retrying}
        error={generation.error}
        onStop={generation.stop}
      />
      {sofar}
    </>
  );
}

/** The titles the model has written so far, numbered, while it writes the rest. */
export function WrittenSoFar({ label, titles }: { label: string; titles: readonly string[] }) {
  if (titles.length === 0) return null;
  return (
    <ol className="list-decimal space-y-1 ps-6 text-sm" aria-label={label}>
      {titles.map((title, index) => (
        <li key={index}>{title}</li>
      ))}
    </ol>
  );
}
