import { useState } from "react";
import { useModelChoice } from "@/client/components/models/use-model-choice";
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
  type GoalDraft,
  type GoalPlan,
  goalMaster,
  goalTimeframes,
  type Mood,
} from "@/shared/tools/goal-master";
import { generatePlan, localToday, plans } from "./api";
import { MoodPicker } from "./mood-picker";

const defaults = goalMaster.options.parse({});

/** Goal, current state, timeframe and today's mood; the plan streams in milestone by milestone. */
export function GenerateForm({ tool, isAuthenticated }: WorkspaceProps) {
  const models = useModelChoice(tool.id);
  const [goal, setGoal] = useState("");
  const [currentState, setCurrentState] = useState("");
  const [timeframe, setTimeframe] = useState(defaults.timeframe);
  const [mood, setMood] = useState<Mood>("okay");
  const generation = useGeneration<GoalPlan, Partial<GoalDraft>>();
  const keep = plans.useKeep(isAuthenticated);
  const { open } = useOpenResult();
  const canGenerate = goal.trim().length > 0 && models.model !== null && !generation.running;

  const generate = async () => {
    const model = models.model;
    if (!model || !canGenerate) return;
    const plan = await generation.run((handlers, signal) =>
      generatePlan(
        { model, goal, currentState, timeframe, mood, startDate: localToday() },
        handlers,
        signal,
      ),
    );
    if (!plan) return;
    await keep(plan);
    open(plan.id);
    toast({
      title: "Plan Ready",
      description: `${plan.milestones.length} milestones to "${plan.title}".`,
    });
  };

  const milestones = (generation.partial?.milestones ?? []).filter((milestone) => milestone?.title);

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
          label="Your goal"
          value={goal}
          onChange={(event) => setGoal(event.target.value)}
          placeholder="e.g. Run a 10 km race"
        />
        <TextAreaField
          label="Where you are now"
          value={currentState}
          onChange={(event) => setCurrentState(event.target.value)}
          placeholder="e.g. I jog 2 km once a week"
        />
        <SelectField
          label="Timeframe"
          value={timeframe}
          options={goalTimeframes}
          onChange={setTimeframe}
        />
        <MoodPicker label="How do you feel about it today?" value={mood} onChange={setMood} />
        <Button type="submit" disabled={!canGenerate}>
          {generation.running ? "Generating..." : "Create Plan"}
        </Button>
      </form>
      <GenerationStatus
        running={generation.running}
        progress={`Planning milestone ${milestones.length + 1}...`}
        retrying={generation.retrying}
        error={generation.error}
        onStop={generation.stop}
      />
      {milestones.length > 0 && (
        <ol className="list-decimal space-y-1 pl-6 text-sm" aria-label="Milestones so far">
          {milestones.map((milestone, index) => (
            <li key={index}>{milestone?.title}</li>
          ))}
        </ol>
      )}
    </>
  );
}
