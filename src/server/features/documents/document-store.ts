import { and, asc, eq, notExists, sql } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import {
  conversationDocument,
  document,
  documentChunk,
  documentPage,
} from "@/server/platform/db/schema/documents";
import type { DocumentFormat, DocumentStatus, PageUnit } from "@/shared/documents";
import type { PageChunk } from "./chunk-pages";

export type DocumentRow = typeof document.$inferSelect;

/** A document as one conversation holds it: under the name it was uploaded with there. */
export type ConversationDocumentRow = DocumentRow & { conversationName: string; addedAt: Date };

export type NewDocument = {
  contentHash: string;
  name: string;
  format: DocumentFormat;
  mediaType: string;
  size: number;
  storageKey: string;
};

/** One user's documents; every query carries the owner's id. */
export function documentStore(db: Db, userId: string) {
  const owned = (id: string) => and(eq(document.id, id), eq(document.userId, userId));
  const linked = (conversationId: string) =>
    and(
      eq(conversationDocument.conversationId, conversationId),
      eq(conversationDocument.userId, userId),
    );

  return {
    async get(id: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(document).where(owned(id));
      return row;
    },

    /**
     * The owner's document with these bytes, made now or found from an earlier upload:
     * `created` says which (only a new one has to be read). The same bytes twice are one row.
     */
    async findOrCreate(entry: NewDocument): Promise<{ row: DocumentRow; created: boolean }> {
      const [inserted] = await db
        .insert(document)
        .values({ ...entry, userId })
        .onConflictDoNothing({ target: [document.userId, document.contentHash] })
        .returning();
      if (inserted) return { row: inserted, created: true };
      const [existing] = await db
        .select()
        .from(document)
        .where(and(eq(document.userId, userId), eq(document.contentHash, entry.contentHash)));
      if (!existing) throw new Error("document vanished between insert and select");
      return { row: existing, created: false };
    },

    /** Adds the document to the conversation (again is a no-op); the database checks both owners. */
    async link(conversationId: string, documentId: string, name: string) {
      await db
        .insert(conversationDocument)
        .values({ conversationId, documentId, userId, name })
        .onConflictDoNothing();
    },

    /** The conversation's documents, oldest first. */
    async inConversation(conversationId: string): Promise<ConversationDocumentRow[]> {
      const rows = await db
        .select({
          document,
          conversationName: conversationDocument.name,
          addedAt: conversationDocument.createdAt,
        })
        .from(conversationDocument)
        .innerJoin(document, eq(document.id, conversationDocument.documentId))
        .where(and(linked(conversationId), eq(document.userId, userId)))
        .orderBy(asc(conversationDocument.createdAt));
      return rows.map((row) => ({
        ...row.document,
        conversationName: row.conversationName,
        addedAt: row.addedAt,
      }));
    },

    /** Takes the document out of the conversation; false when it was not in it. */
    async unlink(conversationId: string, documentId: string): Promise<boolean> {
      const removed = await db
        .delete(conversationDocument)
        .where(and(linked(conversationId), eq(conversationDocument.documentId, documentId)))
        .returning({ id: conversationDocument.documentId });
      return removed.length > 0;
    },

    /**
     * Deletes the owner's documents that no conversation holds any more (their pages, chunks and
     * vectors cascade) and answers their storage keys, for the caller to remove the files.
     */
    async removeUnlinked(): Promise<string[]> {
      const removed = await db
        .delete(document)
        .where(
          and(
            eq(document.userId, userId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(conversationDocument)
                .where(eq(conversationDocument.documentId, document.id)),
            ),
          ),
        )
        .returning({ storageKey: document.storageKey });
      return removed.map((row) => row.storageKey);
    },

    /** Marks the document as waiting for reading job `jobId`; answers the row as it is now. */
    async setReadingJob(id: string, jobId: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .update(document)
        .set({ jobId, status: "queued", note: null })
        .where(owned(id))
        .returning();
      return row;
    },

    async setStatus(id: string, status: DocumentStatus, note: string | null = null) {
      await db.update(document).set({ status, note }).where(owned(id));
    },

    /** Replaces the document's pages and chunks with a fresh reading of it. */
    async saveText(
      id: string,
      unit: PageUnit,
      pages: readonly string[],
      chunks: readonly PageChunk[],
    ) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(document)
          .set({ unit, pageCount: pages.length, embeddingModel: null })
          .where(owned(id))
          .returning({ id: document.id });
        if (!row) return;
        await tx.delete(documentPage).where(eq(documentPage.documentId, id));
        await tx.delete(documentChunk).where(eq(documentChunk.documentId, id));
        for (let from = 0; from < pages.length; from += 200) {
          await tx.insert(documentPage).values(
            pages.slice(from, from + 200).map((text, index) => ({
              documentId: id,
              number: from + index + 1,
              text,
            })),
          );
        }
        for (let from = 0; from < chunks.length; from += 500) {
          await tx.insert(documentChunk).values(
            chunks.slice(from, from + 500).map(({ page, position, start, end, text }) => ({
              documentId: id,
              page,
              position,
              start,
              end,
              text,
              words: text.split(/\s+/).filter(Boolean).length,
            })),
          );
        }
      });
    },

    /** The document's chunks in order, with their ids (for attaching vectors). */
    async chunks(id: string) {
      return db
        .select({ id: documentChunk.id, text: documentChunk.text })
        .from(documentChunk)
        .innerJoin(document, eq(document.id, documentChunk.documentId))
        .where(owned(id))
        .orderBy(asc(documentChunk.position));
    },

    async setEmbeddingModel(id: string, embeddingModel: string | null) {
      await db.update(document).set({ embeddingModel }).where(owned(id));
    },

    /** One page's text, or undefined when the document (of this owner) has no such page. */
    async pageText(id: string, page: number): Promise<string | undefined> {
      const [row] = await db
        .select({ text: documentPage.text })
        .from(documentPage)
        .innerJoin(document, eq(document.id, documentPage.documentId))
        .where(and(owned(id), eq(documentPage.number, page)));
      return row?.text;
    },
  };
}

export type DocumentStore = ReturnType<typeof documentStore>;
