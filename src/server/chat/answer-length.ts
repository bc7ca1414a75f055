import { eq } from "drizzle-orm";
import type { SessionData } from "@/server/auth/auth";
import type { Db } from "@/server/db/client";
import { user } from "@/server/db/schema/auth";
import { type PlanId, planIdSchema } from "@/shared/auth";
import { answerTokenLimits } from "@/shared/plans";

/**
 * The caller's plan as the database holds it now ("guest" for guests and visitors): not the
 * session's cookie cache, which may be a minute old, so an admin's change applies to the next
 * message.
 */
export async function callerPlan(db: Db, session: SessionData | null): Promise<PlanId | "guest"> {
  if (!session || session.user.isAnonymous) return "guest";
  const [row] = await db.select({ plan: user.plan }).from(user).where(eq(user.id, session.user.id));
  return planIdSchema.catch("free").parse(row?.plan);
}

/**
 * How many tokens the answer may have: the caller's own limit, held to the plan's (guests and
 * visitors have the smallest). A caller's 200,000 must not reach the provider unchanged: the
 * answer's cost is the operator's.
 */
export function answerTokens(requested: number | undefined, plan: PlanId | "guest"): number {
  const limit = answerTokenLimits[plan];
  return Math.min(requested ?? limit, limit);
}
