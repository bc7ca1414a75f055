import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@/server/http/app-env";
import { type CurrentUser, planIdSchema } from "@/shared/auth";
import { deleteAccountRoutes } from "./delete-route";
import { exportRoutes } from "./export-route";
import { profileRoutes } from "./profile-route";
import { sessionsRoutes } from "./sessions-route";
import { twoFactorRoutes } from "./two-factor-route";

export function accountRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/me", (c) => {
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
    })
    .route("/", profileRoutes(deps))
    .route("/", sessionsRoutes(deps))
    .route("/", twoFactorRoutes(deps))
    .route("/", exportRoutes(deps))
    .route("/", deleteAccountRoutes(deps));
}
