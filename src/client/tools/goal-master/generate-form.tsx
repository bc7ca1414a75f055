import { useState } from "react";
import {
  GenerationForm,
  useSavedGeneration,
  WrittenSoFar,
} from "@/client/components/panel/generation-form";
import { TextAreaField } from "@/client/components/results/form-fields";
import { SelectField } from "@/client/components/ui/field";
import { useT } from "@/client/i18n/use-t";
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
import { timeframeNames } from "./timeframe-names";

const defaults = goalMaster.options.parse({});

/** Goal, current state, timeframe and today's mood; the plan streams in milestone by milestone. */
export function GenerateForm({ tool, isAuthenticated }: WorkspaceProps) {
  const { t } = useT();
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
        title: t({ id: "goalMaster.ready", defaultMessage: "Plan Ready" }),
        description: t(
          {
            id: "goalMaster.readyText",
            defaultMessage: '{count, plural, one {# milestone} other {# milestones}} to "{title}".',
          },
          { count: plan.milestones.length, title: plan.title },
        ),
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
      submit={t({ id: "goalMaster.generate", defaultMessage: "Create Plan" })}
      progress={t(
        { id: "goalMaster.progress", defaultMessage: "Planning milestone {n, number}..." },
        { n: milestones.length + 1 },
      )}
      sofar={
        <WrittenSoFar
          label={t({ id: "goalMaster.sofar", defaultMessage: "Milestones so far" })}
          titles={milestones}
        />
      }
    >
      <TextAreaField
        label={t({ id: "goalMaster.goal", defaultMessage: "Your goal" })}
        value={goal}
        onChange={(event) => setGoal(event.target.value)}
        placeholder={t({ id: "goalMaster.goalHint", defaultMessage: "e.g. Run a 10 km race" })}
      />
      <TextAreaField
        label={t({ id: "goalMaster.now", defaultMessage: "Where you are now" })}
        value={currentState}
        onChange={(event) => setCurrentState(event.target.value)}
        placeholder={t({
          id: "goalMaster.nowHint",
          defaultMessage: "e.g. I jog 2 km once a week",
        })}
      />
      <SelectField
        label={t({ id: "goalMaster.timeframe", defaultMessage: "Timeframe" })}
        value={timeframe}
        options={goalTimeframes}
        labels={{
          "1 month": t(timeframeNames["1 month"]),
          "3 months": t(timeframeNames["3 months"]),
          "6 months": t(timeframeNames["6 months"]),
          "1 year": t(timeframeNames["1 year"]),
        }}
        onChange={setTimeframe}
      />
      <MoodPicker
        label={t({ id: "goalMaster.moodToday", defaultMessage: "How do you feel about it today?" })}
        value={mood}
        onChange={setMood}
      />
    </GenerationForm>
  );
}
