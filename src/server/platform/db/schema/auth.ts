import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/**
 * An account's name and address as words for the admin search: the address split at '@', '.',
 * '+', '_' and '-' (else the parser keeps it as one token), so "example" finds every account
 * at example.com.
 */
export const accountSearchable = (name: AnyPgColumn, email: AnyPgColumn) =>
  sql`to_tsvector('simple', ${name} || ' ' || translate(${email}, '@.+_-', '     '))`;

// Tables in the shape better-auth's Drizzle adapter expects (model names user, session,
// account, verification, rateLimit, twoFactor), plus `isAnonymous` for guests, `twoFactorEnabled`
// for two-factor sign-in, the admin plugin's `role` and `banned` (a disabled account; its
// `banReason`, `banExpires` and the session's `impersonatedBy` are the plugin's, unused by
// Bismo) and our `plan` and `language`.
export const user = pgTable(
  "user",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    isAnonymous: boolean().notNull().default(false),
    twoFactorEnabled: boolean().notNull().default(false),
    plan: text().notNull().default("free"),
    /** "admin" or "user"; `ADMIN_EMAILS` makes an account admin whatever this says (auth/roles.ts). */
    role: text().notNull().default("user"),
    /** Disabled by an admin: no session can be started (the admin plugin checks it). */
    banned: boolean().notNull().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    /** The language the account chose (src/shared/i18n/locales.ts) for its screens and e-mails; null: the browser's. */
    language: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The admin area's accounts (guests are not listed): keyset pages, newest first...
    index("user_listed_created_idx")
      .on(table.createdAt, table.id)
      .where(sql`${table.isAnonymous} = false`),
    // ...and its search, by the words of the name and of the address.
    index("user_listed_search_idx")
      .using("gin", accountSearchable(table.name, table.email))
      .where(sql`${table.isAnonymous} = false`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    ipAddress: text(),
    userAgent: text(),
    impersonatedBy: text(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/** Shared by better-auth's limiter and our own (`http/rate-limit.ts`), so limits hold across restarts and instances. */
export const rateLimit = pgTable("rate_limit", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

/**
 * Bismo's own counters: request limits per window, wrong passwords per account, used sign-in
 * codes. Apart from better-auth's `rate_limit`, whose limiter deletes every row older than its
 * longest window (ten minutes) and would end an hour's limit or a day's count early.
 * `lastRequest` is when the window began, or the last failure, as each user of a key says.
 */
export const limitCounter = pgTable("limit_counter", {
  key: text().primaryKey(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

/**
 * An account's authenticator (TOTP) secret and backup codes, both encrypted with the server
 * secret by better-auth's twoFactor plugin. `verified` is false from setup until the first right
 * code; failed codes are counted here for the plugin's lockout.
 */
export const twoFactor = pgTable("two_factor", {
  id: text().primaryKey(),
  secret: text().notNull(),
  backupCodes: text().notNull(),
  userId: text()
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  verified: boolean().notNull().default(true),
  failedVerificationCount: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
});
