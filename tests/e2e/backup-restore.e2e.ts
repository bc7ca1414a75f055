import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackupManifest } from "@/server/platform/backup/backup-format";
import { pngImage } from "../fakes/images";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { makeDataDir, openServerDatabase } from "./support/data-dir";
import { type RunningServer, startServer } from "./support/server";
import { linkIn, startSmtpSink } from "./support/smtp-sink";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");

let fake: FakeOpenAI;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: RunningServer;
let restored: RunningServer | undefined;
const made: string[] = [];

beforeAll(async () => {
  // Answers that take a while, so chats are being written while the backup runs.
  fake = await startFakeOpenAI({
    tokens: Array.from({ length: 20 }, (_, i) => `w${i} `),
    delayMs: 15,
  });
  smtp = await startSmtpSink();
  server = await startServer({ env: providerEnv() });
});

afterAll(async () => {
  await restored?.close();
  await server?.close();
  await smtp?.close();
  await fake?.close();
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function providerEnv() {
  return { SMTP_URL: smtp.url, OPENAI_API_KEY: "test", OPENAI_BASE_URL: `${fake.url}/v1` };
}

/** `npm run backup` / `npm run restore` as an operator runs them, on a data folder. */
function run(script: "backup-main" | "restore-main", dataDir: string, arg: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [tsx, `src/server/${script}.ts`, arg], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

async function signedIn(): Promise<string> {
  const email = `backup-${crypto.randomUUID()}@example.com`;
  const password = "correct-horse-42";
  const headers = { "content-type": "application/json", origin: server.url };
  const post = (route: string, body: unknown) =>
    fetch(`${server.url}${route}`, { method: "POST", headers, body: JSON.stringify(body) });
  expect((await post("/api/auth/sign-up/email", { name: "Ada", email, password })).ok).toBe(true);
  const mail = await smtp.waitFor(email, /confirm/i);
  const token = new URL(linkIn(mail, `${server.url}/confirm?token=`)).searchParams.get("token");
  expect((await post("/api/auth/confirm-email", { token })).status).toBe(200);
  const signIn = await post("/api/auth/sign-in/email", { email, password });
  expect(signIn.ok).toBe(true);
  return cookieOf(signIn);
}

/** One chat to its end: the question and the streamed answer are saved as it goes. */
async function chat(cookie: string, text: string) {
  const response = await fetch(`${server.url}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: JSON.stringify({
      id: crypto.randomUUID(),
      trigger: "submit-message",
      toolId: "multi-chat",
      model: "gpt-4o",
      messages: [{ id: crypto.randomUUID(), role: "user", parts: [{ type: "text", text }] }],
    }),
  });
  expect(response.status).toBe(200);
  await response.text();
}

async function upload(cookie: string, name: string, size: number) {
  const response = await fetch(`${server.url}/api/files?name=${name}`, {
    method: "POST",
    headers: { origin: server.url, cookie },
    body: new Uint8Array(await pngImage(size, size)),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("npm run backup while the server serves, then npm run restore into a new folder", () => {
  it("restores every row and every file the backup's snapshot holds", {
    timeout: 240_000,
  }, async () => {
    const cookie = await signedIn();
    const before: string[] = [];
    for (let i = 0; i < 3; i++) {
      await chat(cookie, `Before the backup ${i}`);
      before.push(await upload(cookie, `before-${i}.png`, 8 + i));
    }

    // Load: two chat loops and an upload loop, until the backup is done.
    let backupDone = false;
    let duringBackup = 0;
    const loop = async (work: (n: number) => Promise<unknown>) => {
      for (let n = 0; !backupDone; n++) {
        await work(n);
        if (!backupDone) duringBackup += 1;
      }
    };
    const load = Promise.all([
      loop((n) => chat(cookie, `During the backup, a ${n}`)),
      loop((n) => chat(cookie, `During the backup, b ${n}`)),
      loop((n) => upload(cookie, `during-${n}.png`, 16 + (n % 8))),
    ]);
    const backupDir = path.join(makeDataDir("bismo-backups-"), "one");
    made.push(path.dirname(backupDir));
    const backup = await run("backup-main", server.dataDir, backupDir);
    backupDone = true;
    await load;
    expect(backup.output).toContain("Backup written");
    expect(backup.code).toBe(0);
    // The server went on answering and storing while the backup ran.
    expect(duringBackup).toBeGreaterThan(0);

    const manifest = JSON.parse(
      fs.readFileSync(path.join(backupDir, "manifest.json"), "utf8"),
    ) as BackupManifest;
    expect(manifest.files).toMatchObject({ storage: "local", missing: [] });
    expect(manifest.tables.message).toBeGreaterThanOrEqual(6);
    expect(manifest.authSecret).toBe(true);

    const fresh = makeDataDir("bismo-restored-");
    made.push(fresh);
    const restore = await run("restore-main", fresh, backupDir);
    expect(restore.output).toContain("Restored");
    expect(restore.code).toBe(0);
    // Into a folder that is not empty: refused, nothing changed.
    const again = await run("restore-main", fresh, backupDir);
    expect(again.code).toBe(1);
    expect(again.output).toContain("is not empty");

    // Every row of the snapshot, and every file its rows name, byte for byte.
    const database = await openServerDatabase(fresh);
    try {
      for (const [table, rows] of Object.entries(manifest.tables)) {
        const { rows: counted } = await database.executeSql(
          `select count(*)::int as n from "${table}"`,
          [],
        );
        expect(counted[0]?.n, table).toBe(rows);
      }
      const { rows: files } = await database.executeSql(
        "select storage_key as key from media_file union all select storage_key from upload",
        [],
      );
      expect(files.length).toBe(manifest.files.count);
      for (const { key } of files) {
        const copy = fs.readFileSync(path.join(fresh, "files", String(key)));
        expect(copy.equals(fs.readFileSync(path.join(server.dataDir, "files", String(key))))).toBe(
          true,
        );
      }
    } finally {
      await database.close();
    }

    // The restored installation serves: the same session (its secret came back), the
    // conversations and the files from before the backup.
    restored = await startServer({ dataDir: fresh, env: providerEnv() });
    const list = await fetch(`${restored.url}/api/conversations`, { headers: { cookie } });
    expect(list.status).toBe(200);
    const { conversations } = (await list.json()) as { conversations: { title: string }[] };
    expect(conversations.length).toBeGreaterThanOrEqual(3);
    for (const id of before) {
      const file = await fetch(`${restored.url}/api/files/${id}`, { headers: { cookie } });
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });
});
