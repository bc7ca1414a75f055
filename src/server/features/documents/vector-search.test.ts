import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { embeddingDimensions, type FakeOpenAI, startFakeOpenAI } from "#tests/fakes/openai-server";
import { corpusPdfs } from "#tests/fixtures/ask-pdf/corpus";
import { addDocument, seedConversation } from "#tests/support/document-fixtures";
import { openTestDatabase } from "#tests/support/test-database";
import { createAi } from "@/server/engines/providers/ai";
import { createProviderSettings } from "@/server/engines/providers/provider-settings";
import type { Database } from "@/server/platform/db/client";
import { type Env, parseEnv } from "@/server/platform/env";
import { createLocalFileStorage } from "@/server/platform/storage/file-storage";
import { openDocumentSearch, rowsOf } from "./document-search";
import { fuseByRank, type Passage, retrievePassages } from "./retrieve-passages";

let fake: FakeOpenAI;
let database: Database;
let dataDir: string;

const embeddingEnv = (base: string) =>
  parseEnv({
    EMBEDDING_MODEL: "openai:text-embedding-3-small",
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: `${base}/v1`,
  });

/** The provider settings of an app with this environment and no key stored by an admin. */
/** The AI object of a server with `env`, as the composition root builds it. */
const settingsOf = (env: Env) => {
  const secret = "s".repeat(40);
  const logger = { warn: () => {} };
  const providerSettings = createProviderSettings({ db: database.db, env, secret, logger });
  return createAi({ providerSettings, db: database.db, secret, logger });
};

beforeAll(async () => {
  fake = await startFakeOpenAI();
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-vectors-"));
});
afterAll(async () => {
  await database.close();
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("vector search", () => {
  it("stays off without an embedding model chosen, and the log says how to turn it on", async () => {
    const info = vi.fn();
    expect(
      await openDocumentSearch(parseEnv({}), settingsOf(parseEnv({})), { info }).embedder(),
    ).toBeNull();
    expect(String(info.mock.calls[0]?.[0])).toContain("EMBEDDING_MODEL is set");
  });

  it("with an embedding model, gives chunks unit vectors in real[] and fuses nearest passages into the results", async () => {
    const env = embeddingEnv(fake.url);
    const embedder = await openDocumentSearch(env, settingsOf(env), {
      info: () => undefined,
    }).embedder();
    expect(embedder?.id).toBe("openai:text-embedding-3-small");
    const search = { embedder };

    const target = await seedConversation(database.db);
    const book = corpusPdfs().find((pdf) => pdf.name === "sleepy-hollow.pdf");
    if (!book) throw new Error("no Sleepy Hollow");
    const added = await addDocument(
      { db: database.db, storage: createLocalFileStorage(dataDir), ...search },
      target,
      book,
    );
    expect(added.status).toBe("ready");
    const [stored] = rowsOf<{ vectors: number; dims: number; length: number; model: string }>(
      await database.db.execute(sql`
        select count(c.embedding)::int as vectors, max(cardinality(c.embedding)) as dims,
          max((select sqrt(sum(e * e)) from unnest(c.embedding) as e)) as length,
          d.embedding_model as model
        from document_chunk c join document d on d.id = c.document_id
        where d.id = ${added.documentId} group by d.embedding_model`),
    );
    expect(stored).toMatchObject({
      dims: embeddingDimensions,
      model: "openai:text-embedding-3-small",
    });
    expect(stored?.length).toBeCloseTo(1, 4);
    expect(stored?.vectors).toBeGreaterThan(50);
    expect(fake.embeddingRequests.flat().length).toBe(stored?.vectors);

    // Only stop words: full-text search finds nothing, the question's vector still has neighbours.
    const query = { ...target, query: "and then there were those that were", limit: 5 };
    expect(await retrievePassages({ db: database.db, embedder: null }, query)).toEqual([]);
    expect(await retrievePassages({ db: database.db, ...search }, query)).toHaveLength(5);

    const horse = {
      ...target,
      query: "What was the name of the horse Ichabod borrowed?",
      limit: 5,
    };
    const byWords = await retrievePassages({ db: database.db, embedder: null }, horse);
    const hybrid = await retrievePassages({ db: database.db, ...search }, horse);
    const ids = (passages: Passage[]) => passages.map((entry) => entry.chunkId);
    expect(ids(hybrid).some((id) => ids(byWords).includes(id))).toBe(true);
    expect(ids(hybrid)).not.toEqual(ids(byWords));
  });
});

describe("fuseByRank", () => {
  const passage = (chunkId: number): Passage => ({
    chunkId,
    documentId: "d",
    name: "d.pdf",
    unit: "page",
    page: chunkId,
    start: 0,
    end: 1,
    text: "",
  });

  it("ranks first what both searches rank high, then each search's best", () => {
    const words = [1, 2, 3, 4].map(passage);
    const vectors = [5, 3, 6, 1].map(passage);
    expect(fuseByRank([words, vectors], 4).map((entry) => entry.chunkId)).toEqual([1, 3, 5, 2]);
  });
});
