import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { documentFormats, documentStatuses, pageUnits } from "@/shared/documents";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { conversation } from "./workbench";

/** PostgreSQL's full-text search vector (drizzle has no built-in column type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A document a user gave Ask My PDF, stored once per user and content (the same file uploaded
 * into two conversations is read, indexed and kept once). Its bytes live in storage under
 * `storageKey`; its text in `document_page`, its passages in `document_chunk`.
 */
export const document = pgTable(
  "document",
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** SHA-256 of the bytes, hex. */
    contentHash: text().notNull(),
    name: text().notNull(),
    format: text({ enum: documentFormats }).notNull(),
    mediaType: text().notNull(),
    size: bigint({ mode: "number" }).notNull(),
    storageKey: text().notNull(),
    /** What a page is: a PDF's page, a deck's slide, or a fixed-size section of running text. */
    unit: text({ enum: pageUnits }).notNull().default("page"),
    /** Known once read. */
    pageCount: integer(),
    status: text({ enum: documentStatuses }).notNull().default("queued"),
    /** Why reading failed, or what the reader left out (pages without a text layer). */
    note: text(),
    /** The embedding model the chunks' vectors came from; null when they have none. */
    embeddingModel: text(),
    /** The job reading it most recently (src/server/features/jobs), for its progress. */
    jobId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique("document_user_hash_unique").on(table.userId, table.contentHash),
    // The target of the (document, owner) keys below.
    unique("document_id_user_unique").on(table.id, table.userId),
  ],
);

/** A page's text as read (the unit's text for slides and sections); chunk offsets point into it. */
export const documentPage = pgTable(
  "document_page",
  {
    documentId: text()
      .notNull()
      .references(() => document.id, { onDelete: "cascade" }),
    number: integer().notNull(),
    text: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.number] })],
);

/**
 * A passage of one page: `start`/`end` are character offsets into that page's text, so an
 * answer's citation can highlight it. `search` is kept by PostgreSQL itself. `embedding` is
 * the passage's vector when an embedding model is configured: a plain `real[]` of unit length,
 * compared by dot product in SQL (decision 0010: no pgvector in the embedded databases).
 */
export const documentChunk = pgTable(
  "document_chunk",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    documentId: text()
      .notNull()
      .references(() => document.id, { onDelete: "cascade" }),
    page: integer().notNull(),
    /** Order in the document. */
    position: integer().notNull(),
    start: integer().notNull(),
    end: integer().notNull(),
    text: text().notNull(),
    /** Words in the passage, for ranking's length normalisation (read without the text). */
    words: integer().notNull(),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${documentChunk.text})`),
    /** Unit-length vector from the document's `embeddingModel`; null without one. */
    embedding: real().array(),
  },
  (table) => [
    index("document_chunk_document_idx").on(table.documentId, table.position),
    index("document_chunk_search_idx").using("gin", table.search),
  ],
);

/**
 * A document in a conversation, under the name it was uploaded with there. The pair keys hold
 * both sides to one owner; deleting the conversation removes the link, and a document left in
 * no conversation is removed with its file (documents/document-store.ts).
 */
export const conversationDocument = pgTable(
  "conversation_document",
  {
    conversationId: text().notNull(),
    documentId: text().notNull(),
    userId: text().notNull(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.documentId] }),
    foreignKey({
      columns: [table.conversationId, table.userId],
      foreignColumns: [conversation.id, conversation.userId],
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.documentId, table.userId],
      foreignColumns: [document.id, document.userId],
    }).onDelete("cascade"),
    index("conversation_document_document_idx").on(table.documentId),
    index("conversation_document_user_idx").on(table.userId),
  ],
);
