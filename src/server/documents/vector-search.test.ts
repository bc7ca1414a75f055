import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createEmbedder } from "@/server/ai/embedding-models";
import { type Database, type Db, migrationsFolder, schema } from "@/server/db/client";
import { parseEnv } from "@/server/env";
import { createLocalFileStorage } from "@/server/storage/file-storage";
import {
  embeddingDimensions,
  type FakeOpenAI,
  startFakeOpenAI,
} from "../../../tests/fakes/openai-server";
import { corpusPdfs } from "../../../tests/fixtures/ask-pdf/corpus";
import { addDocument, seedConversation } from "../../../tests/support/document-fixtures";
import { openTestDatabase, pgliteTemplate } from "../../../tests/support/test-database";
import { openDocumentSearch } from "./document-search";
import { fuseByRank, type Passage, retrievePassages } from "./retrieve-passages";
import { enableVectorSearch, rowsOf } from "./vector-search";

let fake: FakeOpenAI;
let database: Database;
let dataDir: string;
const silent = { info: () => undefined, warn: () => undefined };

const embeddingEnv = (base: string) =>
  parseEnv({
    EMBEDDING_MODEL: "openai:text-embedding-3-small",
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: `${base}/v1`,
  });

const hasEmbeddingColumn = async (db: Db) =>
  rowsOf(
    await db.execute(
      sql`select 1 from information_schema.columns where table_name = 'document_chunk' and column_name = 'embedding'`,
    ),
  ).length > 0;

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
  it("stays off without EMBEDDING_MODEL: full-text search alone, no embedding column", async () => {
    const search = await openDocumentSearch(database.db, parseEnv({}), silent);
    expect(search).toEqual({ embedder: null, vector: null });
    expect(await hasEmbeddingColumn(database.db)).toBe(false);
  });

  it("with an embedding model and pgvector, gives chunks vectors and fuses nearest passages into the results", async () => {
    const search = await openDocumentSearch(database.db, embeddingEnv(fake.url), silent);
    expect(search.vector).not.toBeNull();
    expect(await hasEmbeddingColumn(database.db)).toBe(true);

    const target = await seedConversation(database.db);
    const book = corpusPdfs().find((pdf) => pdf.name === "sleepy-hollow.pdf");
    if (!book) throw new Error("no Sleepy Hollow");
    const added = await addDocument(
      { db: database.db, storage: createLocalFileStorage(dataDir), ...search },
      target,
      book,
    );
    expect(added.status).toBe("ready");
    const [stored] = rowsOf<{ vectors: number; dims: number; model: string }>(
      await database.db.execute(sql`
        select count(c.embedding)::int as vectors, max(vector_dims(c.embedding)) as dims, d.embedding_model as model
        from document_chunk c join document d on d.id = c.document_id
        where d.id = ${added.documentId} group by d.embedding_model`),
    );
    expect(stored).toMatchObject({
      dims: embeddingDimensions,
      model: "openai:text-embedding-3-small",
    });
    expect(stored?.vectors).toBeGreaterThan(50);
    expect(fake.embeddingRequests.flat().length).toBe(stored?.vectors);

    // Only stop words: full-text search finds nothing, the question's vector still has neighbours.
    const query = { ...target, query: "and then there were those that were", limit: 5 };
    expect(
      await retrievePassages({ db: database.db, embedder: null, vector: null }, query),
    ).toEqual([]);
    expect(await retrievePassages({ db: database.db, ...search }, query)).toHaveLength(5);

    const horse = {
      ...target,
      query: "What was the name of the horse Ichabod borrowed?",
      limit: 5,
    };
    const byWords = await retrievePassages(
      { db: database.db, embedder: null, vector: null },
      horse,
    );
    const hybrid = await retrievePassages({ db: database.db, ...search }, horse);
    const ids = (passages: Passage[]) => passages.map((entry) => entry.chunkId);
    expect(ids(hybrid).some((id) => ids(byWords).includes(id))).toBe(true);
    expect(ids(hybrid)).not.toEqual(ids(byWords));
  });

  it("leaves PostgreSQL without pgvector on full-text search, and the log says how to add it", async () => {
    // PGlite as the server has it, but without the pgvector bundle.
    const template = pgliteTemplate();
    const client = new PGlite({ loadDataDir: template });
    const db = drizzle(client, { schema, casing: "snake_case" });
    if (!template) await migrate(db, { migrationsFolder });
    const warn = vi.fn();
    const vector = await enableVectorSearch(db, createEmbedder(embeddingEnv(fake.url)), {
      info: () => undefined,
      warn,
    });
    expect(vector).toBeNull();
    expect(await hasEmbeddingColumn(db)).toBe(false);
    expect(String(warn.mock.calls[0]?.[0])).toContain("no pgvector extension");
    await client.close();
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
