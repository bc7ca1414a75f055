import { Hono } from "hono";
import { effectiveRole } from "@/server/features/admin/roles";
import type { AppDeps, AppEnv } from "@/server/platform/http/app-env";
import { type CurrentUser, planIdSchema } from "@/shared/auth";
import { deleteAccountRoutes } from "./delete-route";
import type { DeckToPptx } from "./export-archive";
import { exportRoutes } from "./export-route";
import { profileRoutes } from "./profile-route";
import { sessionsRoutes } from "./sessions-route";
import { twoFactorRoutes } from "./two-factor-route";

/** `deckToPptx`: the presentation builder's .pptx export, for the decks in 'Download my data'. */
export function accountRoutes(deps: AppDeps, deckToPptx: DeckToPptx) {
  return new Hono<AppEnv>()
    .get("/me", async (c) => {
      // Confirmed against the database for this request (auth/session-check.ts): an account
      // deleted or disabled meanwhile has none, and plan and role are the row's.
      const session = c.get("session");
      if (!session) return c.json({ user: null });
      const { user } = session;
      const current: CurrentUser = {
        id: user.id,
        name: user.name,
        email: user.isAnonymous ? "" : user.email,
        isGuest: Boolean(user.isAnonymous),
        plan: planIdSchema.catch("free").parse(user.plan),
        role: effectiveRole(
          {
            role: user.role ?? "user",
            email: user.email,
            emailVerified: user.emailVerified,
            isAnonymous: Boolean(user.isAnonymous),
            banned: Boolean(user.banned),
          },
          deps.env.ADMIN_EMAILS,
        ),
      };
      return c.json({ user: current });
    })
    .route("/", profileRoutes(deps))
    .route("/", sessionsRoutes(deps))
    .route("/", twoFactorRoutes(deps))
    .route("/", exportRoutes(deps, deckToPptx))
    .route("/", deleteAccountRoutes(deps));
}
