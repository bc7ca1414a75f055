import { Hono } from "hono";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { storedBytes } from "@/server/features/uploads/upload-limits";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { getPlan, type PlansResponse, type UsageResponse } from "@/shared/plans";
import type { Meter } from "./meter";
import { usagePayer } from "./payer";

/**
 * `GET /api/plans`: the catalogue's allowances as this server enforces them (an operator's
 * PLAN_ALLOWANCES included), for the plan pages. `GET /api/account/usage`: the caller's plan
 * and what is used of each allowance, for Billing and the workbench.
 */
export function usageRoutes({ db, env, meter }: { db: Db; env: Env; meter: Meter }) {
  const catalogue: PlansResponse = {
    plans: (["free", "pro", "advanced"] as const).map((id) => ({
      id,
      allowances: meter.allowances[id],
    })),
    guest: meter.allowances.guest,
  };
  return new Hono<AppEnv>()
    .get("/plans", (c) => c.json(catalogue))
    .get("/account/usage", async (c) => {
      const { user } = requireSession(c);
      const [{ plan, meters }, stored] = await Promise.all([
        meter.usage(db, usagePayer(c.get("session"), c.get("clientIp"))),
        storedBytes(db, user.id),
      ]);
      const body: UsageResponse = {
        plan,
        meters,
        storageBytes: stored,
        storageLimitBytes:
          plan === "guest" ? env.GUEST_STORAGE_MAX_BYTES : getPlan(plan).storageBytes,
      };
      return c.json(body);
    });
}
