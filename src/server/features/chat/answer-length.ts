import type { PlanId } from "@/shared/auth";
import { answerTokenLimits } from "@/shared/plans";

/**
 * How many tokens the answer may have: the caller's own limit, held to the plan's (guests and
 * visitors have the smallest). A caller's 200,000 must not reach the provider unchanged: the
 * answer's cost is the operator's.
 */
export function answerTokens(requested: number | undefined, plan: PlanId | "guest"): number {
  const limit = answerTokenLimits[plan];
  return Math.min(requested ?? limit, limit);
}
