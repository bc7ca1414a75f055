import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docxBomb, pdfBomb, pngBomb, pptxBomb, xlsxBomb } from "../fakes/bombs";
import { minimalPdf } from "../fakes/documents";
import { residentBytes } from "../support/process-memory";
import {
  type HostileFile,
  signInAsGuest,
  uploadAs,
  uploadWhileWatching,
} from "../support/upload-attack";
import { type RunningServer, startServer } from "./support/server";

/**
 * Hostile uploads against the built server as users run it: each bomb costs its uploader a 400
 * and nobody else anything. Latency is not asserted here (bench/upload-bombs.ts measures it);
 * that /api/health keeps answering and the server's memory comes back are.
 */

const megabytes = 1024 * 1024;
let server: RunningServer;
let pid: number;
/** Four guests, as four attackers (better-auth limits how many one address may start). */
let guests: string[];

beforeAll(async () => {
  // This test uploads more files than a guest may in an hour.
  server = await startServer({ env: { UPLOAD_GUEST_FILES_PER_HOUR: "100" } });
  pid = server.pid()!;
  guests = await Promise.all([1, 2, 3, 4].map(() => signInAsGuest(server.url)));
  // Readers start on first use; one honest file first, so the figures are of bombs alone.
  const warmUp = await uploadAs(server.url, guests[0]!, {
    name: "warm-up.pdf",
    bytes: minimalPdf("Warm up"),
  });
  expect(warmUp.status).toBe(201);
});
afterAll(async () => {
  await server?.close();
});

const bombs: Array<[string, () => Uint8Array]> = [
  ["report.pdf", () => pdfBomb()],
  ["letter.docx", () => docxBomb()],
  ["budget.xlsx", () => xlsxBomb()],
  ["deck.pptx", () => pptxBomb()],
  ["photo.png", () => pngBomb()],
];

describe.each(bombs)("a %s bomb", (name, make) => {
  const bomb: HostileFile = { name, bytes: make() };

  it.each([1, 4])("uploaded %i at a time is refused, and nobody else notices", async (count) => {
    const report = await uploadWhileWatching(
      { url: server.url, pid },
      Array.from({ length: count }, () => bomb),
      guests,
    );
    for (const answer of report.answers) {
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(/^This file could not be read: /);
    }
    expect(report.health.failures).toEqual([]);
    expect(report.health.latenciesMs.length).toBeGreaterThan(0);
    await expect
      .poll(() => residentBytes(pid), { timeout: 10_000 })
      .toBeLessThan(report.serverMemory.before + 100 * megabytes);
  });
});

it("reads an honest file after all the bombs", async () => {
  const answer = await uploadAs(server.url, guests[0]!, {
    name: "after.pdf",
    bytes: minimalPdf("Still reading"),
  });
  expect(answer.status).toBe(201);
});
