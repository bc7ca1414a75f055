import { boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";

export type CookieConsent = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
};

/** What follows a signed-in user across devices: workbench favourites and recents, cookie choice, settings switches. */
export const userPreference = pgTable("user_preference", {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  favoriteTools: jsonb().$type<string[]>().notNull().default([]),
  recentTools: jsonb().$type<string[]>().notNull().default([]),
  cookieConsent: jsonb().$type<CookieConsent>(),
  cookieConsentAt: timestamp({ withTimezone: true }),
  assistantEnabled: boolean().notNull().default(true),
  theme: text({ enum: ["system", "light", "dark"] })
    .notNull()
    .default("system"),
  // The settings page's switches. Consent to anything beyond the service itself starts off
  // (GDPR Art. 7: consent is given, never assumed), product news included.
  consentAiTraining: boolean().notNull().default(false),
  consentPersonalization: boolean().notNull().default(true),
  consentAnalytics: boolean().notNull().default(false),
  notifyProductEmails: boolean().notNull().default(false),
  notifyPush: boolean().notNull().default(false),
  notifySound: boolean().notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * The profile behind the settings page. The account's full name stays in `user.name` (menus,
 * e-mails), kept equal to first + last name; the e-mail and the language live on `user` only.
 */
export const userProfile = pgTable("user_profile", {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  firstName: text().notNull(),
  lastName: text().notNull().default(""),
  phone: text().notNull().default(""),
  timezone: text(),
  updatedAt: updatedAt(),
});

export const toolSuggestion = pgTable(
  "tool_suggestion",
  {
    id: text().primaryKey(),
    userId: text().references(() => user.id, { onDelete: "cascade" }),
    text: text().notNull(),
    createdAt: createdAt(),
    /** When an admin marked it handled in the admin area's inbox; null while it waits. */
    handledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("tool_suggestion_created_idx").on(table.createdAt),
    index("tool_suggestion_user_idx").on(table.userId),
  ],
);
