import { api } from "@/client/api/http";
import { type ResultStreamHandlers, readResultStream } from "@/client/api/result-stream";
import { toolResults } from "@/client/lib/saved-results";
import {
  type GenerateGoalPlanRequest,
  type GoalDraft,
  type GoalPlan,
  goalMaster,
  goalPlanSchema,
  goalPlanSummary,
} from "@/shared/tools/goal-master";

/** An account's plans (/api/goal-plans) or a guest's (this browser). */
export const plans = toolResults(goalMaster.id, api["goal-plans"], goalPlanSchema, goalPlanSummary);

type Handlers = ResultStreamHandlers<Partial<GoalDraft>>;
const routes = api["goal-plans"];

/** POST /api/goal-plans/generate */
export const generatePlan = (
  request: GenerateGoalPlanRequest,
  handlers: Handlers,
  signal: AbortSignal,
) =>
  readResultStream(
    routes.generate.$post({ json: request }, { init: { signal } }),
    goalPlanSchema,
    handlers,
  );

/** 'Adjust plan': an account's plan by id (revised in place), a guest's sent whole. */
export function adjustPlan(
  plan: GoalPlan,
  request: { model: string; today: string },
  isAuthenticated: boolean,
  handlers: Handlers,
  signal: AbortSignal,
) {
  const options = { init: { signal } };
  const adjusted = isAuthenticated
    ? routes[":id"].adjust.$post({ param: { id: plan.id }, json: request }, options)
    : routes.adjust.$post({ json: { ...request, plan } }, options);
  return readResultStream(adjusted, goalPlanSchema, handlers);
}

/** The person's today as YYYY-MM-DD, in their own time zone. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
