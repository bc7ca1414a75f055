import { type SQL, sql } from "drizzle-orm";
import { conversation } from "@/server/platform/db/schema/workbench";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import { historyPageSize } from "@/shared/chat";

/**
 * Where a page of the history ends: its last conversation's `last_message_at` as PostgreSQL
 * wrote it (microseconds, which a JavaScript date would cut) and its id. The next page starts
 * after that pair in the index's own order, so it costs the page, not the pages before it.
 */
type Cursor = { at: string; id: string };

export const badCursor = () =>
  new AppError(
    "bad_request",
    msg({
      id: "errors.conversations.badCursor",
      defaultMessage: "This page of the history does not exist: load the list again.",
    }),
  );

export function readCursor(text: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown[];
    if (typeof at === "string" && typeof id === "string" && !Number.isNaN(Date.parse(at)))
      return { at, id };
  } catch {}
  throw badCursor();
}

/** The exact time the cursor needs, to select beside each row. */
export const cursorTime = sql<string>`${conversation.lastMessageAt}::text`;

/** Rows after the cursor, newest first (index conversation_user_tool_last_idx). */
export const afterCursor = (cursor?: Cursor): SQL | undefined =>
  cursor
    ? sql`(${conversation.lastMessageAt}, ${conversation.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined;

export const newestFirst = [sql`${conversation.lastMessageAt} desc`, sql`${conversation.id} desc`];

/**
 * A page from rows read one beyond the page size (`historyPageSize + 1`): the page, and the
 * cursor after it when that extra row says there is more.
 */
export function page<Row extends { id: string; at: string }>(rows: Row[]) {
  const shown = rows.slice(0, historyPageSize);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > historyPageSize && last
      ? Buffer.from(JSON.stringify([last.at, last.id])).toString("base64url")
      : null;
  return { rows: shown, nextCursor };
}
