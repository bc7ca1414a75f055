import { type ResultStreamHandlers, readResultStream } from "@/client/api/result-stream";
import { accountResults, guestResults, savedResultHooks } from "@/client/lib/saved-results";
import { sessionFetch } from "@/client/lib/session-gate";
import {
  type GenerateGoalPlanRequest,
  type GoalDraft,
  type GoalPlan,
  type GoalPlanSummary,
  goalMaster,
  goalPlanSchema,
  goalPlanSummary,
} from "@/shared/tools/goal-master";

/** An account's plans (/api/goal-plans) or a guest's (this browser). */
export const plans = savedResultHooks<GoalPlan, GoalPlanSummary>(goalMaster.id, {
  account: accountResults("goal-plans"),
  guest: guestResults(goalMaster.id, goalPlanSchema, goalPlanSummary),
});

type Handlers = ResultStreamHandlers<Partial<GoalDraft>>;

const stream = (path: string, body: unknown, handlers: Handlers, signal: AbortSignal) =>
  readResultStream<GoalPlan, Partial<GoalDraft>>(
    sessionFetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal,
    }),
    handlers,
  );

/** POST /api/goal-plans/generate */
export const generatePlan = (
  request: GenerateGoalPlanRequest,
  handlers: Handlers,
  signal: AbortSignal,
) => stream("/api/goal-plans/generate", request, handlers, signal);

/** 'Adjust plan': an account's plan by id (revised in place), a guest's sent whole. */
export function adjustPlan(
  plan: GoalPlan,
  request: { model: string; today: string },
  isAuthenticated: boolean,
  handlers: Handlers,
  signal: AbortSignal,
) {
  return isAuthenticated
    ? stream(`/api/goal-plans/${encodeURIComponent(plan.id)}/adjust`, request, handlers, signal)
    : stream("/api/goal-plans/adjust", { ...request, plan }, handlers, signal);
}

/** The person's today as YYYY-MM-DD, in their own time zone. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
