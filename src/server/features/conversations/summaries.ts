import { type SQL, sql } from "drizzle-orm";
import type { conversation } from "@/server/platform/db/schema/workbench";
import { type ConversationSummary, plainText } from "@/shared/chat";
import type { ToolId } from "@/shared/tools/registry";

type ConversationRow = typeof conversation.$inferSelect;

export function summary(row: ConversationRow): ConversationSummary {
  return {
    id: row.id,
    toolId: row.toolId as ToolId,
    // Titles saved before they were made plain text may still hold Markdown.
    title: plainText(row.title),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

/**
 * A text-search query matching every word of `text` as a word or the start of one (`light`
 * finds "lighthouse"), in the 'simple' configuration the indexes use; null when it has no words.
 */
export function searchQuery(text: string): SQL | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 12) ?? [];
  if (words.length === 0) return null;
  return sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(" & ")})`;
}
