import { z } from "zod";
import { locales } from "./i18n/locales";
import { textField } from "./text";

export const passwordRules = { minLength: 8, maxLength: 128 } as const;
export const accountNameRules = { maxLength: 100 } as const;

/** The full name given at sign-up (and on profile updates): required, trimmed, capped. */
export const accountNameSchema = textField({ error: "Please enter your full name." })
  .trim()
  .min(1, "Please enter your full name.")
  .max(
    accountNameRules.maxLength,
    `Keep your name to ${accountNameRules.maxLength} characters or fewer.`,
  );

export const planIdSchema = z.enum(["free", "pro", "advanced"]);
export type PlanId = z.infer<typeof planIdSchema>;

/** "admin" opens the admin area (/admin); every other account and guest is a "user". */
export const roleSchema = z.enum(["user", "admin"]);
export type Role = z.infer<typeof roleSchema>;

/** What `GET /api/me` answers: the signed-in (or guest) user, or null. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isGuest: z.boolean(),
  plan: planIdSchema,
  role: roleSchema,
  /** The language the account chose, if it chose one (a guest's lives in a cookie). */
  language: z.enum(locales).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * `POST /api/auth/confirm-email`: the token from the e-mailed /confirm link. `switchAccount` says
 * the person agreed to leave the session this browser has for the account the link confirms.
 */
export const confirmEmailSchema = z
  .object({
    token: z.string().min(1, "The link has no token.").max(4096, "This link is not valid."),
    switchAccount: z.boolean().optional(),
  })
  .strict();

/** `POST /api/auth/unlock-sign-in`: the token from the link mailed while signing in is paused. */
export const unlockSignInSchema = z
  .object({
    token: z.string().min(1, "The link has no token.").max(256, "This link is not valid."),
  })
  .strict();
