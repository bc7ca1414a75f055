import { z } from "zod";
import { toolIdSchema } from "./tools/registry";

export const cookieConsentSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  personalization: z.boolean(),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;

const themeChoices = ["system", "light", "dark"] as const;
const themeChoiceSchema = z.enum(themeChoices, { error: "Choose system, light or dark." });
export type ThemeChoice = z.infer<typeof themeChoiceSchema>;

/** The settings page's switches (spec: consent and notification toggles), with the spec's defaults. */
const settingSwitches = {
  consentAiTraining: z.boolean(),
  consentPersonalization: z.boolean(),
  consentAnalytics: z.boolean(),
  notifyProductEmails: z.boolean(),
  notifyPush: z.boolean(),
  notifySound: z.boolean(),
};

/** What follows a signed-in user across devices (guests keep the same in local storage). */
export const preferencesSchema = z.object({
  favoriteTools: z.array(toolIdSchema),
  recentTools: z.array(toolIdSchema),
  cookieConsent: cookieConsentSchema.nullable(),
  cookieConsentAt: z.iso.datetime().nullable(),
  assistantEnabled: z.boolean(),
  theme: themeChoiceSchema,
  ...settingSwitches,
});
export type Preferences = z.infer<typeof preferencesSchema>;

const uniqueTools = (max: number) =>
  z
    .array(toolIdSchema)
    .max(max, `at most ${max} tools`)
    .refine((ids) => new Set(ids).size === ids.length, "each tool only once");

export const preferencesPatchSchema = z
  .object({
    favoriteTools: uniqueTools(23),
    recentTools: uniqueTools(23),
    cookieConsent: cookieConsentSchema,
    assistantEnabled: z.boolean(),
    theme: themeChoiceSchema,
    ...settingSwitches,
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one preference to change.");
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;
