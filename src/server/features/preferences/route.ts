import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { type AppEnv, requireAccount } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import { userPreference } from "@/server/platform/db/schema/account-data";
import { validate } from "@/server/platform/http/validate";
import { type Preferences, preferencesPatchSchema } from "@/shared/preferences";

const defaults: Preferences = {
  favoriteTools: [],
  recentTools: [],
  cookieConsent: null,
  cookieConsentAt: null,
  assistantEnabled: true,
  theme: "system",
  consentAiTraining: false,
  consentPersonalization: true,
  consentAnalytics: false,
  notifyProductEmails: false,
  notifyPush: false,
  notifySound: true,
};

export async function readPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(userPreference).where(eq(userPreference.userId, userId));
  if (!row) return defaults;
  return {
    favoriteTools: row.favoriteTools as Preferences["favoriteTools"],
    recentTools: row.recentTools as Preferences["recentTools"],
    cookieConsent: row.cookieConsent ?? null,
    cookieConsentAt: row.cookieConsentAt?.toISOString() ?? null,
    assistantEnabled: row.assistantEnabled,
    theme: row.theme,
    consentAiTraining: row.consentAiTraining,
    consentPersonalization: row.consentPersonalization,
    consentAnalytics: row.consentAnalytics,
    notifyProductEmails: row.notifyProductEmails,
    notifyPush: row.notifyPush,
    notifySound: row.notifySound,
  };
}

/** Account preferences (favourite and recent tools, cookie consent, assistant, theme, settings switches); accounts only. */
export function preferencesRoutes({ db }: { db: Db }) {
  return new Hono<AppEnv>()
    .get("/preferences", async (c) => {
      const { user } = requireAccount(c);
      return c.json(await readPreferences(db, user.id));
    })
    .patch("/preferences", validate("json", preferencesPatchSchema), async (c) => {
      const { user } = requireAccount(c);
      const patch = c.req.valid("json");
      const values = {
        ...patch,
        ...(patch.cookieConsent ? { cookieConsentAt: new Date() } : {}),
      };
      await db
        .insert(userPreference)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: userPreference.userId, set: values });
      return c.json(await readPreferences(db, user.id));
    });
}
