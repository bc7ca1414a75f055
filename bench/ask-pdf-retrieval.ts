// Ask My PDF retrieval benchmark, full-text search alone, on PGlite in memory, or with
// BENCH_DATABASE=embedded on the embedded PostgreSQL server (in a temporary folder). Reads the corpus of tests/fixtures/ask-pdf (three books, 142 PDF pages) and prints
// ingestion speed (pages per second: text extraction, chunking, storing and indexing), the
// quality of its 33 questions (recall@1, recall@5 and MRR@10, by the answer's page), then grows
// the conversation to 1,000 and 10,000 stored chunks with further PDFs made of the same books'
// paragraphs shuffled, and prints retrieval latency p50 and p99 at each size, then with
// 1536-dimension vectors on every chunk (hybrid search's exact scan) at 10,000 chunks.
// `npm run bench:ask-pdf`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import pino from "pino";
import { corpusDocuments, corpusPdfs, corpusQuestions } from "#tests/fixtures/ask-pdf/corpus";
import { addDocument, seedConversation } from "#tests/support/document-fixtures";
import { textPdf } from "#tests/support/text-pdf";
import { retrievePassages } from "../src/server/features/documents/retrieve-passages";
import { openDatabase } from "../src/server/platform/db/client";
import { documentChunk } from "../src/server/platform/db/schema/documents";
import { createLocalFileStorage } from "../src/server/platform/storage/file-storage";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-bench-ask-pdf-"));
// The embedded server runs as 'nobody' under root, which must be able to enter the folder.
fs.chmodSync(dataDir, 0o755);
const database = await openDatabase(
  process.env.BENCH_DATABASE === "embedded"
    ? { kind: "embedded", dataDir, logger: pino({ level: "warn" }) }
    : { kind: "memory" },
);
console.log(`database: ${database.engine}`);
const storage = createLocalFileStorage(dataDir);
const db = database.db;
const target = await seedConversation(db);
const deps = { db, storage };
const names = new Map<string, string>();

async function ingest(pdfs: Array<{ name: string; bytes: Uint8Array }>) {
  const started = performance.now();
  let pages = 0;
  for (const pdf of pdfs) {
    const added = await addDocument(deps, target, pdf);
    if (added.status !== "ready") throw new Error(`${pdf.name}: ${added.note}`);
    names.set(added.documentId, pdf.name);
    pages += added.pageCount;
  }
  return { pages, seconds: (performance.now() - started) / 1000 };
}

async function storedChunks() {
  const [row] = await db.select({ chunks: count() }).from(documentChunk);
  return row?.chunks ?? 0;
}

const retrieve = (query: string, limit: number) =>
  retrievePassages({ db, embedder: null }, { ...target, query, limit });

const questions = corpusQuestions();
const corpus = await ingest(corpusPdfs());
console.log(
  `ingestion: ${corpus.pages} pages in ${corpus.seconds.toFixed(1)} s = ${(corpus.pages / corpus.seconds).toFixed(1)} pages/s (${await storedChunks()} chunks)`,
);

let atOne = 0;
let atFive = 0;
let reciprocalRanks = 0;
for (const question of questions) {
  const passages = await retrieve(question.question, 10);
  const rank = passages.findIndex(
    (passage) =>
      names.get(passage.documentId) === question.document && passage.page === question.page,
  );
  if (rank === 0) atOne++;
  if (rank !== -1 && rank < 5) atFive++;
  if (rank !== -1) reciprocalRanks += 1 / (rank + 1);
}
const share = (hits: number) => `${((hits / questions.length) * 100).toFixed(1)}%`;
console.log(
  `quality (${questions.length} questions, full-text): recall@1 ${share(atOne)}, recall@5 ${share(atFive)}, MRR@10 ${(reciprocalRanks / questions.length).toFixed(3)}`,
);

/** A PDF of the corpus's paragraphs in a shuffled order (a fixed seed), so it is a new document. */
function shuffledBook(seed: number): { name: string; bytes: Uint8Array } {
  const paragraphs = corpusDocuments.flatMap((entry) =>
    fs
      .readFileSync(path.join(import.meta.dirname, "../tests/fixtures/ask-pdf", entry.file), "utf8")
      .split(/\n\s*\n/),
  );
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let index = paragraphs.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [paragraphs[index], paragraphs[other]] = [paragraphs[other] ?? "", paragraphs[index] ?? ""];
  }
  return {
    name: `shuffled-${seed}.pdf`,
    bytes: textPdf(paragraphs.join("\n\n"), `Shuffled ${seed}`),
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function latencyAt(size: number) {
  let seed = 1;
  let added = { pages: 0, seconds: 0 };
  while ((await storedChunks()) < size) {
    const book = shuffledBook(seed++);
    const run = await ingest([book]);
    added = { pages: added.pages + run.pages, seconds: added.seconds + run.seconds };
    const chunks = await storedChunks();
    if (chunks > size) {
      // Trim the last book's chunks to the size asked for.
      const [last] = [...names.entries()].at(-1) ?? [];
      if (last) {
        const extra = chunks - size;
        await db.execute(
          sql`delete from document_chunk where id in (select id from document_chunk where document_id = ${last} order by position desc limit ${extra})`,
        );
      }
    }
  }
  const timings: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const question of questions) {
      const started = performance.now();
      await retrieve(question.question, 6);
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  const pagesPerSecond = added.pages
    ? ` (added ${added.pages} pages at ${(added.pages / added.seconds).toFixed(1)} pages/s)`
    : "";
  console.log(
    `retrieval at ${await storedChunks()} chunks: p50 ${percentile(timings, 50).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms over ${timings.length} questions${pagesPerSecond}`,
  );
}

await latencyAt(1000);
await latencyAt(10_000);

/**
 * Hybrid retrieval's cost at the same size: every chunk gets a random 1536-dimension vector
 * (text-embedding-3-small's size) in its real[] column, and the question's vector comes from a
 * local stand-in for the embedding provider, so only the database's exact scan is timed.
 */
const dimensions = 1536;
const filling = performance.now();
await db.execute(sql`
  update document_chunk c set embedding = (
    select array_agg(random()::real) from generate_series(1, ${dimensions}) where c.id > 0)`);
await db.execute(sql`update document set embedding_model = 'bench:random'`);
console.log(
  `vectors: ${await storedChunks()} chunks x ${dimensions} dimensions written in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
);
const randomEmbedder = {
  id: "bench:random",
  embed: async (values: string[]) =>
    values.map(() => Array.from({ length: dimensions }, () => Math.random() - 0.5)),
};
const hybridTimings: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const question of questions) {
    const started = performance.now();
    await retrievePassages(
      { db, embedder: randomEmbedder },
      { ...target, query: question.question, limit: 6 },
    );
    hybridTimings.push(performance.now() - started);
  }
}
hybridTimings.sort((a, b) => a - b);
console.log(
  `hybrid retrieval (full-text + ${dimensions}-dimension vectors, exact scan) at ${await storedChunks()} chunks: p50 ${percentile(hybridTimings, 50).toFixed(1)} ms, p99 ${percentile(hybridTimings, 99).toFixed(1)} ms over ${hybridTimings.length} questions`,
);

await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
