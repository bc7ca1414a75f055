import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import { oncePerDatabase, preparedSql } from "@/server/platform/db/prepared";
import { conversation, message } from "@/server/platform/db/schema/workbench";

const value = sql.placeholder;
/** A placeholder where drizzle's update types take SQL only; the driver gets the value as is. */
const raw = (name: string) => sql`${value(name)}`;

/**
 * The statements every chat message runs (its conversation's owner; below, the exchange saved;
 * here, the answer's text and its end), built once per database and prepared once per
 * connection: a message then pays neither for building the SQL nor for PostgreSQL's parsing
 * and planning of it (decision 0019). Each one carries the owner's id, as every query of user
 * data does.
 */
function prepareStatements(db: Db) {
  const ownedAnswer = and(
    eq(message.conversationId, value("conversationId")),
    eq(message.userId, value("userId")),
    eq(message.id, value("id")),
    eq(message.role, "assistant"),
  );
  return {
    owner: db
      .select({ userId: conversation.userId })
      .from(conversation)
      .where(eq(conversation.id, value("id")))
      .prepare("bismo_conversation_owner"),
    answerText: db
      .update(message)
      .set({ content: raw("content") })
      .where(ownedAnswer)
      .prepare("bismo_message_answer_text"),
    answerEnd: db
      .update(message)
      .set({
        content: raw("content"),
        status: raw("status"),
        errorMessage: raw("errorMessage"),
        inputTokens: raw("inputTokens"),
        outputTokens: raw("outputTokens"),
      })
      .where(ownedAnswer)
      .prepare("bismo_message_answer_end"),
  };
}

/** The database's prepared chat statements. */
export const exchangeStatements = oncePerDatabase(prepareStatements);

/**
 * `written`'s conversation (a data-modifying `with`, which PostgreSQL takes at the top level
 * only) and, for it, the question and the answer begun (empty, marked interrupted): the
 * conversation's write and the messages' in one statement. A resent question (same id) is kept
 * as it was. Rows come back only when the conversation was written.
 */
const withMessages = (written: SQL) => sql`
  with written as (${written})
  insert into message (id, conversation_id, user_id, role, content, attachments, model_id,
    model_display_name, status, sources, created_at)
  select m.id, written.id, ${value("userId")}, m.role, m.content, m.attachments, m.model_id,
    m.model_display_name, m.status, m.sources, m.created_at
  from written
  cross join (values
    (${value("questionId")}, 'user', ${value("question")}, ${value("attachments")}::jsonb,
      null, null, 'complete', null::jsonb, ${value("askedAt")}::timestamptz),
    (${value("answerId")}, 'assistant', '', '[]'::jsonb, ${value("modelId")},
      ${value("modelDisplayName")}, 'interrupted', ${value("sources")}::jsonb,
      ${value("answeredAt")}::timestamptz)
  ) as m (id, role, content, attachments, model_id, model_display_name, status, sources,
    created_at)
  on conflict do nothing
  returning 1`;

/**
 * A message's exchange saved in one statement: with its conversation created (not when the id
 * was taken meanwhile), or with its conversation moved up (not when it is gone or someone
 * else's).
 */
export const saveExchangeStatements = {
  creating: preparedSql<unknown>(
    "bismo_exchange_create",
    withMessages(sql`
      insert into conversation (id, user_id, tool_id, title, last_message_at)
      values (${value("conversationId")}, ${value("userId")}, ${value("toolId")},
        ${value("title")}, ${value("answeredAt")}::timestamptz)
      on conflict do nothing
      returning id`),
  ),
  touching: preparedSql<unknown>(
    "bismo_exchange_touch",
    withMessages(sql`
      update conversation set last_message_at = ${value("answeredAt")}::timestamptz,
        updated_at = now()
      where id = ${value("conversationId")} and user_id = ${value("userId")}
      returning id`),
  ),
};
