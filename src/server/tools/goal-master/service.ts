import type { Db } from "@/server/platform/db/client";
import { goalPlan } from "@/server/platform/db/schema/tool-results";
import { AppError } from "@/server/platform/http/errors";
import type { ResultStreamWriter } from "@/server/platform/http/result-stream";
import { msg } from "@/server/platform/i18n/server-messages";
import type { GenerationCaller, ToolGeneration } from "@/server/tools/generation";
import { resultStore } from "@/server/tools/result-store";
import {
  type GenerateGoalPlanRequest,
  type GoalDraft,
  type GoalPlan,
  goalDraftSchema,
  moodEmoji,
  timeframeWeeks,
  weekEndDate,
} from "@/shared/tools/goal-master";
import { mergeRevision, milestonesFromDraft } from "./merge-plan";

export type DraftWriter = ResultStreamWriter<Partial<GoalDraft>>;

const planRules = (weeks: number) =>
  [
    `Weeks count from the plan's start: week 1 is its first week, week ${weeks} its last.`,
    "Give 3 to 8 milestones, each with a due week and 2 to 6 concrete weekly tasks in or before that week.",
    "Make the plan realistic for the person's starting point and mood; write in the language of the goal.",
  ].join(" ");

/** The week of the plan `today` falls in (1 in its first week; past the end, later weeks). */
export function currentWeek(startDate: string, today: string): number {
  const days =
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
  return Math.max(1, Math.floor(days / 7) + 1);
}

/** A goal's plan for an account (stored) or a guest (kept by the browser); revisions keep done tasks. */
export function goalService(db: Db, generation: ToolGeneration) {
  const store = (userId: string) => resultStore<GoalPlan>(db, goalPlan, userId);
  const keep = async (
    caller: GenerationCaller,
    plan: Omit<GoalPlan, "id" | "createdAt" | "updatedAt">,
    id?: string,
  ) => {
    const now = new Date().toISOString();
    if (!caller.accountId)
      return { ...plan, id: id ?? crypto.randomUUID(), createdAt: now, updatedAt: now };
    if (!id) return store(caller.accountId).create(plan.title, plan);
    const saved = await store(caller.accountId).replace(id, plan.title, plan);
    if (!saved)
      throw new AppError(
        "not_found",
        msg({
          id: "errors.tools.planDeleted",
          defaultMessage: "This plan was deleted while it was being revised.",
        }),
      );
    return saved;
  };

  return {
    store,

    async prepare(request: Required<GenerateGoalPlanRequest>, caller: GenerationCaller) {
      const resolved = await generation.prepare(caller, request.model);
      const weeks = timeframeWeeks[request.timeframe];
      return async (writer: DraftWriter): Promise<GoalPlan> => {
        const draft = await generation.ask(
          resolved,
          caller,
          {
            schema: goalDraftSchema(weeks),
            name: "goal_plan",
            system: `You are a goal coach. Turn the person's goal into a plan for ${request.timeframe} (${weeks} weeks). ${planRules(weeks)}`,
            prompt: [
              {
                role: "user",
                content: [
                  `Goal: ${request.goal}`,
                  `Where I am now: ${request.currentState || "(not said)"}`,
                  `Mood today: ${request.mood} ${moodEmoji[request.mood]}`,
                ].join("\n"),
              },
            ],
          },
          writer,
        );
        return keep(caller, {
          title: draft.title.trim(),
          summary: draft.summary.trim(),
          goal: request.goal,
          currentState: request.currentState,
          timeframe: request.timeframe,
          startDate: request.startDate,
          revision: 0,
          milestones: milestonesFromDraft(draft.milestones),
          checkIns: [
            {
              id: crypto.randomUUID(),
              mood: request.mood,
              note: "",
              createdAt: new Date().toISOString(),
            },
          ],
        });
      };
    },

    /**
     * 'Adjust plan': the model sees the plan, what is done and the check-ins, and plans the rest
     * from this week; done tasks are kept by Bismo (mergeRevision), not left to the model.
     */
    async prepareAdjustment(
      plan: GoalPlan,
      request: { model: string; today: string },
      caller: GenerationCaller,
    ) {
      const resolved = await generation.prepare(caller, request.model);
      const week = currentWeek(plan.startDate, request.today);
      const weeks = Math.max(timeframeWeeks[plan.timeframe], week + 4);
      const status = plan.milestones.map((milestone) => ({
        milestone: milestone.title,
        dueWeek: milestone.dueWeek,
        due: weekEndDate(plan.startDate, milestone.dueWeek),
        tasks: milestone.tasks.map(
          (task) => `${task.done ? "[done]" : "[open]"} week ${task.week}: ${task.title}`,
        ),
      }));
      const checkIns = plan.checkIns.map((checkIn) =>
        `${checkIn.createdAt.slice(0, 10)} ${checkIn.mood} ${moodEmoji[checkIn.mood]} ${checkIn.note}`.trim(),
      );
      return async (writer: DraftWriter): Promise<GoalPlan> => {
        const draft = await generation.ask(
          resolved,
          caller,
          {
            schema: goalDraftSchema(weeks),
            name: "goal_plan",
            system: [
              "You are a goal coach revising a plan with the person's progress and check-ins.",
              `This is week ${week}. Plan the remaining work from week ${week} to week ${weeks}: move, split or drop open tasks as progress and mood suggest.`,
              "Done tasks are kept as they are; do not list them again.",
              planRules(weeks),
            ].join(" "),
            prompt: [
              {
                role: "user",
                content: [
                  `Goal: ${plan.goal}`,
                  `Where I started: ${plan.currentState || "(not said)"}`,
                  `Plan so far: ${JSON.stringify(status)}`,
                  `Check-ins: ${checkIns.join("\n") || "(none)"}`,
                ].join("\n"),
              },
            ],
          },
          writer,
        );
        return keep(
          caller,
          {
            ...plan,
            title: draft.title.trim(),
            summary: draft.summary.trim(),
            revision: plan.revision + 1,
            milestones: mergeRevision(plan.milestones, draft.milestones),
          },
          plan.id,
        );
      };
    },
  };
}
