import { z } from "zod";
import { type Locale, locales } from "./i18n/locales";
import { textField } from "./text";

export const profileRules = { nameMaxLength: 50, phoneMaxLength: 24 } as const;

/**
 * The languages a profile can choose: the ones Bismo speaks. The account's screens and e-mails
 * follow the choice (src/shared/i18n/locales.ts).
 */
export const profileLanguages = locales;
export type ProfileLanguage = Locale;

/** An IANA zone name such as "Europe/Berlin" or "UTC" that this runtime knows. */
function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const name = (label: string, min: number) =>
  textField()
    .trim()
    .min(min, `Please enter your ${label}.`)
    .max(
      profileRules.nameMaxLength,
      `Keep your ${label} to ${profileRules.nameMaxLength} characters or fewer.`,
    );

const phone = textField()
  .trim()
  .max(
    profileRules.phoneMaxLength,
    `Keep the phone number to ${profileRules.phoneMaxLength} characters or fewer.`,
  )
  .refine(
    (value) => value === "" || /^\+?[0-9 ()./-]+$/.test(value),
    "A phone number may hold digits, spaces, a leading +, and ( ) - / . only.",
  )
  .refine(
    (value) => value === "" || value.replace(/\D/g, "").length >= 5,
    "A phone number needs at least 5 digits.",
  );

/** The profile fields a person edits; an empty phone clears it. */
export const profilePatchSchema = z
  .object({
    firstName: name("first name", 1),
    lastName: name("last name", 0),
    phone,
    timezone: z
      .string()
      .refine(isTimeZone, "Choose a time zone from the list, e.g. Europe/Berlin."),
    language: z.enum(profileLanguages, { error: "Choose a language from the list." }),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one profile field to change.");
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** What `GET /api/account/profile` answers; timezone and language are null until chosen. */
export type Profile = {
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  phone: string;
  timezone: string | null;
  language: ProfileLanguage | null;
  createdAt: string;
};

/** The account's full name (better-auth's `user.name`, shown in menus) from its parts. */
export function fullName(firstName: string, lastName: string): string {
  return [firstName, lastName].filter(Boolean).join(" ");
}
