import { Hono } from "hono";
import type { Auth } from "@/server/features/auth/auth";
import { type AppEnv, forwardCookies, requireAccount } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import { AppError } from "@/server/platform/http/errors";
import { validate } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import { profilePatchSchema } from "@/shared/profile";
import { readProfile, saveProfile } from "./profile-store";

/** The settings page's profile: names, phone, time zone, language (the e-mail changes through better-auth). */
export function profileRoutes({ db, auth }: { db: Db; auth: Auth }) {
  const profileOf = async (userId: string) => {
    const profile = await readProfile(db, userId);
    if (!profile)
      throw new AppError(
        "unauthorized",
        msg({ id: "errors.signIn", defaultMessage: "Please sign in to do this." }),
      );
    return profile;
  };

  return new Hono<AppEnv>()
    .get("/account/profile", async (c) => {
      const { user } = requireAccount(c);
      return c.json(await profileOf(user.id));
    })
    .patch("/account/profile", validate("json", profilePatchSchema), async (c) => {
      const { user } = requireAccount(c);
      const patch = c.req.valid("json");
      const saved = await saveProfile(db, await profileOf(user.id), user.id, patch);
      if (
        patch.firstName !== undefined ||
        patch.lastName !== undefined ||
        patch.language !== undefined
      ) {
        // The session cookie caches the user for a minute; renew it so menus show the new name,
        // and answers come in the new language, now.
        const { headers } = await auth.api.getSession({
          headers: c.req.raw.headers,
          query: { disableCookieCache: true },
          returnHeaders: true,
        });
        forwardCookies(c, headers);
      }
      return c.json(saved);
    });
}
