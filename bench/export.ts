// What 'Download my data' costs for a large account: one account with BENCH_MESSAGES messages
// (default 100,000, in 1,000 conversations) and BENCH_FILES media files of 4 MB (default 50:
// 200 MB), on the embedded PostgreSQL, exported through GET /api/account/export and read to
// the end. Prints the archive's size, the time, the throughput and this process's peak RSS
// growth meanwhile (sampled every 50 ms): the archive is written as it is sent, so the peak
// should stay far below its size. `npm run bench:export`.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { unlimitedAllowances } from "#tests/support/allowances";
import { openDatabase } from "@/server/platform/db/client";
import { mediaFile } from "@/server/platform/db/schema/media";
import { parseEnv } from "@/server/platform/env";
import { openFileStorage } from "@/server/platform/storage/open-file-storage";
import { benchApp } from "./bench-app";

const messages = Number(process.env.BENCH_MESSAGES ?? 100_000);
const files = Number(process.env.BENCH_FILES ?? 50);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const logger = pino({ level: "warn" });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-bench-export-"));
fs.chmodSync(dataDir, 0o755);
const env = parseEnv({
  LOG_LEVEL: "warn",
  APP_URL: "http://localhost:3000",
  DATA_DIR: dataDir,
  TRUST_PROXY: "true",
  PLAN_ALLOWANCES: unlimitedAllowances,
});
const database = await openDatabase({ kind: "embedded", dataDir, logger });
const storage = openFileStorage(env);
const parts = await benchApp({
  env,
  database,
  logger,
  storage,
});
try {
  const { app } = parts;
  const post = async (route: string, json: unknown) =>
    app.request(route, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(json),
    });
  await post("/api/auth/sign-up/email", {
    email: "large@example.com",
    password: "correct-horse-42",
    name: "Large Account",
  });
  await database.executeSql(`update "user" set email_verified = true`);
  const signedIn = await post("/api/auth/sign-in/email", {
    email: "large@example.com",
    password: "correct-horse-42",
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const [{ id } = { id: "" }] = (await database.executeSql(`select id from "user"`)).rows as {
    id: string;
  }[];

  const sql = database.executeSql;
  await sql(`insert into conversation (id, user_id, tool_id, title)
    select 'c' || n, '${id}', 'multi-chat', 'Conversation ' || n from generate_series(0, ${messages / 100 - 1}) n`);
  await sql(`insert into message (id, conversation_id, user_id, role, content)
    select 'm' || n, 'c' || (n / 100), '${id}', 'user', 'Words of message ' || n || ' ' || repeat('lorem ipsum ', 20)
    from generate_series(0, ${messages - 1}) n`);
  for (let n = 0; n < files; n++) {
    const key = await storage.save(crypto.randomBytes(4 * 1024 * 1024));
    await database.db.insert(mediaFile).values({
      userId: id,
      name: `video-${n}.mp4`,
      mediaType: "video/mp4",
      size: 4 * 1024 * 1024,
      storageKey: key,
    });
  }
  console.log(
    `embedded PostgreSQL: one account with ${messages} messages and ${files} files of 4 MB`,
  );

  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const response = await app.request("/api/account/export", { headers: { cookie } });
  let size = 0;
  const reader = response.body?.getReader();
  for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
    size += next.value.byteLength;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `  archive ${mb(size)} in ${seconds.toFixed(1)} s (${mb(size / seconds)}/s); RSS before ${mb(baseline)}, peak growth ${mb(peak - baseline)}`,
  );
} finally {
  await parts.fileReaders.close();
  await parts.jobs.stop();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
