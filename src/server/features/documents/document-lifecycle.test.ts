import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdOf } from "#tests/support/account-fixtures";
import { addDocument } from "#tests/support/document-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { textPdf } from "#tests/support/text-pdf";
import { conversationStore } from "@/server/features/conversations/conversation-store";
import {
  conversationDocument,
  document,
  documentChunk,
  documentPage,
} from "@/server/platform/db/schema/documents";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (words: string) =>
  textPdf(Array.from({ length: 30 }, (_, index) => `${words} paragraph ${index}.`).join("\n\n"));

async function conversationWith(userId: string, files: Array<{ name: string; bytes: Uint8Array }>) {
  const conversationId = crypto.randomUUID();
  await conversationStore(t.db, userId).create(conversationId, "ask-pdf", "Reading");
  const ids: string[] = [];
  for (const file of files) {
    const added = await addDocument(t, { userId, conversationId }, file);
    ids.push(added.documentId);
  }
  return { conversationId, ids };
}

async function documentFiles(userId: string) {
  const rows = await t.db.select().from(document).where(eq(document.userId, userId));
  return rows.map((row) => path.join(t.env.dataDir, "files", row.storageKey));
}

async function rowsOf(documentId: string) {
  const [pages, chunks, links] = await Promise.all([
    t.db.select().from(documentPage).where(eq(documentPage.documentId, documentId)),
    t.db
      .select({ id: documentChunk.id })
      .from(documentChunk)
      .where(eq(documentChunk.documentId, documentId)),
    t.db.select().from(conversationDocument).where(eq(conversationDocument.documentId, documentId)),
  ]);
  return { pages: pages.length, chunks: chunks.length, links: links.length };
}

describe("documents live as long as a conversation holds them", () => {
  it("stores the same file once per user, however many conversations it is uploaded into", async () => {
    const cookie = await t.signUp("twice@example.com");
    const userId = await userIdOf(t, cookie);
    const bytes = report("Budget");
    const first = await conversationWith(userId, [{ name: "budget.pdf", bytes }]);
    const second = await conversationWith(userId, [{ name: "budget-copy.pdf", bytes }]);
    expect(second.ids).toEqual(first.ids);
    expect(await documentFiles(userId)).toHaveLength(1);
    expect((await rowsOf(first.ids[0] ?? "")).links).toBe(2);
  });

  it("deleting a conversation removes its documents' rows, chunks and files, but keeps one another conversation holds", async () => {
    const cookie = await t.signUp("tidy@example.com");
    const userId = await userIdOf(t, cookie);
    const shared = { name: "shared.pdf", bytes: report("Shared") };
    const only = await conversationWith(userId, [
      { name: "only.pdf", bytes: report("Only") },
      shared,
    ]);
    await conversationWith(userId, [shared]);
    const [onlyId, sharedId] = only.ids as [string, string];
    expect(await rowsOf(onlyId)).toMatchObject({ pages: expect.any(Number), links: 1 });
    expect((await rowsOf(onlyId)).chunks).toBeGreaterThan(0);
    const filesBefore = await documentFiles(userId);
    expect(filesBefore.every((file) => fs.existsSync(file))).toBe(true);

    const deleted = await t.request(`/api/conversations/${only.conversationId}`, {
      method: "DELETE",
      cookie,
    });
    expect(deleted.status).toBe(204);
    expect(await rowsOf(onlyId)).toEqual({ pages: 0, chunks: 0, links: 0 });
    expect((await rowsOf(sharedId)).links).toBe(1);
    const filesAfter = await documentFiles(userId);
    expect(filesAfter).toHaveLength(1);
    expect(
      filesBefore
        .filter((file) => !filesAfter.includes(file))
        .every((file) => !fs.existsSync(file)),
    ).toBe(true);
  });

  it("deleting the account removes every document and its file; the export holds them, nobody else's", async () => {
    const cookie = await t.signUp("leaving-docs@example.com");
    const other = await t.signUp("other-docs@example.com");
    const userId = await userIdOf(t, cookie);
    await conversationWith(userId, [{ name: "minutes.pdf", bytes: report("Minutes") }]);
    await conversationWith(await userIdOf(t, other), [
      { name: "private.pdf", bytes: report("Private") },
    ]);

    const archive = unzipSync(
      new Uint8Array(await (await t.request("/api/account/export", { cookie })).arrayBuffer()),
    );
    const manifest = strFromU8(archive["manifest.json"] ?? new Uint8Array());
    const { tables } = JSON.parse(manifest) as {
      tables: Record<string, Array<Record<string, unknown>>>;
    };
    expect(tables.document).toHaveLength(1);
    expect(tables.document?.[0]).toMatchObject({
      name: "minutes.pdf",
      status: "ready",
      unit: "page",
    });
    expect(tables.conversation_document).toEqual([
      expect.objectContaining({ name: "minutes.pdf" }),
    ]);
    expect(tables.document_page?.[0]?.text).toContain("Minutes paragraph 0.");
    // The PDF itself, beside its row.
    expect(archive[String(tables.document?.[0]?.file)]?.byteLength).toBeGreaterThan(0);
    expect(manifest).not.toContain("Private paragraph");

    const files = await documentFiles(userId);
    const deleted = await t.request("/api/account", {
      method: "DELETE",
      cookie,
      json: { password: "correct-horse-42" },
    });
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(document).where(eq(document.userId, userId))).toEqual([]);
    expect(files.some((file) => fs.existsSync(file))).toBe(false);
  });
});
