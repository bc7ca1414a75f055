import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { oncePerDatabase } from "@/server/db/prepared";
import { conversation, message } from "@/server/db/schema/workbench";

const value = sql.placeholder;
/** A placeholder where drizzle's update types take SQL only; the driver gets the value as is. */
const raw = (name: string) => sql`${value(name)}`;

/**
 * The statements every chat message runs (its conversation's owner, the conversation created
 * or moved up, the question and the answer begun, the answer's text and its end), built once
 * per database and prepared once per connection: a message then pays neither for building the
 * SQL nor for PostgreSQL's parsing and planning of it (decision 0019). Each one carries the
 * owner's id, as every query of user data does.
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
    create: db
      .insert(conversation)
      .values({
        id: value("id"),
        userId: value("userId"),
        toolId: value("toolId"),
        title: value("title"),
        lastMessageAt: value("at"),
      })
      .onConflictDoNothing()
      .returning({ id: conversation.id })
      .prepare("bismo_conversation_create"),
    touch: db
      .update(conversation)
      .set({ lastMessageAt: raw("at") })
      .where(and(eq(conversation.id, value("id")), eq(conversation.userId, value("userId"))))
      .prepare("bismo_conversation_touch"),
    saveExchange: db
      .insert(message)
      .values([
        {
          id: value("questionId"),
          conversationId: value("conversationId"),
          userId: value("userId"),
          role: "user",
          content: value("question"),
          attachments: value("attachments"),
          createdAt: value("askedAt"),
        },
        {
          id: value("answerId"),
          conversationId: value("conversationId"),
          userId: value("userId"),
          role: "assistant",
          content: "",
          attachments: [],
          modelId: value("modelId"),
          modelDisplayName: value("modelDisplayName"),
          status: "interrupted",
          sources: value("sources"),
          createdAt: value("answeredAt"),
        },
      ])
      .onConflictDoNothing()
      .prepare("bismo_message_save_exchange"),
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
