import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./support/server";

// The served app on its embedded database, without SMTP (links go to the log): after an account
// is deleted, nothing on disk or in the log still holds its address or name, and the data
// folder holds nothing it wrote (decision 0027; src/server/features/account/erasure-files.test.ts
// checks every kind of row on both embedded engines).
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const email = "erase-me-entirely@example.com";
const name = "Erasable Person";
const password = "correct-horse-42";

function api(
  route: string,
  init: { method: string; json?: unknown; body?: BodyInit; cookie?: string },
) {
  const headers: Record<string, string> = { origin: server.url };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers["content-type"] = "application/json";
  return fetch(`${server.url}${route}`, {
    method: init.method,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/** Every file under `dir` whose bytes contain `needle`. */
function filesHolding(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle);
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file).includes(bytes));
}

async function linkFromLog(prefix: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const link = server
      .logs()
      .split(/\s|\\n|"/)
      .find((word) => word.startsWith(prefix));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${prefix} link in the log`);
}

describe("an account deleted on the embedded database", () => {
  it("leaves its address and name neither in the data folder nor in the log", async () => {
    expect(
      (await api("/api/auth/sign-up/email", { method: "POST", json: { email, password, name } }))
        .status,
    ).toBe(200);
    const link = await linkFromLog(`${server.url}/confirm?token=`);
    const token = new URL(link).searchParams.get("token");
    const confirmed = await api("/api/auth/confirm-email", { method: "POST", json: { token } });
    expect(confirmed.status).toBe(200);
    const cookie = cookieOf(confirmed);

    const suggestion = await api("/api/tool-suggestions", {
      method: "POST",
      json: { text: "A wombat-counting tool, please" },
      cookie,
    });
    expect(suggestion.status).toBe(201);
    const form = new FormData();
    form.set("file", new File(["some quokka notes"], "notes.txt"));
    form.set("toolId", "multi-chat");
    expect((await api("/api/uploads", { method: "POST", body: form, cookie })).status).toBe(201);
    await api("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "wrong-one-1" },
    });
    await api("/api/auth/request-password-reset", { method: "POST", json: { email } });
    // Before: the database's files hold the address and the text (in the write-ahead log at least).
    expect(filesHolding(server.dataDir, email).length).toBeGreaterThan(0);
    expect(filesHolding(server.dataDir, "wombat-counting").length).toBeGreaterThan(0);

    const deleted = await api("/api/account", { method: "DELETE", json: { password }, cookie });
    expect(deleted.status).toBe(200);

    expect(filesHolding(server.dataDir, email)).toEqual([]);
    expect(filesHolding(server.dataDir, name)).toEqual([]);
    expect(filesHolding(server.dataDir, "wombat-counting")).toEqual([]);
    expect(filesHolding(server.dataDir, "quokka notes")).toEqual([]);
    expect(server.logs()).not.toContain(email);
    expect(server.logs()).not.toContain(name);
  });
});
