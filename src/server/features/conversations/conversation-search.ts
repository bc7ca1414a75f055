import { and, eq, getTableColumns, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import {
  conversation,
  message,
  ownedSearchable,
  ownerTerm,
  searchable,
} from "@/server/platform/db/schema/workbench";
import { historyPageSize, plainText } from "@/shared/chat";
import type { ToolId } from "@/shared/tools/registry";
import { afterCursor, cursorTime, newestFirst, page, readCursor } from "./history-cursor";
import { searchQuery, summary } from "./summaries";

/**
 * One page of an account's conversations whose title or any message holds every word of
 * `text`, newest first, each with the first matching message's words around the match as
 * `excerpt`. The messages are found in one scan of `message_owner_search_idx` for the words
 * and the owner together, so a search costs the account's matches, not the installation's;
 * the titles are tested on the account's own conversations as the page is read.
 */
export async function searchConversations(
  db: Db,
  userId: string,
  text: string,
  { toolId, cursor }: { toolId?: ToolId; cursor?: string },
) {
  const query = searchQuery(text);
  if (!query) return { conversations: [], nextCursor: null };
  const inAccount = sql`${ownedSearchable(message.userId, message.content)} @@ (${query} && ${ownerTerm(userId)})`;
  const matching = db
    .select({ id: message.conversationId })
    .from(message)
    .where(and(eq(message.userId, userId), inAccount));
  const rows = await db
    .select({ ...getTableColumns(conversation), at: cursorTime })
    .from(conversation)
    .where(
      and(
        eq(conversation.userId, userId),
        toolId ? eq(conversation.toolId, toolId) : undefined,
        afterCursor(cursor ? readCursor(cursor) : undefined),
        or(sql`${searchable(conversation.title)} @@ ${query}`, inArray(conversation.id, matching)),
      ),
    )
    .orderBy(...newestFirst)
    .limit(historyPageSize + 1);
  const found = page(rows);
  if (found.rows.length === 0) return { conversations: [], nextCursor: null };
  // The first matching message of each conversation on the page, and its words around the match.
  const first = db
    .selectDistinctOn([message.conversationId], {
      conversationId: message.conversationId,
      content: message.content,
    })
    .from(message)
    .where(
      and(
        eq(message.userId, userId),
        inArray(
          message.conversationId,
          found.rows.map((row) => row.id),
        ),
        inAccount,
      ),
    )
    .orderBy(message.conversationId, message.createdAt)
    .as("first");
  const excerpts = await db
    .select({
      conversationId: first.conversationId,
      excerpt: sql<string>`ts_headline('simple', ${first.content}, ${query},
        'StartSel="", StopSel="", MinWords=4, MaxWords=14, ShortWord=1')`,
    })
    .from(first);
  const excerptOf = new Map(excerpts.map((entry) => [entry.conversationId, entry.excerpt]));
  return {
    conversations: found.rows.map((row) => {
      const excerpt = excerptOf.get(row.id);
      return { ...summary(row), ...(excerpt ? { excerpt: plainText(excerpt) } : {}) };
    }),
    nextCursor: found.nextCursor,
  };
}
