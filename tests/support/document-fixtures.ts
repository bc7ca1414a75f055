import crypto from "node:crypto";
import pino from "pino";
import { extractPages } from "@/server/engines/file-reading/extract-pages";
import type { Embedder } from "@/server/engines/providers/embedding-models";
import { claimedFormat, documentMediaTypes } from "@/server/features/documents/document-format";
import { documentStore } from "@/server/features/documents/document-store";
import { type IngestDeps, ingestDocument } from "@/server/features/documents/ingest-document";
import type { Db } from "@/server/platform/db/client";
import { user } from "@/server/platform/db/schema/auth";
import { conversation } from "@/server/platform/db/schema/workbench";
import type { FileStorage } from "@/server/platform/storage/file-storage";

/** A user row and a conversation of theirs, straight into the database. */
export async function seedConversation(db: Db, userId = crypto.randomUUID()) {
  await db
    .insert(user)
    .values({ id: userId, name: "Reader", email: `${userId}@example.com` })
    .onConflictDoNothing();
  const conversationId = crypto.randomUUID();
  await db
    .insert(conversation)
    .values({ id: conversationId, userId, toolId: "ask-pdf", title: "Documents" });
  return { userId, conversationId };
}

/**
 * Stores a document for the user in the conversation and reads it in this process, as the
 * ingest job does; answers the document's id and how reading ended.
 */
export async function addDocument(
  deps: { db: Db; storage: FileStorage; embedder?: Embedder | null },
  target: { userId: string; conversationId: string },
  file: { name: string; bytes: Uint8Array },
) {
  const format = claimedFormat(file.name);
  if (!format) throw new Error(`not a document name: ${file.name}`);
  const store = documentStore(deps.db, target.userId);
  const { row } = await store.findOrCreate({
    contentHash: crypto.createHash("sha256").update(file.bytes).digest("hex"),
    name: file.name,
    format,
    mediaType: documentMediaTypes[format],
    size: file.bytes.byteLength,
    storageKey: await deps.storage.save(file.bytes),
  });
  await store.link(target.conversationId, row.id, file.name);
  const ingestDeps: IngestDeps = {
    db: deps.db,
    storage: deps.storage,
    embedder: deps.embedder ?? null,
    logger: pino({ level: "silent" }),
  };
  const outcome = await ingestDocument(
    ingestDeps,
    { userId: target.userId, documentId: row.id },
    (document, bytes, onPage) => extractPages(bytes, document.format, { maxPages: 2000, onPage }),
    () => undefined,
  );
  return { documentId: row.id, ...outcome };
}
