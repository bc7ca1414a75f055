// What confirming the session against the database adds to a request, printed as figures.
//
// Every /api request with a session reads its session row and account by the session's token
// (one prepared statement, one unique-index lookup: src/server/features/auth/session-check.ts),
// so that a disabled, deleted or demoted account, or an ended session, counts from the next
// request on every instance. Measured on the embedded PostgreSQL with 10,000 other sessions:
//   - the statement alone, one at a time and 50 at once;
//   - a route behind `loadSession` alone and behind `loadSession` + `confirmSession`, one
//     request at a time and 50 at once (the difference is the added cost per request);
//   - sign-up with a new and with a taken address (their answers must not tell them apart).
// `npm run bench:session-check`.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import pino from "pino";
import { unlimitedAllowances } from "#tests/support/allowances";
import { type AppEnv, loadSession } from "@/server/features/auth/session";
import { confirmSession, sessionStanding } from "@/server/features/auth/session-check";
import { openDatabase } from "@/server/platform/db/client";
import { session, user } from "@/server/platform/db/schema/auth";
import { parseEnv } from "@/server/platform/env";
import { benchApp } from "./bench-app";

const requests = Number(process.env.BENCH_REQUESTS ?? 4000);
const concurrency = 50;
const logger = pino({ level: "warn" });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const us = (ms: number) => `${Math.round(ms * 1000)} µs`;

/** `count` calls of `work`, `parallel` at a time: each call's ms (sorted) and calls per second. */
async function timed(count: number, parallel: number, work: () => Promise<unknown>) {
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next++ < count) {
        const start = performance.now();
        await work();
        durations.push(performance.now() - start);
      }
    }),
  );
  const perSecond = count / ((performance.now() - started) / 1000);
  return { sorted: durations.sort((a, b) => a - b), perSecond };
}

function report(label: string, { sorted, perSecond }: Awaited<ReturnType<typeof timed>>) {
  console.log(
    `  ${label.padEnd(46)} p50 ${us(percentile(sorted, 50)).padStart(8)}  p99 ${us(percentile(sorted, 99)).padStart(8)}  ${Math.round(perSecond)}/s`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-bench-session-"));
// Readable by the embedded PostgreSQL's own user when this runs as root.
fs.chmodSync(dataDir, 0o755);
const env = parseEnv({
  LOG_LEVEL: "warn",
  APP_URL: "http://localhost:3000",
  DATA_DIR: dataDir,
  TRUST_PROXY: "true",
  PLAN_ALLOWANCES: unlimitedAllowances,
});
const database = await openDatabase({ kind: "embedded", dataDir, logger });
const parts = await benchApp({
  env,
  database,
  logger,
});
try {
  const { app, auth } = parts;
  const { db } = database;
  let addresses = 0;
  const post = async (route: string, json: unknown) =>
    app.request(route, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `10.9.${addresses >> 8}.${addresses++ & 255}`,
      },
      body: JSON.stringify(json),
    });

  // 10,000 sessions of other accounts, so the lookup runs on an index of a real size.
  for (let batch = 0; batch < 10; batch++) {
    const ids = Array.from({ length: 1000 }, (_, i) => `bench-${batch}-${i}`);
    await db
      .insert(user)
      .values(ids.map((id) => ({ id, name: "Bench", email: `${id}@bench.local` })));
    await db.insert(session).values(
      ids.map((id) => ({
        id: `s-${id}`,
        userId: id,
        token: crypto.randomBytes(24).toString("base64url"),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
  }
  await post("/api/auth/sign-up/email", {
    email: "bench@example.com",
    password: "correct-horse-42",
    name: "Bench User",
  });
  await db.update(user).set({ emailVerified: true });
  // A browser's cookies, the signed cookie cache included: it lasts a minute, so each
  // measurement signs in afresh (else better-auth would read the database in its place).
  const signIn = async () => {
    const signedIn = await post("/api/auth/sign-in/email", {
      email: "bench@example.com",
      password: "correct-horse-42",
    });
    return signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  };
  const read = await auth.api.getSession({ headers: new Headers({ cookie: await signIn() }) });
  if (!read) throw new Error("no session");
  const token = read.session.token;

  console.log(`embedded PostgreSQL (${database.engine}), 10,001 sessions, ${requests} each`);
  const statement = () => sessionStanding(db, token);
  await timed(500, concurrency, statement);
  report("the statement alone, one at a time", await timed(requests, 1, statement));
  report(
    `the statement alone, ${concurrency} at once`,
    await timed(requests, concurrency, statement),
  );

  const route = (confirm: boolean) => {
    const api = new Hono<AppEnv>().use(loadSession(auth));
    if (confirm) api.use(confirmSession(db));
    return api.get("/x", (c) => c.json({ id: c.get("session")?.user.id ?? null }));
  };
  for (const parallel of [1, concurrency]) {
    for (const confirm of [false, true]) {
      const routeApp = route(confirm);
      const cookie = await signIn();
      const call = async () => (await routeApp.request("/x", { headers: { cookie } })).json();
      await timed(500, parallel, call);
      const label = `${confirm ? "loadSession + confirmSession" : "loadSession alone"}, ${parallel === 1 ? "one at a time" : `${parallel} at once`}`;
      report(label, await timed(requests, parallel, call));
    }
  }

  // A sign-up hashes the password either way; a new address also writes its rows. The two
  // kinds alternate, so that neither has the warm-up to itself.
  const signUps = 30;
  const took: Record<"new" | "taken", number[]> = { new: [], taken: [] };
  for (let round = 0; round < signUps * 2; round++) {
    const kind = round % 2 === 0 ? "new" : "taken";
    const start = performance.now();
    const answer = await post("/api/auth/sign-up/email", {
      email: kind === "taken" ? "bench@example.com" : `new-${crypto.randomUUID()}@example.com`,
      password: "correct-horse-42",
      name: "Bench User",
    });
    await answer.text();
    took[kind].push(performance.now() - start);
  }
  for (const kind of ["new", "taken"] as const) {
    const sorted = took[kind].slice(signUps / 3).sort((a, b) => a - b);
    const perSecond = 1000 / (sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length);
    report(`sign-up, ${kind} address (${sorted.length}, after warm-up)`, { sorted, perSecond });
  }
} finally {
  await parts.fileReaders.close();
  await parts.jobs.stop();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
