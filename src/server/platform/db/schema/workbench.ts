import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { CitedSource } from "@/shared/documents";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";

/** The text-search form of a column, as the search indexes hold it and searches must write it. */
export const searchable = (column: AnyPgColumn) => sql`to_tsvector('simple', ${column})`;

/**
 * A column's text-search form with its owner as one more lexeme (`owner:<id>`, which no word
 * can be: the parser splits at ':'). A search for `word & owner:<id>` then finds one account's
 * matches in one index scan, however many accounts share the word (decision 0032).
 */
export const ownedSearchable = (owner: AnyPgColumn, column: AnyPgColumn) =>
  sql`(array_to_tsvector(array['owner:' || ${owner}]) || to_tsvector('simple', ${column}))`;

/** The query term for `ownedSearchable`'s owner lexeme (quoted: an id is taken as written). */
export const ownerTerm = (ownerId: string) =>
  sql`${`'owner:${ownerId.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`}::tsquery`;

export const conversation = pgTable(
  "conversation",
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    toolId: text().notNull(),
    title: text().notNull(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("conversation_user_last_idx").on(table.userId, table.lastMessageAt),
    // The history list's keyset pages: one account's conversations of one tool, newest first.
    index("conversation_user_tool_last_idx").on(
      table.userId,
      table.toolId,
      table.lastMessageAt,
      table.id,
    ),
    // The target of message's (conversation, owner) key.
    unique("conversation_id_user_unique").on(table.id, table.userId),
    // History search (conversation-store.ts): 'simple' keeps every language's words as written.
    index("conversation_title_search_idx").using("gin", searchable(table.title)),
  ],
);

/** A file sent with a message; `uploadId` points at the `upload` row (and `/api/uploads/<id>`). */
export type MessageAttachment = {
  name: string;
  size: number;
  mediaType: string;
  uploadId?: string;
};

/**
 * A message carries its conversation's owner, and the database holds the pair to the
 * conversation's: no message can sit in another user's conversation, and every message query
 * is scoped by owner in the query itself. Ids come from the client (AI SDK message ids), so
 * they are unique within a conversation, not across them.
 */
export const message = pgTable(
  "message",
  {
    id: text().notNull(),
    conversationId: text().notNull(),
    userId: text().notNull(),
    role: text({ enum: ["user", "assistant"] }).notNull(),
    content: text().notNull(),
    attachments: jsonb().$type<MessageAttachment[]>().notNull().default([]),
    modelId: text(),
    modelDisplayName: text(),
    /** `complete`, or `interrupted` when the stream stopped early, or `error` with the reason in `errorMessage`. */
    status: text({ enum: ["complete", "interrupted", "error"] })
      .notNull()
      .default("complete"),
    errorMessage: text(),
    /** Tokens the provider counted for an answer (prompt and completion), when it said. */
    inputTokens: integer(),
    outputTokens: integer(),
    /** The passages an answer cites by number (Ask My PDF); null for answers that cite none. */
    sources: jsonb().$type<CitedSource[]>(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.id] }),
    foreignKey({
      columns: [table.conversationId, table.userId],
      foreignColumns: [conversation.id, conversation.userId],
    }).onDelete("cascade"),
    index("message_conversation_created_idx").on(table.conversationId, table.createdAt),
    // An account's messages at once (Download my data, erasure).
    index("message_user_created_idx").on(table.userId, table.createdAt),
    index("message_owner_search_idx").using("gin", ownedSearchable(table.userId, table.content)),
  ],
);

/** A file a session uploaded for a chat; the bytes live in storage under `storageKey`. */
export const upload = pgTable(
  "upload",
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    /** The uploader: an account or a guest (anonymous user). */
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    toolId: text().notNull(),
    name: text().notNull(),
    mediaType: text().notNull(),
    size: bigint({ mode: "number" }).notNull(),
    storageKey: text().notNull(),
    /** Text pulled from documents (pdf, docx, xlsx, pptx, text and code files), for the prompt. */
    extractedText: text(),
    createdAt: createdAt(),
  },
  (table) => [index("upload_user_idx").on(table.userId)],
);
