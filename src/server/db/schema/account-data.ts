import { boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";

export type CookieConsent = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
};

/** What follows a signed-in user across devices: workbench favourites and recents, cookie choice. */
export const userPreference = pgTable("user_preference", {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  favoriteTools: jsonb().$type<string[]>().notNull().default([]),
  recentTools: jsonb().$type<string[]>().notNull().default([]),
  cookieConsent: jsonb().$type<CookieConsent>(),
  cookieConsentAt: timestamp({ withTimezone: true }),
  assistantEnabled: boolean().notNull().default(true),
  updatedAt: updatedAt(),
});

export const toolSuggestion = pgTable(
  "tool_suggestion",
  {
    id: text().primaryKey(),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("tool_suggestion_created_idx").on(table.createdAt)],
);
