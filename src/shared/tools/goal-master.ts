import { z } from "zod";
import { idSchema } from "../ids";
import { workbenchModels } from "../models";
import { textField } from "../text";
import { defineTool } from "./define-tool";
import { filled, generationRequest, savedResult } from "./results";

/** workbench.md section 9: 1, 3, 6 months, 1 year; each with its length in weeks. */
export const goalTimeframes = ["1 month", "3 months", "6 months", "1 year"] as const;
export type GoalTimeframe = (typeof goalTimeframes)[number];
export const timeframeWeeks: Record<GoalTimeframe, number> = {
  "1 month": 4,
  "3 months": 13,
  "6 months": 26,
  "1 year": 52,
};

/** The five-emoji mood check-in, from low to high. */
export const moods = ["struggling", "low", "okay", "good", "great"] as const;
export type Mood = (typeof moods)[number];
export const moodEmoji: Record<Mood, string> = {
  struggling: "😞",
  low: "😕",
  okay: "😐",
  good: "😊",
  great: "😄",
};

const options = z.object({ timeframe: z.enum(goalTimeframes).default("3 months") });

export const goalMaster = defineTool({
  id: "goal-master",
  name: "Goal Master AI",
  description: "Turn a goal into a realistic plan with milestones and check-ins.",
  category: "Productivity",
  icon: "target",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: workbenchModels,
  options,
  assistant: { pattern: /\b(goals?|habits?|milestones?|resolutions?)\b/, rank: 11 },
});

/**
 * What the model writes. Weeks count from the plan's start (week 1 is the first), so Bismo, not
 * the model, turns them into dates; a week past the timeframe makes the answer unusable.
 */
export function goalDraftSchema(weeks: number) {
  const week = (what: string) =>
    z
      .number()
      .int()
      .refine((value) => value >= 1 && value <= weeks, `a week from 1 to ${weeks}`)
      .describe(what);
  return z.object({
    title: filled("a short, motivating name for the plan"),
    summary: filled("two or three sentences on the approach"),
    milestones: z
      .array(
        z.object({
          title: filled("what is achieved"),
          description: z.string().describe("how to tell it is achieved"),
          dueWeek: week(`the week (1 to ${weeks}) the milestone is due`),
          tasks: z
            .array(z.object({ title: filled("one concrete task"), week: week("its week") }))
            .refine((tasks) => tasks.length >= 1, "at least one task"),
        }),
      )
      .refine((list) => list.length >= 1 && list.length <= 12, "between 1 and 12 milestones"),
  });
}
export type GoalDraft = z.infer<ReturnType<typeof goalDraftSchema>>;

export const goalTaskSchema = z.object({
  id: idSchema,
  title: textField().trim().min(1).max(300),
  week: z.number().int().min(1).max(60),
  done: z.boolean(),
  doneAt: z.iso.datetime().nullable(),
});
export type GoalTask = z.infer<typeof goalTaskSchema>;

export const milestoneSchema = z.object({
  id: idSchema,
  title: textField().trim().min(1).max(300),
  description: textField().max(2000),
  dueWeek: z.number().int().min(1).max(60),
  tasks: z.array(goalTaskSchema).max(100),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const checkInSchema = z.object({
  id: idSchema,
  mood: z.enum(moods),
  note: textField().trim().max(2000),
  createdAt: z.iso.datetime(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** What a person changes on a plan (PUT /api/goal-plans/:id): ticks and check-ins. */
export const goalPlanInputSchema = z.object({
  milestones: z.array(milestoneSchema).min(1).max(20),
  checkIns: z.array(checkInSchema).max(1000),
});

export const goalPlanSchema = savedResult(
  goalPlanInputSchema.extend({
    title: z.string(),
    summary: z.string(),
    goal: z.string(),
    currentState: z.string(),
    timeframe: z.enum(goalTimeframes),
    /** The plan's first day (YYYY-MM-DD); week n starts 7(n-1) days later. */
    startDate: z.iso.date(),
    /** How many times 'Adjust plan' revised it. */
    revision: z.number().int().nonnegative(),
  }),
);
export type GoalPlan = z.infer<typeof goalPlanSchema>;

export type GoalPlanSummary = {
  id: string;
  title: string;
  doneTasks: number;
  totalTasks: number;
  updatedAt: string;
};

export function goalProgress(plan: Pick<GoalPlan, "milestones">) {
  const tasks = plan.milestones.flatMap((milestone) => milestone.tasks);
  const done = tasks.filter((task) => task.done).length;
  return {
    done,
    total: tasks.length,
    percent: tasks.length ? Math.round((done / tasks.length) * 100) : 0,
  };
}

export function goalPlanSummary(plan: GoalPlan): GoalPlanSummary {
  const { done, total } = goalProgress(plan);
  return {
    id: plan.id,
    title: plan.title,
    doneTasks: done,
    totalTasks: total,
    updatedAt: plan.updatedAt,
  };
}

/** The date (YYYY-MM-DD) a week of the plan ends: the last of its seven days. */
export function weekEndDate(startDate: string, week: number): string {
  const date = new Date(`${startDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + week * 7 - 1);
  return date.toISOString().slice(0, 10);
}

/** POST /api/goal-plans/generate */
export const generateGoalPlanRequestSchema = generationRequest({
  goal: textField().trim().min(1, "Describe your goal.").max(2000),
  currentState: textField().trim().max(4000).default(""),
  timeframe: z.enum(goalTimeframes),
  mood: z.enum(moods),
  /** The person's today (YYYY-MM-DD), so week 1 starts on their day, not the server's. */
  startDate: z.iso.date(),
});
export type GenerateGoalPlanRequest = z.input<typeof generateGoalPlanRequestSchema>;

/** POST /api/goal-plans/:id/adjust (an account's plan) */
export const adjustGoalPlanRequestSchema = z.object({
  model: textField().trim().min(1, "Choose a model.").max(200),
  /** The person's today (YYYY-MM-DD): the revision plans from here. */
  today: z.iso.date(),
});
export type AdjustGoalPlanRequest = z.input<typeof adjustGoalPlanRequestSchema>;

/** POST /api/goal-plans/adjust (a guest's plan, kept in the browser) */
export const adjustGuestPlanRequestSchema = adjustGoalPlanRequestSchema.extend({
  plan: goalPlanSchema,
});
export type AdjustGuestPlanRequest = z.input<typeof adjustGuestPlanRequestSchema>;
