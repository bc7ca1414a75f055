import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";

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
  (table) => [index("conversation_user_last_idx").on(table.userId, table.lastMessageAt)],
);

export type MessageAttachment = { name: string; size: number; mediaType: string };

export const message = pgTable(
  "message",
  {
    id: text().primaryKey(),
    conversationId: text()
      .notNull()
      .references(() => conversation.id, { onDelete: "cascade" }),
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
    createdAt: createdAt(),
  },
  (table) => [index("message_conversation_created_idx").on(table.conversationId, table.createdAt)],
);
