import { and, asc, eq, getTableColumns, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import {
  conversation,
  type MessageAttachment,
  message,
} from "@/server/platform/db/schema/workbench";
import { historyPageSize, type MessageStatus, type StoredMessage } from "@/shared/chat";
import type { CitedSource } from "@/shared/documents";
import type { ToolId } from "@/shared/tools/registry";
import { searchConversations } from "./conversation-search";
import { exchangeStatements, saveExchangeStatements } from "./exchange-statements";
import { afterCursor, cursorTime, newestFirst, page, readCursor } from "./history-cursor";
import { summary } from "./summaries";

type MessageRow = typeof message.$inferSelect;

/** The answer a model is writing: stored before its first word, filled in as it streams. */
export type AnswerBegun = {
  id: string;
  modelId: string;
  modelDisplayName: string;
  createdAt: Date;
  /** The passages the answer cites by number, when it was grounded in documents. */
  sources?: CitedSource[];
};

export type QuestionToSave = {
  id: string;
  content: string;
  attachments: MessageAttachment[];
  createdAt: Date;
};

function storedMessage(row: MessageRow): StoredMessage {
  const parts: StoredMessage["parts"] = [];
  if (row.content) parts.push({ type: "text", text: row.content });
  for (const file of row.attachments) {
    if (!file.uploadId) continue;
    parts.push({
      type: "file",
      mediaType: file.mediaType,
      filename: file.name,
      url: `/api/uploads/${file.uploadId}`,
    });
  }
  return {
    id: row.id,
    role: row.role,
    parts,
    metadata: {
      createdAt: row.createdAt.toISOString(),
      modelId: row.modelId ?? undefined,
      modelDisplayName: row.modelDisplayName ?? undefined,
      status: row.status,
      errorMessage: row.errorMessage ?? undefined,
      ...(row.inputTokens !== null || row.outputTokens !== null
        ? {
            usage: {
              inputTokens: row.inputTokens ?? undefined,
              outputTokens: row.outputTokens ?? undefined,
            },
          }
        : {}),
      sources: row.sources ?? undefined,
    },
  };
}

/** One account's conversations; every query carries the owner's id. */
export function conversationStore(db: Db, userId: string) {
  const statements = exchangeStatements(db);
  const owned = (id: string) => and(eq(conversation.id, id), eq(conversation.userId, userId));
  const ownedMessages = (conversationId: string) =>
    and(eq(message.conversationId, conversationId), eq(message.userId, userId));

  /** One page of the account's conversations (of one tool), newest first. */
  async function list(toolId?: ToolId, cursor?: string) {
    const rows = await db
      .select({ ...getTableColumns(conversation), at: cursorTime })
      .from(conversation)
      .where(
        and(
          eq(conversation.userId, userId),
          toolId ? eq(conversation.toolId, toolId) : undefined,
          afterCursor(cursor ? readCursor(cursor) : undefined),
        ),
      )
      .orderBy(...newestFirst)
      .limit(historyPageSize + 1);
    const found = page(rows);
    return { conversations: found.rows.map(summary), nextCursor: found.nextCursor };
  }

  return {
    list,

    /** One page of the conversations whose title or messages hold every word of `text`. */
    search: (text: string, options: { toolId?: ToolId; cursor?: string } = {}) =>
      searchConversations(db, userId, text, options),

    /** Every conversation of a tool with its messages, newest first (Export History). */
    async exportAll(toolId: ToolId) {
      const conversations = (
        await db
          .select()
          .from(conversation)
          .where(and(eq(conversation.userId, userId), eq(conversation.toolId, toolId)))
          .orderBy(...newestFirst)
      ).map(summary);
      const ids = conversations.map((entry) => entry.id);
      const rows =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(message)
              .where(and(eq(message.userId, userId), inArray(message.conversationId, ids)))
              .orderBy(asc(message.createdAt));
      return conversations.map((entry) => ({
        conversation: entry,
        messages: rows.filter((row) => row.conversationId === entry.id).map(storedMessage),
      }));
    },

    async get(id: string) {
      const [row] = await db.select().from(conversation).where(owned(id));
      if (!row) return undefined;
      const messages = await db
        .select()
        .from(message)
        .where(ownedMessages(id))
        .orderBy(asc(message.createdAt));
      return { conversation: summary(row), messages: messages.map(storedMessage) };
    },

    async remove(id: string): Promise<boolean> {
      const deleted = await db
        .delete(conversation)
        .where(owned(id))
        .returning({ id: conversation.id });
      return deleted.length > 0;
    },

    /** Whether `id` is free to create, this owner's, or someone else's (who is not revealed). */
    async ownership(id: string): Promise<"new" | "mine" | "taken"> {
      const [row] = await statements.owner.execute({ id });
      if (!row) return "new";
      return row.userId === userId ? "mine" : "taken";
    },

    /** Creates conversation `id`; false when the id was taken meanwhile. */
    async create(id: string, toolId: ToolId, title: string, at = new Date()): Promise<boolean> {
      const created = await db
        .insert(conversation)
        .values({ id, userId, toolId, title, lastMessageAt: at })
        .onConflictDoNothing()
        .returning({ id: conversation.id });
      return created.length > 0;
    },

    /** Saves the user's message once (a resend of the same id changes nothing). */
    async saveUserMessage(
      conversationId: string,
      entry: { id: string; content: string; attachments: MessageAttachment[] },
    ) {
      await db
        .insert(message)
        .values({ ...entry, conversationId, userId, role: "user", createdAt: new Date() })
        .onConflictDoNothing();
    },

    /**
     * Saves the user's message (once: a resend of the same id changes nothing) and, after it,
     * the answer begun: empty and marked interrupted until `updateAnswer` says otherwise, so an
     * answer cut off by a crash reads as interrupted, with the text saved so far. With `create`,
     * the conversation is created with them, else moved up the list (its last message is the
     * answer); one statement either way. False, saving nothing, when the conversation to create
     * was taken meanwhile, or the one to move up is gone or someone else's.
     */
    async saveExchange(
      conversationId: string,
      question: QuestionToSave,
      answer: AnswerBegun,
      create?: { toolId: ToolId; title: string },
    ): Promise<boolean> {
      const values = {
        conversationId,
        userId,
        questionId: question.id,
        question: question.content,
        attachments: JSON.stringify(question.attachments),
        askedAt: question.createdAt,
        answerId: answer.id,
        modelId: answer.modelId,
        modelDisplayName: answer.modelDisplayName,
        sources: answer.sources ? JSON.stringify(answer.sources) : null,
        answeredAt: answer.createdAt,
      };
      const saved = create
        ? await saveExchangeStatements.creating(db, { ...values, ...create })
        : await saveExchangeStatements.touching(db, values);
      return saved.length > 0;
    },

    /** The answer's text so far, or its end (`status`, and the reason when it failed). */
    async updateAnswer(
      conversationId: string,
      id: string,
      update: {
        content: string;
        status?: MessageStatus;
        errorMessage?: string;
        /** What the provider counted, when it said. */
        usage?: { inputTokens?: number; outputTokens?: number };
      },
    ) {
      const answer = { conversationId, userId, id, content: update.content };
      if (!update.status) return void (await statements.answerText.execute(answer));
      await statements.answerEnd.execute({
        ...answer,
        status: update.status,
        errorMessage: update.errorMessage,
        inputTokens: update.usage?.inputTokens,
        outputTokens: update.usage?.outputTokens,
      });
    },

    /** For Regenerate: removes the answers given after the user's message `userMessageId`. */
    async dropAnswersAfter(conversationId: string, userMessageId: string) {
      const asked = db
        .select({ createdAt: message.createdAt })
        .from(message)
        .where(and(ownedMessages(conversationId), eq(message.id, userMessageId)));
      await db
        .delete(message)
        .where(
          and(
            ownedMessages(conversationId),
            eq(message.role, "assistant"),
            gt(message.createdAt, sql`(${asked})`),
          ),
        );
    },
  };
}

export type ConversationStore = ReturnType<typeof conversationStore>;
