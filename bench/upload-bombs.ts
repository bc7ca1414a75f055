// Hostile uploads: for each kind of bomb (PDF, DOCX, XLSX, PPTX, PNG), one and then four at
// once, what everybody else notices: /api/health latency (worst and p99, polled every 10 ms),
// the server's memory before, at its peak and after, and the file readers' peak memory.
// Run `npm run build` first (or set BISMO_DIST to another build folder), then
// `npm run bench:uploads`. BENCH_ROUNDS (default 10) repeats each case; figures cover all rounds.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "#tests/e2e/support/server";
import { docxBomb, pdfBomb, pngBomb, pptxBomb, xlsxBomb } from "#tests/fakes/bombs";
import { minimalPdf } from "#tests/fakes/documents";
import {
  type AttackReport,
  type HostileFile,
  percentile,
  signInAsGuest,
  uploadAs,
  uploadWhileWatching,
  watchHealth,
} from "#tests/support/upload-attack";

const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(0);
const ms = (value: number) => value.toFixed(0);

const bombs: HostileFile[] = [
  { name: "report.pdf", bytes: pdfBomb() },
  { name: "letter.docx", bytes: docxBomb() },
  { name: "budget.xlsx", bytes: xlsxBomb() },
  { name: "deck.pptx", bytes: pptxBomb() },
  { name: "photo.png", bytes: pngBomb() },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-bench-uploads-"));
// Readable by the embedded PostgreSQL's own user when this runs as root (else: PGlite).
fs.chmodSync(dataDir, 0o755);
const server = await startServer({
  dataDir,
  env: { UPLOAD_GUEST_FILES_PER_HOUR: "10000", LOG_LEVEL: "warn" },
});
const pid = server.pid();
if (!pid) throw new Error("no server process");

try {
  const guests = await Promise.all([1, 2, 3, 4].map(() => signInAsGuest(server.url)));
  // Readers start on first use: one honest file each, so the figures are of bombs alone.
  const honest = { name: "honest.pdf", bytes: minimalPdf("Honest") };
  await Promise.all(guests.slice(0, 2).map((guest) => uploadAs(server.url, guest, honest)));
  // What /api/health does on this machine with no upload at all, for comparison.
  const stopIdle = await watchHealth(server.url);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idle = (await stopIdle()).latenciesMs;
  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs; ${rounds} rounds per case; memory in MB, latency in ms\n`,
  );
  console.log(
    "bomb         size MB  at once  answers      server before/peak/after  readers peak  health polls  worst  p99",
  );
  console.log(
    `${"no upload".padEnd(12)}${"".padStart(83)}${String(idle.length).padStart(13)} ${ms(Math.max(...idle)).padStart(6)} ${ms(percentile(idle, 0.99)).padStart(4)}`,
  );
  const messages = new Map<string, string>();
  for (const bomb of bombs) {
    for (const count of [1, 4]) {
      const reports: AttackReport[] = [];
      for (let round = 0; round < rounds; round++) {
        const files = Array.from({ length: count }, () => bomb);
        reports.push(await uploadWhileWatching({ url: server.url, pid }, files, guests));
      }
      messages.set(bomb.name, reports[0]?.answers[0]?.message ?? "");
      const latencies = reports.flatMap((report) => report.health.latenciesMs);
      const statuses = [...new Set(reports.flatMap((r) => r.answers.map((a) => a.status)))];
      const failures = reports.flatMap((report) => report.health.failures).length;
      const memory = {
        before: Math.min(...reports.map((r) => r.serverMemory.before)),
        peak: Math.max(...reports.map((r) => r.serverMemory.peak)),
        after: Math.max(...reports.map((r) => r.serverMemory.after)),
      };
      console.log(
        [
          bomb.name.padEnd(12),
          (bomb.bytes.byteLength / (1024 * 1024)).toFixed(2).padStart(7),
          String(count).padStart(8),
          `  ${statuses.join(",")}`.padEnd(13),
          `${mb(memory.before)}/${mb(memory.peak)}/${mb(memory.after)}`.padStart(25),
          mb(Math.max(...reports.map((r) => r.readersPeak))).padStart(13),
          `${latencies.length}${failures ? ` (${failures} failed)` : ""}`.padStart(13),
          ms(Math.max(...latencies)).padStart(6),
          ms(percentile(latencies, 0.99)).padStart(4),
        ].join(" "),
      );
    }
  }
  console.log("\nwhat the uploader is told:");
  for (const [name, message] of messages) console.log(`  ${name}: ${message}`);
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
