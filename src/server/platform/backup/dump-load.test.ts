import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "#tests/support/test-database";
import type { Database } from "@/server/platform/db/client";
import { user } from "@/server/platform/db/schema/auth";
import { document, documentChunk, documentPage } from "@/server/platform/db/schema/documents";
import { usageCharge } from "@/server/platform/db/schema/usage";
import { conversation, message } from "@/server/platform/db/schema/workbench";
import { dumpTables } from "./dump-tables";
import { loadTables } from "./load-tables";
import { appTables } from "./sql-session";

let source: Database;
let target: Database;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-dump-"));
beforeAll(async () => {
  [source, target] = await Promise.all([openTestDatabase(), openTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([source.close(), target.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Every table's rows as PostgreSQL's JSON, sorted: equal when the rows are. */
async function contents(database: Database) {
  const all: Record<string, string[]> = {};
  for (const { name } of await appTables(database.executeSql)) {
    const { rows } = await database.executeSql(
      `select row_to_json(t)::text as r from "${name}" t order by 1`,
      [],
    );
    all[name] = rows.map((row) => String(row.r));
  }
  return all;
}

describe("a backup's tables, dumped and loaded", () => {
  it("come back equal, every type, and identity columns go on after their ids", async () => {
    const { db } = source;
    const [owner] = await db
      .insert(user)
      .values({ id: "u1", name: "Zoë \"Ünïcode\" \\ 'quoted'\n", email: "z@example.com" })
      .returning();
    await db
      .insert(conversation)
      .values({ id: "c1", userId: "u1", toolId: "multi-chat", title: "T" });
    await db.insert(message).values({
      id: "m1",
      conversationId: "c1",
      userId: "u1",
      role: "assistant",
      content: "Line one\nline two, tab\t, emoji 🚀",
    } as never);
    await db.insert(document).values({
      id: "d1",
      userId: "u1",
      contentHash: "h",
      name: "a.txt",
      format: "txt",
      mediaType: "text/plain",
      size: 3,
      storageKey: "k",
    });
    await db.insert(documentPage).values({ documentId: "d1", number: 1, text: "The cat sat." });
    await db.insert(documentChunk).values(
      [0, 1, 2].map((position) => ({
        documentId: "d1",
        page: 1,
        position,
        start: 0,
        end: 12,
        text: `The cat sat ${position}.`,
        words: 4,
        embedding: [0.1 * position, -0.25, 1e-7],
      })),
    );
    await db.insert(usageCharge).values({
      userId: "u1",
      subjects: [`user:${owner?.id}`, "address:198.51.100.1"],
      toolId: "image-generator",
      kind: "image",
      amount: 2,
      periodStart: new Date("2026-11-01T00:00:00.123Z"),
    } as never);

    await source.executeSql("begin isolation level repeatable read read only", []);
    const counts = await dumpTables(source.executeSql, dir);
    await source.executeSql("commit", []);
    expect(counts).toMatchObject({ user: 1, message: 1, document_chunk: 3, usage_charge: 1 });

    await target.executeSql("begin", []);
    expect(await loadTables(target.executeSql, dir, counts)).toEqual(counts);
    await target.executeSql("commit", []);
    expect(await contents(target)).toEqual(await contents(source));

    const [next] = await target.db
      .insert(documentChunk)
      .values({ documentId: "d1", page: 1, position: 3, start: 0, end: 1, text: "x", words: 1 })
      .returning({ id: documentChunk.id });
    const [before] = (await source.db.select({ id: documentChunk.id }).from(documentChunk)).slice(
      -1,
    );
    expect(next?.id).toBeGreaterThan(before?.id ?? Number.POSITIVE_INFINITY);
  });
});
