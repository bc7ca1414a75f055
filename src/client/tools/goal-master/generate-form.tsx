import { useState } from "react";
import {
  GenerationForm,
  useSavedGeneration,
  WrittenSoFar,
} from "@/client/components/panel/generation-form";
import { TextAreaField } from "@/client/components/results/form-fields";
import { SelectField } from "@/client/components/ui/field";
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
  const [goal, setGoal] = useState("");
  const [currentState, setCurrentState] = useState("");
  const [timeframe, setTimeframe] = useState(defaults.timeframe);
  const [mood, setMood] = useState<Mood>("okay");
  const state = useSavedGeneration<GoalPlan, GoalDraft>(tool, plans.useKeep(isAuthenticated));
  const canGenerate = goal.trim().length > 0 && state.ready;

  const generate = () =>
    state.generate(
      (model, handlers, signal) =>
        generatePlan(
          { model, goal, currentState, timeframe, mood, startDate: localToday() },
          handlers,
          signal,
        ),
      (plan) => ({
        title: "Plan Ready",
        description: `${plan.milestones.length} milestones to "${plan.title}".`,
      }),
    );

  const milestones = (state.generation.partial?.milestones ?? []).flatMap((milestone) =>
    milestone?.title ? [milestone.title] : [],
  );

  return (
    <GenerationForm
      tool={tool}
      state={state}
      onGenerate={generate}
      canGenerate={canGenerate}
      submit="Create Plan"
      progress={`Planning milestone ${milestones.length + 1}...`}
      sofar={<WrittenSoFar label="Milestones so far" titles={milestones} />}
    >
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
    </GenerationForm>
  );
}
