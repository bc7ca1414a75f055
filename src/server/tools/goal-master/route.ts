import { Hono } from "hono";
import { type AppEnv, requireAccount } from "@/server/features/auth/session";
import { goalPlan } from "@/server/platform/db/schema/tool-results";
import { resultStream } from "@/server/platform/http/result-stream";
import { validate, validId } from "@/server/platform/http/validate";
import { generationCaller, toolGeneration } from "@/server/tools/generation";
import { toolServer } from "@/server/tools/panel-tool";
import { asStored, notYours, savedResultRoutes } from "@/server/tools/saved-result-routes";
import {
  adjustGoalPlanRequestSchema,
  adjustGuestPlanRequestSchema,
  generateGoalPlanRequestSchema,
  goalMaster,
  goalPlanInputSchema,
  goalPlanSummary,
} from "@/shared/tools/goal-master";
import { goalService } from "./service";

const notFound = () => notYours("plan");

/**
 * POST /goal-plans/generate, PUT /goal-plans/:id (ticks and check-ins), POST
 * /goal-plans/:id/adjust (an account's plan, revised in place), POST /goal-plans/adjust (a
 * guest's plan, sent whole), and the account's list, one plan and delete.
 */
export const goalMasterServer = toolServer(goalMaster, (deps) => {
  const service = goalService(deps.db, toolGeneration(deps, goalMaster.id));
  return new Hono<AppEnv>()
    .post("/goal-plans/generate", validate("json", generateGoalPlanRequestSchema), async (c) => {
      const caller = generationCaller(c);
      const run = await service.prepare(c.req.valid("json"), caller);
      return resultStream(deps.logger, caller.signal, run);
    })
    .post("/goal-plans/adjust", validate("json", adjustGuestPlanRequestSchema), async (c) => {
      const caller = generationCaller(c);
      const { plan, ...request } = c.req.valid("json");
      // An account's plans are revised by id, so a stored plan is never overwritten from a copy.
      const run = await service.prepareAdjustment(plan, request, { ...caller, accountId: null });
      return resultStream(deps.logger, caller.signal, run);
    })
    .post(
      "/goal-plans/:id/adjust",
      validId(notFound),
      validate("json", adjustGoalPlanRequestSchema),
      async (c) => {
        const { user } = requireAccount(c);
        const plan = await service.store(user.id).get(c.req.valid("param").id);
        if (!plan) throw notFound();
        const caller = generationCaller(c);
        const run = await service.prepareAdjustment(plan, c.req.valid("json"), caller);
        return resultStream(deps.logger, caller.signal, run);
      },
    )
    .put("/goal-plans/:id", validId(notFound), validate("json", goalPlanInputSchema), async (c) => {
      const { user } = requireAccount(c);
      const owner = service.store(user.id);
      const id = c.req.valid("param").id;
      const plan = await owner.get(id);
      if (!plan) throw notFound();
      const { milestones, checkIns } = c.req.valid("json");
      const { id: _id, createdAt: _created, updatedAt: _updated, ...content } = plan;
      const saved = await owner.replace(id, plan.title, { ...content, milestones, checkIns });
      if (!saved) throw notFound();
      return c.json(saved);
    })
    .route(
      "/",
      savedResultRoutes(deps.db, {
        path: "goal-plans",
        table: goalPlan,
        noun: "plan",
        summaries: (plans) => plans.map(goalPlanSummary),
        complete: asStored,
      }),
    );
});
