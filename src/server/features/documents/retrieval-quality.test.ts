import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CorpusDocumentName,
  corpusPdfs,
  corpusQuestions,
} from "#tests/fixtures/ask-pdf/corpus";
import { addDocument, seedConversation } from "#tests/support/document-fixtures";
import { openTestDatabase } from "#tests/support/test-database";
import { extractPages } from "@/server/engines/file-reading/extract-pages";
import type { Database } from "@/server/platform/db/client";
import { createLocalFileStorage } from "@/server/platform/storage/file-storage";
import { retrievePassages } from "./retrieve-passages";

let database: Database;
let dataDir: string;
let target: { userId: string; conversationId: string };
const documentIds = new Map<string, CorpusDocumentName>();
const questions = corpusQuestions();

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-corpus-"));
  const storage = createLocalFileStorage(dataDir);
  target = await seedConversation(database.db);
  for (const pdf of corpusPdfs()) {
    const added = await addDocument({ db: database.db, storage }, target, pdf);
    expect(added.status).toBe("ready");
    documentIds.set(added.documentId, pdf.name);
  }
}, 60_000);
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the retrieval corpus (tests/fixtures/ask-pdf)", () => {
  it("has three documents of more than 100 pages together and 30 questions whose evidence is on their page", async () => {
    let pages = 0;
    const texts = new Map<string, string[]>();
    for (const pdf of corpusPdfs()) {
      const extracted = await extractPages(pdf.bytes, "pdf", { maxPages: 1000 });
      pages += extracted.pages.length;
      texts.set(
        pdf.name,
        extracted.pages.map((page) => page.replace(/\s+/g, " ").toLowerCase()),
      );
    }
    expect(texts.size).toBeGreaterThanOrEqual(3);
    expect(pages).toBeGreaterThan(100);
    expect(questions.length).toBeGreaterThanOrEqual(30);
    for (const question of questions) {
      const page = texts.get(question.document)?.[question.page - 1] ?? "";
      expect(page, question.question).toContain(question.evidence.toLowerCase());
    }
  });
});

describe("full-text retrieval alone", () => {
  it("puts the answer's page among the top 5 passages for at least 90% of the questions", async () => {
    const misses: string[] = [];
    for (const question of questions) {
      const passages = await retrievePassages(
        { db: database.db, embedder: null },
        { ...target, query: question.question, limit: 5 },
      );
      const found = passages.some(
        (passage) =>
          documentIds.get(passage.documentId) === question.document &&
          passage.page === question.page,
      );
      if (!found) misses.push(question.question);
    }
    const hitRate = (questions.length - misses.length) / questions.length;
    expect(hitRate, `missed: ${misses.join(" | ")}`).toBeGreaterThanOrEqual(0.9);
  });
});
