// What metering adds to a request, printed as figures (no assertions).
//
// Every metered request (a chat message, a generation, a job) waits for one charge before its
// work starts: a transaction that reads the payer's plan, moves its counter (and a guest's
// address counter) in one statement that refuses to pass the allowance, and writes the charge.
// Here 200 requests are charged at once, ROUNDS times, in three shapes:
//   - 200 accounts, one request each (the usual case: different counters);
//   - one account sending 200 (every charge waits for the one before on its counter row);
//   - 200 guests behind one address (two counters each, the address one shared).
// Beside them, the same 200 at once doing `select 1`: the database round trip every request
// already pays, so "charge - select 1" is what metering adds. On the embedded PostgreSQL (the
// default), on PGlite, and on BENCH_DATABASE_URL when set.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { createMeter } from "@/server/features/usage/meter";
import { type Database, openDatabase } from "@/server/platform/db/client";
import { user } from "@/server/platform/db/schema/auth";
import { applyAllowanceOverrides } from "@/shared/plans";

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 200);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const logger = pino({ level: "warn" });
// Counted, never refused: the figures are of the counting, not of 429s.
const meter = createMeter(applyAllowanceOverrides({ free: { chat: null }, guest: { chat: null } }));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Runs `count` calls of `work` at once, `rounds` times; every call's duration in ms, sorted. */
async function timed(work: (index: number) => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      Array.from({ length: concurrency }, async (_, index) => {
        const started = performance.now();
        await work(index);
        durations.push(performance.now() - started);
      }),
    );
  }
  return durations.sort((a, b) => a - b);
}

async function users(database: Database, prefix: string, count: number, guests: boolean) {
  const ids = Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
  await database.db.insert(user).values(
    ids.map((id) => ({
      id,
      name: "Bench",
      email: `${id}@bench.local`,
      isAnonymous: guests,
    })),
  );
  return ids;
}

async function measure(name: string, database: Database) {
  const stamp = Date.now();
  const accounts = await users(database, `acct-${stamp}`, concurrency, false);
  const guests = await users(database, `guest-${stamp}`, concurrency, true);
  // Warm the pool and the statements once.
  await timed(() => database.db.execute(sql`select 1`));
  const baseline = await timed(() => database.db.execute(sql`select 1`));
  const shapes: Array<[string, (index: number) => Promise<unknown>]> = [
    [
      "200 accounts, one charge each",
      (index) =>
        meter.charge(
          database.db,
          { userId: accounts[index] ?? "", guest: false, address: null },
          "bench",
          [{ kind: "chat", amount: 1 }],
        ),
    ],
    [
      "one account, 200 charges",
      () =>
        meter.charge(
          database.db,
          { userId: accounts[0] ?? "", guest: false, address: null },
          "bench",
          [{ kind: "chat", amount: 1 }],
        ),
    ],
    [
      "200 guests, one address",
      (index) =>
        meter.charge(
          database.db,
          { userId: guests[index] ?? "", guest: true, address: "203.0.113.7" },
          "bench",
          [{ kind: "chat", amount: 1 }],
        ),
    ],
  ];
  const base50 = percentile(baseline, 50);
  const base99 = percentile(baseline, 99);
  console.log(`\n${name} (${concurrency} at once, ${rounds} rounds)`);
  console.log(
    `  select 1 (every request's floor)   p50 ${base50.toFixed(1)} ms  p99 ${base99.toFixed(1)} ms`,
  );
  for (const [label, work] of shapes) {
    const durations = await timed(work);
    const p50 = percentile(durations, 50);
    const p99 = percentile(durations, 99);
    console.log(
      `  ${label.padEnd(34)} p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  (adds ${(p50 - base50).toFixed(1)} / ${(p99 - base99).toFixed(1)} ms)`,
    );
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-bench-metering-"));
// Readable by the embedded PostgreSQL's own user when this runs as root.
fs.chmodSync(dataDir, 0o755);
fs.mkdirSync(path.join(dataDir, "embedded"), { mode: 0o755 });
const setups: Array<[string, () => Promise<Database>]> = [
  [
    "embedded database",
    () => openDatabase({ kind: "embedded", dataDir: path.join(dataDir, "embedded"), logger }),
  ],
  ["PGlite", () => openDatabase({ kind: "memory" })],
];
const url = process.env.BENCH_DATABASE_URL;
if (url)
  setups.push(["PostgreSQL (BENCH_DATABASE_URL)", () => openDatabase({ kind: "postgres", url })]);

try {
  for (const [name, open] of setups) {
    const database = await open();
    try {
      await measure(`${name}: ${database.engine}`, database);
    } finally {
      await database.close();
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
