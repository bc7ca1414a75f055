// What an account's deletion costs now that it leaves no copy in the database's files
// (decision 0027): every table that held something of the account is rewritten (VACUUM FULL,
// which holds the table while it writes it), its statistics renewed and the WAL dropped.
// Seeds the embedded PostgreSQL with BENCH_MESSAGES messages (default 200,000) and as many
// usage charges across 1,000 accounts, then deletes one account (50 conversations, 500
// messages) while another account keeps saving a message every 10 ms, and prints the
// deletion's time, the rewrite's share, and the saves' latency before and during it.
// `npm run bench:erasure`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { unlimitedAllowances } from "#tests/support/allowances";
import { openDatabase } from "@/server/platform/db/client";
import { parseEnv } from "@/server/platform/env";
import { benchApp } from "./bench-app";

const messages = Number(process.env.BENCH_MESSAGES ?? 200_000);
const accounts = 1000;
const logger = pino({ level: "warn" });
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-bench-erasure-"));
fs.chmodSync(dataDir, 0o755);
const env = parseEnv({
  LOG_LEVEL: "warn",
  APP_URL: "http://localhost:3000",
  DATA_DIR: dataDir,
  PLAN_ALLOWANCES: unlimitedAllowances,
});
const opened = await openDatabase({ kind: "embedded", dataDir, logger });
let purgeMs = 0;
const database = {
  ...opened,
  purgeDeleted: async (tables: readonly string[]) => {
    const started = performance.now();
    await opened.purgeDeleted(tables);
    purgeMs = performance.now() - started;
    console.log(`  rewritten: ${tables.join(", ")}`);
  },
};
const parts = await benchApp({
  env,
  database,
  logger,
});
const sql = opened.executeSql;
try {
  const started = performance.now();
  await sql(`insert into "user" (id, name, email, email_verified)
    select 'u' || n, 'Person ' || n, 'p' || n || '@bench.local', true from generate_series(0, ${accounts}) n`);
  await sql(`insert into conversation (id, user_id, tool_id, title)
    select 'c' || n, 'u' || (n % ${accounts}), 'multi-chat', 'Conversation ' || n
    from generate_series(0, ${messages / 10 - 1}) n`);
  await sql(`insert into message (id, conversation_id, user_id, role, content)
    select 'm' || n, 'c' || (n / 10), 'u' || ((n / 10) % ${accounts}), 'user',
      'Words of message ' || n || ' ' || repeat('lorem ipsum ', 20)
    from generate_series(0, ${messages - 1}) n`);
  await sql(`insert into usage_charge (user_id, tool_id, kind, amount, subjects, period_start)
    select 'u' || (n % ${accounts}), 'multi-chat', 'chat', 1, array['user:u' || (n % ${accounts})], now()
    from generate_series(0, ${messages - 1}) n`);
  await sql("vacuum analyze");
  console.log(
    `embedded PostgreSQL: ${accounts} accounts, ${messages} messages and charges, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Another account saves a message every 10 ms, as chats do, throughout.
  const saves: { at: number; took: number }[] = [];
  let saving = true;
  const saver = (async () => {
    for (let n = 0; saving; n++) {
      const at = performance.now();
      await sql(
        `insert into message (id, conversation_id, user_id, role, content) values ('live-${n}', 'c1', 'u1', 'user', 'still chatting')`,
      );
      saves.push({ at, took: performance.now() - at });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const { internalAdapter } = await parts.auth.$context;
  const deleting = performance.now();
  // u0 owns every 1000th conversation: with 200,000 messages, 20 conversations and 200 messages.
  await internalAdapter.deleteUser("u0");
  const deleted = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  saving = false;
  await saver;

  const before = saves
    .filter((s) => s.at < deleting)
    .map((s) => s.took)
    .sort((a, b) => a - b);
  const during = saves
    .filter((s) => s.at >= deleting && s.at < deleted)
    .map((s) => s.took)
    .sort((a, b) => a - b);
  console.log(`  deletion: ${ms(deleted - deleting)}, of which the rewrite ${ms(purgeMs)}`);
  console.log(
    `  a message's save before: p50 ${ms(percentile(before, 50))} p99 ${ms(percentile(before, 99))}; during: p50 ${ms(percentile(during, 50))} p99 ${ms(percentile(during, 99))} max ${ms(during.at(-1) ?? 0)} (${during.length} saves)`,
  );
} finally {
  await parts.fileReaders.close();
  await parts.jobs.stop();
  await opened.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
