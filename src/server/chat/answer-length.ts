import type { SessionData } from "@/server/auth/auth";
import { planIdSchema } from "@/shared/auth";
import { answerTokenLimits } from "@/shared/plans";

/**
 * How many tokens the answer may have: the caller's own limit, held to the plan's (guests and
 * visitors have the smallest). A caller's 200,000 must not reach the provider unchanged: the
 * answer's cost is the operator's.
 */
export function answerTokens(requested: number | undefined, session: SessionData | null): number {
  const limit =
    !session || session.user.isAnonymous
      ? answerTokenLimits.guest
      : answerTokenLimits[planIdSchema.catch("free").parse(session.user.plan)];
  return Math.min(requested ?? limit, limit);
}
