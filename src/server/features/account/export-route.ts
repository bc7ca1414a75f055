import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { type AppEnv, requireAccount } from "@/server/features/auth/session";
import { readPreferences } from "@/server/features/preferences/route";
import type { Db } from "@/server/platform/db/client";
import { toolSuggestion } from "@/server/platform/db/schema/account-data";
import { user } from "@/server/platform/db/schema/auth";
import {
  conversationDocument,
  document,
  documentPage,
} from "@/server/platform/db/schema/documents";
import { conversation, message, upload } from "@/server/platform/db/schema/workbench";
import { AppError } from "@/server/platform/http/errors";
import { readProfile } from "./profile-store";

/** 'Download my data' (GDPR Art. 15 and 20): everything Bismo keeps for the account, as one JSON file. */
export function exportRoutes({ db }: { db: Db }) {
  return new Hono<AppEnv>().get("/account/export", async (c) => {
    const { user: owner } = requireAccount(c);
    const id = owner.id;
    const [
      [account],
      profile,
      preferences,
      conversations,
      messages,
      uploads,
      suggestions,
      documents,
      documentLinks,
      documentPages,
    ] = await Promise.all([
      db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          plan: user.plan,
          createdAt: user.createdAt,
        })
        .from(user)
        .where(eq(user.id, id)),
      readProfile(db, id),
      readPreferences(db, id),
      db
        .select()
        .from(conversation)
        .where(eq(conversation.userId, id))
        .orderBy(asc(conversation.createdAt)),
      db.select().from(message).where(eq(message.userId, id)).orderBy(asc(message.createdAt)),
      db
        .select({
          id: upload.id,
          toolId: upload.toolId,
          name: upload.name,
          mediaType: upload.mediaType,
          size: upload.size,
          createdAt: upload.createdAt,
        })
        .from(upload)
        .where(eq(upload.userId, id))
        .orderBy(asc(upload.createdAt)),
      db
        .select({ text: toolSuggestion.text, createdAt: toolSuggestion.createdAt })
        .from(toolSuggestion)
        .where(eq(toolSuggestion.userId, id)),
      db
        .select({
          id: document.id,
          name: document.name,
          format: document.format,
          mediaType: document.mediaType,
          size: document.size,
          unit: document.unit,
          pageCount: document.pageCount,
          status: document.status,
          note: document.note,
          embeddingModel: document.embeddingModel,
          createdAt: document.createdAt,
        })
        .from(document)
        .where(eq(document.userId, id))
        .orderBy(asc(document.createdAt)),
      db
        .select({
          documentId: conversationDocument.documentId,
          conversationId: conversationDocument.conversationId,
          name: conversationDocument.name,
        })
        .from(conversationDocument)
        .where(eq(conversationDocument.userId, id)),
      // The text as read; chunks and their vectors are cut and computed from it.
      db
        .select({
          documentId: documentPage.documentId,
          number: documentPage.number,
          text: documentPage.text,
        })
        .from(documentPage)
        .innerJoin(document, eq(document.id, documentPage.documentId))
        .where(eq(document.userId, id))
        .orderBy(asc(documentPage.documentId), asc(documentPage.number)),
    ]);
    if (!account || !profile) throw new AppError("unauthorized", "Please sign in to do this.");

    const messagesOf = new Map<
      string,
      Omit<(typeof messages)[number], "userId" | "conversationId">[]
    >();
    for (const { userId: _user, conversationId, ...fields } of messages) {
      const list = messagesOf.get(conversationId) ?? [];
      list.push(fields);
      messagesOf.set(conversationId, list);
    }
    const exportedAt = new Date();
    const data = {
      format: "bismo-account-export",
      version: 1,
      exportedAt: exportedAt.toISOString(),
      account,
      profile,
      preferences,
      conversations: conversations.map(({ userId: _owner, ...fields }) => ({
        ...fields,
        messages: messagesOf.get(fields.id) ?? [],
      })),
      uploads,
      documents: documents.map((entry) => ({
        ...entry,
        conversations: documentLinks
          .filter((link) => link.documentId === entry.id)
          .map(({ conversationId, name }) => ({ conversationId, name })),
        pages: documentPages
          .filter((page) => page.documentId === entry.id)
          .map(({ number, text }) => ({ number, text })),
      })),
      toolSuggestions: suggestions,
    };
    const filename = `bismo-data-${exportedAt.toISOString().slice(0, 10)}.json`;
    c.header("Content-Disposition", `attachment; filename="${filename}"`);
    c.header("Cache-Control", "no-store");
    return c.json(data);
  });
}
