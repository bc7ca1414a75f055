import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/e2e/support/server";
import { type FakeOpenAI, startFakeOpenAI } from "#tests/fakes/openai-server";
import { chatBody, readUIStream, streamedText } from "#tests/fakes/ui-stream";
import { testDatabaseUrl } from "#tests/support/test-database";

/**
 * Two real Bismo processes on one PostgreSQL, as behind a load balancer: what one of them
 * stores (a session, a rate-limit count, a conversation) the other one honours.
 */
type Instance = { url: string; output: () => string; process: ChildProcess };

const root = path.resolve(import.meta.dirname, "../..");
const databaseUrl = testDatabaseUrl();
const secret = crypto.randomBytes(32).toString("base64url");
const dataDirs: string[] = [];
let fake: FakeOpenAI;
let a: Instance;
let b: Instance;

async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-scale-"));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: secret,
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: `${fake.url}/v1`,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`instance exited (${code}):\n${output}`)));
    child.stdout?.on("data", () => output.includes("Bismo is ready") && resolve());
  });
  return { url, output: () => output, process: child };
}

const post = (instance: Instance, route: string, body: unknown, cookie?: string) =>
  fetch(`${instance.url}${route}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: instance.url,
      ...(cookie && { cookie }),
    },
    body: JSON.stringify(body),
  });

/** Only the session token: the other instance must look the session up in the database. */
const sessionToken = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((cookie) => cookie.startsWith("better-auth.session_token="))
    .join("; ");

describe.skipIf(!databaseUrl)("several instances on one PostgreSQL", () => {
  beforeAll(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // Left by an earlier run in the last minute, a sign-in count would skew the limit below.
    await client.query("delete from rate_limit where key like '%sign-in%'").catch(() => {});
    await client.end();
    fake = await startFakeOpenAI();
    // Started together: one applies the migrations while the other waits for it.
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance || instance.process.exitCode !== null) continue;
      await new Promise((resolve) => {
        instance.process.once("exit", resolve);
        instance.process.kill("SIGTERM");
      });
    }
    await fake?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves a session, a rate limit and a conversation from either instance", async () => {
    const email = `scale-${Date.now()}@example.com`;
    const password = "correct-horse-42";
    expect((await post(a, "/api/auth/sign-up/email", { email, password, name: "Ada" })).ok).toBe(
      true,
    );
    // The confirmation mailed by A (to its log) is redeemed on B.
    await expect.poll(() => a.output()).toContain("Confirm your Bismo account");
    const token = /confirm\?token=([\w.-]+)/.exec(a.output())?.[1] ?? "";
    const verified = await post(b, "/api/auth/confirm-email", { token });
    expect(verified.status).toBe(200);

    // Signed in on A, known on B.
    const signIn = await post(a, "/api/auth/sign-in/email", { email, password });
    expect(signIn.status).toBe(200);
    const cookie = sessionToken(signIn);
    const me = await fetch(`${b.url}/api/me`, { headers: { cookie } });
    expect((await me.json()).user.email).toBe(email);

    // Five sign-ins a minute per address, counted across both: 1 + 2 on A, 2 on B.
    const wrong = { email, password: "wrong-password-1" };
    const statuses = [];
    for (const instance of [a, b, a, b, b, a]) {
      statuses.push((await post(instance, "/api/auth/sign-in/email", wrong)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);

    // A conversation answered through A reads back through B.
    const id = crypto.randomUUID();
    const answer = await post(a, "/api/chat", chatBody(id, "Hello from A"), cookie);
    expect(streamedText(await readUIStream(answer))).toBe("Hello from the fake model.");
    const saved = await fetch(`${b.url}/api/conversations/${id}`, { headers: { cookie } });
    expect(saved.status).toBe(200);
    const texts = (await saved.json()).messages.map(
      (message: { parts: { text?: string }[] }) => message.parts[0]?.text,
    );
    expect(texts).toEqual(["Hello from A", "Hello from the fake model."]);
  });
});
