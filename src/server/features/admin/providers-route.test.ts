import type { PGlite } from "@electric-sql/pglite";
import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "#tests/fakes/openai-server";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { schema } from "@/server/platform/db/client";
import { providerCredential } from "@/server/platform/db/schema/admin";
import type { AuditLog } from "@/shared/admin";
import type { ProviderStatus } from "@/shared/provider-settings";

const storedKey = "sk-admin-entered-7f3a9c2e51b04d68";
const newerKey = "sk-admin-replaced-0c1d2e3f4a5b6789";

let fake: FakeOpenAI;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({
    // The base URL is the environment's (the fake); the key is the admin's.
    OPENAI_BASE_URL: `${fake.url}/v1`,
    ANTHROPIC_API_KEY: "sk-ant-set-in-the-environment",
  });
  admin = await t.signUp("admin@example.com");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const putKey = (provider: string, json: unknown) =>
  t.request(`/api/admin/providers/${provider}`, { method: "PUT", cookie: admin, json });

const providers = async () =>
  (
    (await (await t.request("/api/admin/providers", { cookie: admin })).json()) as {
      providers: ProviderStatus[];
    }
  ).providers;

const chat = () =>
  t.request("/api/ai/workbench-chat", {
    method: "POST",
    cookie: admin,
    json: { message: "Hello", model: "gpt-5.1" },
  });

/**
 * What the database keeps on disk: PGlite's data folder (tables and write-ahead log) after a
 * checkpoint; on PostgreSQL (TEST_DATABASE_URL), whose files this test cannot read, every row
 * of every table as text.
 */
async function rawDatabase(): Promise<string> {
  const client = (t.db as unknown as { $client: PGlite | object }).$client;
  if ("dumpDataDir" in client) {
    await client.exec("checkpoint");
    const dump = await client.dumpDataDir("none");
    return Buffer.from(await dump.arrayBuffer()).toString("latin1");
  }
  const tables = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];
  const rows = await Promise.all(tables.map((table) => t.db.select().from(table)));
  return JSON.stringify(rows);
}

describe("provider keys in the admin area", () => {
  it("store a key encrypted, show its last 4 characters only, and the next chat uses it", async () => {
    expect((await chat()).status).toBe(503);
    const saved = await putKey("openai", { apiKey: storedKey });
    expect(saved.status).toBe(200);
    const body = await saved.text();
    expect(body).not.toContain(storedKey);
    expect(JSON.parse(body).provider).toMatchObject({
      id: "openai",
      configured: true,
      keySource: "admin",
      keyEnding: "4d68",
      baseUrlSource: "environment",
    });
    expect(JSON.stringify(await providers())).not.toContain(storedKey.slice(0, -4));

    // Sealed in the table, and nowhere in the database's files in the clear.
    const [row] = await t.db.select().from(providerCredential);
    expect(row?.encryptedApiKey).toMatch(/^v1\./);
    const raw = await rawDatabase();
    expect(raw).toContain(row?.encryptedApiKey ?? "missing");
    expect(raw).not.toContain(storedKey);

    // No restart: the next chat goes to the provider with the stored key.
    const answered = await chat();
    expect(answered.status).toBe(200);
    expect((await answered.json()).response).toBe("Hello from the fake model.");
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${storedKey}`);
    expect((await (await t.request("/api/models")).json()).models).toContainEqual(
      expect.objectContaining({ id: "gpt-5.1", available: true }),
    );
  });

  it("replace and remove a key, each counting at the next chat, and log it without the key", async () => {
    expect((await putKey("openai", { apiKey: newerKey })).status).toBe(200);
    await chat();
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${newerKey}`);

    const removed = await t.request("/api/admin/providers/openai", {
      method: "DELETE",
      cookie: admin,
    });
    expect(removed.status).toBe(200);
    expect((await removed.json()).provider).toMatchObject({ configured: false, keySource: null });
    const refused = await chat();
    expect(refused.status).toBe(503);
    expect((await refused.json()).error.code).toBe("provider_not_configured");
    expect(await t.db.select().from(providerCredential)).toEqual([]);

    const log = await (await t.request("/api/admin/audit", { cookie: admin })).text();
    expect(log).not.toContain(storedKey);
    expect(log).not.toContain(newerKey);
    const entries = (JSON.parse(log) as AuditLog).entries;
    expect(entries.slice(0, 3).map((entry) => [entry.action, entry.target?.label])).toEqual([
      ["provider.remove", "OpenAI"],
      ["provider.set", "OpenAI"],
      ["provider.set", "OpenAI"],
    ]);
  });

  it("leave what the environment sets alone, and say so", async () => {
    const anthropic = (await providers()).find((entry) => entry.id === "anthropic");
    expect(anthropic).toMatchObject({ keySource: "environment", keyEnding: "ment" });
    const refused = await putKey("anthropic", { apiKey: "sk-ant-another-key-1234" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toMatch(
      /ANTHROPIC_API_KEY is set in the server's environment/,
    );
    const baseUrl = await putKey("openai", { baseUrl: "https://proxy.example.com/v1" });
    expect(baseUrl.status).toBe(409);
    expect((await baseUrl.json()).error.message).toMatch(/OPENAI_BASE_URL/);
  });

  it("refuse input that cannot be a key or a base URL", async () => {
    const cases: [string, unknown, RegExp][] = [
      ["groq", { apiKey: "   " }, /Paste the key/],
      ["groq", { apiKey: "has a space in it" }, /no spaces/],
      ["groq", { baseUrl: "ftp://example.com" }, /http:\/\/ or https:\/\//],
      ["groq", {}, /Enter a key or a base URL/],
      ["fal", { baseUrl: "https://fal.example.com" }, /environment only/],
      ["nobody", { apiKey: "sk-1234567890" }, /no such provider/],
    ];
    for (const [provider, json, message] of cases) {
      const response = await putKey(provider, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
    expect(await t.db.select().from(providerCredential)).toEqual([]);
  });

  it("take a short key, as a local server or a proxy may have one", async () => {
    const response = await putKey("deepgram", { apiKey: "local" });
    expect(response.status).toBe(200);
    const removed = await t.request("/api/admin/providers/deepgram", {
      method: "DELETE",
      cookie: admin,
    });
    expect(removed.status).toBe(200);
  });
});
