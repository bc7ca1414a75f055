// Job queue latency and upload memory, printed as figures (no assertions).
//
// 1. Enqueue-to-start: 100 jobs queued at once on the embedded database (the bundled PostgreSQL,
//    else PGlite; or BENCH_DATABASE_URL),
//    run by the real workers (JOB_CONCURRENCY, default 4) with a handler that returns at once;
//    for each job, the time from its enqueue call to its handler starting. p50 and p99.
// 2. A 20 MB upload to POST /api/files on the built server (npm run build first, BISMO_DIST for
//    another folder): the server process's RSS before, and its highest sample (every 10 ms)
//    while the upload runs. The body streams to storage, so it should grow far less than 20 MB.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { startJobs } from "@/server/features/jobs/jobs";
import { createMeter } from "@/server/features/usage/meter";
import { openDatabase } from "@/server/platform/db/client";
import { user } from "@/server/platform/db/schema/auth";
import { createLocalFileStorage } from "@/server/platform/storage/file-storage";
import { defaultAllowances } from "@/shared/plans";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function enqueueToStart(count: number, concurrency: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-bench-jobs-"));
  // Readable by the embedded PostgreSQL's own user when this runs as root (else: PGlite).
  fs.chmodSync(dataDir, 0o755);
  const url = process.env.BENCH_DATABASE_URL;
  const logger = pino({ level: "silent" });
  const database = await openDatabase(
    url ? { kind: "postgres", url } : { kind: "embedded", dataDir, logger },
  );
  const userId = `bench-${Date.now()}`;
  await database.db
    .insert(user)
    .values({ id: userId, name: "Bench", email: `${userId}@bench.local` });
  const enqueuedAt = new Map<string, number>();
  const latencies: number[] = [];
  let resolveAll = () => {};
  const allStarted = new Promise<void>((resolve) => {
    resolveAll = resolve;
  });
  const jobs = await startJobs({
    database,
    storage: createLocalFileStorage(dataDir),
    meter: createMeter(defaultAllowances),
    logger,
    handlers: {
      "image-generator": async ({ jobId }) => {
        latencies.push(performance.now() - (enqueuedAt.get(jobId) ?? Number.NaN));
        if (latencies.length === count) resolveAll();
        return null;
      },
    },
    settings: {
      concurrency,
      perUser: count,
      staleSeconds: 60,
      heartbeatMs: 5000,
      maxFileBytes: 1024,
    },
  });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const before = performance.now();
      const view = await jobs.enqueue({
        userId,
        toolId: "image-generator",
        input: {},
        title: `job ${index}`,
      });
      enqueuedAt.set(view.id, before);
    }),
  );
  const enqueued = performance.now() - started;
  await allStarted;
  const total = performance.now() - started;
  await jobs.stop();
  await database.db.delete(user).where(eq(user.id, userId));
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    engine: database.engine,
    enqueued,
    total,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
};

async function uploadMemory(megabytes: number) {
  const entry = path.resolve(process.env.BISMO_DIST ?? "dist", "server/main.js");
  if (!fs.existsSync(entry)) throw new Error("Build the app first: npm run build");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-bench-upload-"));
  // Readable by the embedded PostgreSQL's own user when this runs as root (else: PGlite).
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      APP_URL: base,
    },
    stdio: "ignore",
  });
  try {
    for (;;) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const signIn = await fetch(`${base}/api/auth/sign-in/anonymous`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/json" },
      body: "{}",
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    // A warm-up upload, so the first request's one-off allocations are not counted.
    await fetch(`${base}/api/files?name=warm.png`, {
      method: "POST",
      headers: { cookie },
      body: pngHeaderAnd(64 * 1024),
    });
    const pid = child.pid ?? 0;
    const before = rssMb(pid);
    // The server's resident memory, sampled while the upload streams in.
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 10);
    const size = megabytes * 1000 * 1000;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}/api/files?name=big.png`, {
        method: "POST",
        headers: {
          cookie,
          "content-type": "application/octet-stream",
          "content-length": String(size),
        },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          const part =
            sent === 0
              ? pngHeaderAnd(chunk.byteLength)
              : chunk.subarray(0, Math.min(chunk.byteLength, size - sent));
          sent += part.byteLength;
          if (!request.write(part)) return void request.once("drain", pump);
        }
        request.end();
      };
      pump();
    });
    clearInterval(sampler);
    return { status, before, after: Math.max(peak, rssMb(pid)) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Bytes that start as a PNG (the server reads the type from them) and are zeros after. */
function pngHeaderAnd(length: number) {
  const bytes = Buffer.alloc(length);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

const concurrency = Number(process.env.JOB_CONCURRENCY ?? 4);
const latency = await enqueueToStart(100, concurrency);
console.log(
  `enqueue-to-start, 100 jobs queued at once, ${concurrency} workers, ${latency.engine}: ` +
    `p50 ${latency.p50.toFixed(0)} ms, p99 ${latency.p99.toFixed(0)} ms ` +
    `(all enqueued in ${latency.enqueued.toFixed(0)} ms, all started in ${latency.total.toFixed(0)} ms)`,
);
const upload = await uploadMemory(20);
console.log(
  `20 MB upload to POST /api/files: ${upload.status}; server RSS ${upload.before.toFixed(1)} MB before, ` +
    `at most ${upload.after.toFixed(1)} MB during it (+${(upload.after - upload.before).toFixed(1)} MB)`,
);
