import { Hono } from "hono";
import type { Auth } from "@/server/features/auth/auth";
import { currentStanding, effectiveRole } from "@/server/features/auth/roles";
import type { AppEnv } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import { type CurrentUser, planIdSchema } from "@/shared/auth";
import { isLocale } from "@/shared/i18n/locales";
import { deleteAccountRoutes } from "./delete-route";
import type { DeckToPptx } from "./export-archive";
import { exportRoutes } from "./export-route";
import { profileRoutes } from "./profile-route";
import { sessionsRoutes } from "./sessions-route";
import { twoFactorRoutes } from "./two-factor-route";

/** `deckToPptx`: the presentation builder's .pptx export, for the decks in 'Download my data'. */
export function accountRoutes(
  deps: { db: Db; env: Env; auth: Auth; storage: FileStorage },
  deckToPptx: DeckToPptx,
) {
  return new Hono<AppEnv>()
    .get("/me", async (c) => {
      const session = c.get("session");
      if (!session) return c.json({ user: null });
      const { user } = session;
      // Plan and role from the row, not the session's cookie cache: an admin's change shows at
      // once. The session itself was confirmed in the database for this request
      // (auth/session-check.ts): an account deleted or disabled meanwhile has none.
      const standing = await currentStanding(deps.db, user.id);
      if (!standing || standing.banned) return c.json({ user: null });
      const current: CurrentUser = {
        id: user.id,
        name: user.name,
        email: user.isAnonymous ? "" : user.email,
        isGuest: Boolean(user.isAnonymous),
        plan: planIdSchema.catch("free").parse(standing.plan),
        role: effectiveRole(standing, deps.env.ADMIN_EMAILS),
        language: isLocale(standing.language) ? standing.language : null,
      };
      return c.json({ user: current });
    })
    .route("/", profileRoutes(deps))
    .route("/", sessionsRoutes(deps))
    .route("/", twoFactorRoutes(deps))
    .route("/", exportRoutes(deps, deckToPptx))
    .route("/", deleteAccountRoutes(deps));
}
