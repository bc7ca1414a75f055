// Data at scale, printed as figures (no assertions): `npm run bench:scale`.
//
// Seeds a fresh embedded PostgreSQL (a temp data folder) with 10,000 accounts, ~101,000
// conversations, ~1,012,000 messages and 100,000 files and documents (bench/scale-seed.ts), and
// the same with ten times fewer accounts, then times each hot request through the real app over
// HTTP, one after another, BENCH_SAMPLES times (200): the history list and its next page, the
// history search, conversation open, the admin user search and list, the admin usage totals,
// and "Download my data". Prints p50/p99 per request at both sizes and their ratio: an account
// costs what it holds, whatever the installation's size, when the ratio stays near 1.
// `--tenth` or `--full` runs one size only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { freePort } from "#tests/e2e/support/server";
import { openDatabase } from "@/server/platform/db/client";
import { parseEnv } from "@/server/platform/env";
import { connectionLimitsFor, startHttpServer } from "@/server/platform/http/node-server";
import { benchApp } from "./bench-app";
import { hotRequests } from "./scale-requests";
import { seed } from "./scale-seed";

const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const sizes = [
  { label: "tenth", accounts: 1000 },
  { label: "full", accounts: 10_000 },
].filter(({ label }) => !process.argv.includes(label === "full" ? "--tenth" : "--full"));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const adminEmail = "bench-admin@bench.example";
const password = "bench-password-42";

type Figures = Map<string, { p50: number; p99: number }>;

async function measure(accounts: number): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-bench-scale-"));
  // Readable by the embedded PostgreSQL's own user when this runs as root.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const env = parseEnv({
    LOG_LEVEL: "silent",
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    ADMIN_EMAILS: adminEmail,
  });
  const logger = pino({ level: "silent" });
  const database = await openDatabase({ kind: "embedded", dataDir, logger });
  const parts = await benchApp({
    env,
    database,
    logger,
  });
  const server = startHttpServer({
    fetch: parts.app.fetch,
    port,
    hostname: "127.0.0.1",
    limits: connectionLimitsFor(env.UPLOAD_MAX_BYTES),
  });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await parts.auth.api.signUpEmail({
      body: { email: adminEmail, password, name: "Bench Admin" },
    });
    await client.query(`update "user" set email_verified = true where email = $1`, [adminEmail]);
    const { rows } = await client.query<{ password: string }>(
      `select a.password from account a join "user" u on u.id = a.user_id where u.email = $1`,
      [adminEmail],
    );
    const started = performance.now();
    await seed(client, { accounts }, rows[0]?.password ?? "");
    const { rows: counts } = await client.query(
      `select (select count(*) from "user") users, (select count(*) from conversation) conversations,
              (select count(*) from message) messages,
              (select count(*) from media_file) + (select count(*) from upload) + (select count(*) from document) files,
              (select count(*) from usage_charge) charges`,
    );
    console.log(`\nSeeded in ${((performance.now() - started) / 1000).toFixed(0)} s:`, counts[0]);

    const signIn = async (email: string) => {
      const response = await fetch(`${appUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: appUrl },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok)
        throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
      return response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
    };
    const typical = Math.floor(accounts / 2);
    const cookies = {
      heavy: await signIn("person0@bench.example"),
      typical: await signIn(`person${typical}@bench.example`),
      admin: await signIn(adminEmail),
    };
    const figures: Figures = new Map();
    for (const request of hotRequests({ typical, accounts })) {
      const get = async () => {
        const response = await fetch(`${appUrl}${await request.path(appUrl, cookies)}`, {
          headers: { cookie: cookies[request.as] },
        });
        if (!response.ok)
          throw new Error(`${request.label}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      };
      try {
        for (let i = 0; i < 5; i++) await get();
      } catch (error) {
        console.log(`  ${request.label}: not timed (${(error as Error).message})`);
        continue;
      }
      const durations: number[] = [];
      for (let i = 0; i < (request.samples ?? samples); i++) {
        const begun = performance.now();
        await get();
        durations.push(performance.now() - begun);
      }
      durations.sort((a, b) => a - b);
      figures.set(request.label, {
        p50: percentile(durations, 50),
        p99: percentile(durations, 99),
      });
    }
    return figures;
  } finally {
    await client.end();
    await new Promise((resolve) => server.close(resolve));
    await parts.jobs.stop();
    await parts.fileReaders.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Array<[string, Figures]> = [];
for (const { label, accounts } of sizes) results.push([label, await measure(accounts)]);

const ms = (value: number | undefined) =>
  (value === undefined ? "-" : value.toFixed(1)).padStart(7);
console.log(
  `\n${"request".padEnd(46)}${results.map(([label]) => `${label} p50    p99`.padStart(18)).join("")}   p99 full/tenth`,
);
for (const key of results[0]?.[1].keys() ?? []) {
  const cells = results.map(([, figures]) =>
    `${ms(figures.get(key)?.p50)} ${ms(figures.get(key)?.p99)}`.padStart(18),
  );
  const [tenth, full] = results.map(([, figures]) => figures.get(key)?.p99);
  const ratio = tenth && full ? `   ${(full / tenth).toFixed(2)}` : "";
  console.log(`${key.padEnd(46)}${cells.join("")}${ratio}`);
}
process.exit(0);
