import { CalendarArrowDown, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useModelChoice } from "@/client/components/models/use-model-choice";
import { TextAreaField } from "@/client/components/results/form-fields";
import { GenerationStatus } from "@/client/components/results/generation-status";
import { ModelField } from "@/client/components/results/model-field";
import { useGeneration } from "@/client/components/results/use-generation";
import { WorkspaceHeading } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { saveFile } from "@/client/lib/save-file";
import { formatDate } from "@/shared/i18n/format";
import type { Locale } from "@/shared/i18n/locales";
import {
  type GoalDraft,
  type GoalPlan,
  goalMaster,
  goalProgress,
  type Mood,
  moodEmoji,
  weekEndDate,
} from "@/shared/tools/goal-master";
import { adjustPlan, localToday, plans } from "./api";
import { planToIcs } from "./ics";
import { MoodPicker, moodNames } from "./mood-picker";
import { timeframeNames } from "./timeframe-names";

export type PlanChange = (change: (plan: GoalPlan) => GoalPlan) => void;
type Props = { plan: GoalPlan; isAuthenticated: boolean; onChange: PlanChange };

/** A plan's day (a calendar date, so read in UTC) in the locale's medium form. */
const dayIn = (locale: Locale) => (isoDate: string) =>
  formatDate(locale, new Date(`${isoDate}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });

/** A plan: progress, milestones with their weekly tasks to tick, check-ins, 'Adjust plan' and .ics export. */
export function PlanView({ plan, isAuthenticated, onChange }: Props) {
  const { t, locale } = useT();
  const day = dayIn(locale);
  const models = useModelChoice(goalMaster.id);
  const adjustment = useGeneration<GoalPlan, Partial<GoalDraft>>();
  const keep = plans.useKeep(isAuthenticated);
  const progress = goalProgress(plan);
  // A tick shows at once: the saved plan reaches the view a moment later (the query cache
  // notifies after the event), and a controlled checkbox would flick back until then.
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  useEffect(() => setTicks({}), [plan]);

  const tick = (taskId: string, done: boolean) => {
    setTicks((current) => ({ ...current, [taskId]: done }));
    onChange((current) => ({
      ...current,
      milestones: current.milestones.map((milestone) => ({
        ...milestone,
        tasks: milestone.tasks.map((task) =>
          task.id === taskId
            ? { ...task, done, doneAt: done ? new Date().toISOString() : null }
            : task,
        ),
      })),
    }));
  };

  const adjust = async () => {
    const model = models.model;
    if (!model) return;
    const revised = await adjustment.run((handlers, signal) =>
      adjustPlan(plan, { model, today: localToday() }, isAuthenticated, handlers, signal),
    );
    if (!revised) return;
    await keep(revised);
    toast({
      title: t({ id: "goalMaster.adjusted", defaultMessage: "Plan Adjusted" }),
      description: t({
        id: "goalMaster.adjustedText",
        defaultMessage: "Done tasks are kept; the rest is re-planned.",
      }),
    });
  };

  return (
    <>
      <WorkspaceHeading title={plan.title}>
        {t(
          {
            id: "goalMaster.heading",
            defaultMessage:
              "{timeframe} from {date}{revision, plural, =0 {} one { · adjusted # time} other { · adjusted # times}}",
          },
          {
            timeframe: timeframeNames[plan.timeframe]
              ? t(timeframeNames[plan.timeframe])
              : plan.timeframe,
            date: day(plan.startDate),
            revision: plan.revision,
          },
        )}
      </WorkspaceHeading>
      <p>{plan.summary}</p>
      <div className="space-y-1">
        <div
          role="progressbar"
          aria-label={t({ id: "goalMaster.tasksDone", defaultMessage: "Tasks done" })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="h-3 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-primary transition-[width]"
            style={{ width: `${progress.percent}%` }}
          />
        </div>
        <p className="text-sm text-muted-fg">
          {t(
            {
              id: "goalMaster.progressDone",
              defaultMessage:
                "{done, number} of {total, plural, one {# task} other {# tasks}} done ({share, number, percent})",
            },
            { done: progress.done, total: progress.total, share: progress.percent / 100 },
          )}
        </p>
      </div>
      <div className="space-y-3 rounded-xl border border-border bg-card p-4">
        <ModelField tool={goalMaster} models={models} />
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => void adjust()}
            disabled={adjustment.running || models.model === null}
          >
            <RefreshCw className="h-4 w-4" aria-hidden />{" "}
            {adjustment.running
              ? t({ id: "goalMaster.adjusting", defaultMessage: "Adjusting..." })
              : t({ id: "goalMaster.adjust", defaultMessage: "Adjust plan" })}
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              saveFile(
                `${plan.title.replace(/[^\p{L}\p{N}]+/gu, "_") || "plan"}.ics`,
                new Blob([planToIcs(plan)], { type: "text/calendar" }),
              )
            }
          >
            <CalendarArrowDown className="h-4 w-4" aria-hidden />{" "}
            {t({ id: "goalMaster.exportIcs", defaultMessage: "Export .ics" })}
          </Button>
        </div>
        <GenerationStatus
          running={adjustment.running}
          progress={t({
            id: "goalMaster.replanning",
            defaultMessage: "Re-planning with your progress and check-ins...",
          })}
          retrying={adjustment.retrying}
          error={adjustment.error}
          onStop={adjustment.stop}
        />
      </div>
      <ol
        className="space-y-4"
        aria-label={t({ id: "goalMaster.milestones", defaultMessage: "Milestones" })}
      >
        {plan.milestones.map((milestone) => {
          const weeks = [...new Set(milestone.tasks.map((task) => task.week))].sort(
            (a, b) => a - b,
          );
          const done = milestone.tasks.length > 0 && milestone.tasks.every((task) => task.done);
          return (
            <li
              key={milestone.id}
              className="space-y-2 rounded-xl border border-border bg-card p-4"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold">
                  {milestone.title}
                  {done && (
                    <span className="ml-2 text-sm font-normal text-success">
                      {t({ id: "goalMaster.reached", defaultMessage: "Reached" })}
                    </span>
                  )}
                </h2>
                <p className="text-sm text-muted-fg">
                  {t(
                    { id: "goalMaster.due", defaultMessage: "Due {date}" },
                    { date: day(weekEndDate(plan.startDate, milestone.dueWeek)) },
                  )}
                </p>
              </div>
              {milestone.description && (
                <p className="text-sm text-muted-fg">{milestone.description}</p>
              )}
              {weeks.map((week) => (
                <fieldset key={week} className="space-y-1">
                  <legend className="text-xs font-semibold tracking-wide text-muted-fg uppercase">
                    {t(
                      {
                        id: "goalMaster.week",
                        defaultMessage: "Week {week, number} · until {date}",
                      },
                      { week, date: day(weekEndDate(plan.startDate, week)) },
                    )}
                  </legend>
                  {milestone.tasks
                    .filter((task) => task.week === week)
                    .map((task) => (
                      <label key={task.id} className="flex items-start gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="mt-0.5 h-4 w-4 accent-primary"
                          checked={ticks[task.id] ?? task.done}
                          onChange={(event) => tick(task.id, event.target.checked)}
                        />
                        <span className={task.done ? "text-muted-fg line-through" : ""}>
                          {task.title}
                        </span>
                      </label>
                    ))}
                </fieldset>
              ))}
            </li>
          );
        })}
      </ol>
      <CheckIns plan={plan} onChange={onChange} />
    </>
  );
}

function CheckIns({ plan, onChange }: { plan: GoalPlan; onChange: PlanChange }) {
  const { t, locale } = useT();
  const [mood, setMood] = useState<Mood>("good");
  const [note, setNote] = useState("");
  const add = () => {
    onChange((current) => ({
      ...current,
      checkIns: [
        ...current.checkIns,
        { id: crypto.randomUUID(), mood, note: note.trim(), createdAt: new Date().toISOString() },
      ],
    }));
    setNote("");
    toast({
      title: t({ id: "goalMaster.checkInSaved", defaultMessage: "Check-in Saved" }),
      description: `${moodEmoji[mood]} ${t(moodNames[mood])}`,
    });
  };
  return (
    <section aria-labelledby="check-ins" className="space-y-3">
      <h2 id="check-ins" className="text-lg font-semibold">
        {t({ id: "goalMaster.checkIns", defaultMessage: "Check-ins" })}
      </h2>
      <form
        className="space-y-3 rounded-xl border border-border bg-card p-4"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <MoodPicker
          label={t({ id: "goalMaster.moodNow", defaultMessage: "Your mood today" })}
          value={mood}
          onChange={setMood}
        />
        <TextAreaField
          label={t({ id: "goalMaster.note", defaultMessage: "Note" })}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder={t({
            id: "goalMaster.noteHint",
            defaultMessage: "What went well, what got in the way?",
          })}
          className="min-h-16"
        />
        <Button type="submit">
          {t({ id: "goalMaster.addCheckIn", defaultMessage: "Add check-in" })}
        </Button>
      </form>
      <ol
        className="space-y-2"
        aria-label={t({ id: "goalMaster.checkInsOverTime", defaultMessage: "Check-ins over time" })}
      >
        {[...plan.checkIns].reverse().map((checkIn) => (
          <li key={checkIn.id} className="flex gap-3 rounded-lg bg-muted px-3 py-2 text-sm">
            <span className="text-xl" role="img" aria-label={t(moodNames[checkIn.mood])}>
              {moodEmoji[checkIn.mood]}
            </span>
            <div className="min-w-0">
              <time dateTime={checkIn.createdAt} className="block text-xs text-muted-fg">
                {formatDate(locale, checkIn.createdAt, { dateStyle: "medium", timeStyle: "short" })}
              </time>
              <p className="break-words">
                {checkIn.note ||
                  (plan.checkIns[0] === checkIn
                    ? t({ id: "goalMaster.startingMood", defaultMessage: "Starting mood" })
                    : t({ id: "goalMaster.noNote", defaultMessage: "No note" }))}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
