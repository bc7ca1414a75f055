import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@/server/http/app-env";
import { type CurrentUser, planIdSchema } from "@/shared/auth";

export function accountRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>().get("/me", (c) => {
    const session = c.get("session");
    if (!session) return c.json({ user: null });
    const { user } = session;
    const current: CurrentUser = {
      id: user.id,
      name: user.name,
      email: user.isAnonymous ? "" : user.email,
      isGuest: Boolean(user.isAnonymous),
      plan: planIdSchema.catch("free").parse(user.plan),
    };
    return c.json({ user: current });
  });
}
