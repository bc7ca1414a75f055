import { z } from "zod";
import { toolIdSchema } from "./tools/registry";

export const cookieConsentSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  personalization: z.boolean(),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;

/** What follows a signed-in user across devices (guests keep the same in local storage). */
export const preferencesSchema = z.object({
  favoriteTools: z.array(toolIdSchema),
  recentTools: z.array(toolIdSchema),
  cookieConsent: cookieConsentSchema.nullable(),
  cookieConsentAt: z.iso.datetime().nullable(),
  assistantEnabled: z.boolean(),
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
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one preference to change.");
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;
