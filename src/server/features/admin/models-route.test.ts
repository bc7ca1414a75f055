import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeModelLists, startFakeModelLists } from "#tests/fakes/model-lists";
import { type FakeOpenAI, startFakeOpenAI } from "#tests/fakes/openai-server";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { AuditLog } from "@/shared/admin";
import type { AdminModelsResponse, ProviderTestResult } from "@/shared/model-admin";

let openai: FakeOpenAI;
let lists: FakeModelLists;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  openai = await startFakeOpenAI();
  lists = await startFakeModelLists();
  const env = lists.env();
  t = await createTestApp({
    // OpenAI's key is entered by the admin; Mistral's is set here.
    OPENAI_BASE_URL: `${openai.url}/v1`,
    MISTRAL_API_KEY: env.MISTRAL_API_KEY!,
    MISTRAL_BASE_URL: env.MISTRAL_BASE_URL!,
    AI_MAX_RETRIES: "0",
  });
  admin = await t.signUp("admin@example.com");
});
afterAll(async () => {
  await t.close();
  await openai.close();
  await lists.close();
});

const models = async (): Promise<AdminModelsResponse> =>
  (await t.request("/api/admin/models", { cookie: admin })).json();

describe("Admin > Models", () => {
  it("reads a provider's list as soon as its key is set, and shows every listed model", async () => {
    const before = await models();
    expect(before.providers.map((provider) => provider.provider)).toEqual(["mistral"]);
    const listReads = () => openai.requests.length;
    expect(listReads()).toBe(0);
    const saved = await t.request("/api/admin/providers/openai", {
      method: "PUT",
      cookie: admin,
      json: { apiKey: "sk-admin-entered-key-0001" },
    });
    expect(saved.status).toBe(200);
    const after = await models();
    const openaiModels = after.providers.find((provider) => provider.provider === "openai");
    expect(openaiModels).toMatchObject({ name: "OpenAI", configured: true, error: null });
    expect(openaiModels?.models.map((model) => [model.id, model.kind, model.enabled])).toEqual([
      ["gpt-6.1-sol", "chat", true],
      ["gpt-5.1", "chat", true],
      ["gpt-5-mini", "chat", true],
      ["gpt-image-2", "image", true],
      ["gpt-4o-mini-tts", "speech", true],
      ["tts-1", "speech", true],
      ["whisper-1", "transcription", true],
      ["text-embedding-3-small", "embedding", true],
    ]);
    expect(after.defaults.find((entry) => entry.purpose === "tool:multi-chat")).toMatchObject({
      label: "Multi Chat",
      chosen: null,
      effective: { provider: "openai", id: "gpt-5.1" },
    });
    expect(after.defaults.find((entry) => entry.purpose === "embedding")?.effective).toBeNull();
  });

  it("switches a model off and on, and sets a tool's default, each in the audit log", async () => {
    const off = await t.request("/api/admin/models/openai", {
      method: "PUT",
      cookie: admin,
      json: { id: "gpt-5.1", enabled: false },
    });
    expect(off.status).toBe(200);
    const switched = (await off.json()) as AdminModelsResponse;
    const model = switched.providers
      .find((provider) => provider.provider === "openai")
      ?.models.find((entry) => entry.id === "gpt-5.1");
    expect(model).toMatchObject({ enabled: false, chosen: true });
    // Multi Chat's default moves to the next offered model.
    expect(
      switched.defaults.find((entry) => entry.purpose === "tool:multi-chat")?.effective?.id,
    ).toBe("gpt-6.1-sol");

    const chosen = await t.request("/api/admin/model-defaults", {
      method: "PUT",
      cookie: admin,
      json: {
        purpose: "tool:multi-chat",
        model: { provider: "mistral", id: "devstral-medium-latest" },
      },
    });
    expect(chosen.status).toBe(200);
    expect(
      ((await chosen.json()) as AdminModelsResponse).defaults.find(
        (entry) => entry.purpose === "tool:multi-chat",
      ),
    ).toMatchObject({
      chosen: { provider: "mistral", id: "devstral-medium-latest" },
      effective: { id: "devstral-medium-latest" },
    });

    const refused = await t.request("/api/admin/model-defaults", {
      method: "PUT",
      cookie: admin,
      json: { purpose: "tool:multi-chat", model: { provider: "openai", id: "gpt-5.1" } },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe("gpt-5.1 is not an offered chat model.");
    const wrongKind = await t.request("/api/admin/model-defaults", {
      method: "PUT",
      cookie: admin,
      json: { purpose: "image", model: { provider: "openai", id: "gpt-5-mini" } },
    });
    expect(wrongKind.status).toBe(400);
    const unknown = await t.request("/api/admin/models/openai", {
      method: "PUT",
      cookie: admin,
      json: { id: "gpt-99", enabled: true },
    });
    expect(unknown.status).toBe(404);

    const log = (await (await t.request("/api/admin/audit", { cookie: admin })).json()) as AuditLog;
    expect(log.entries.slice(0, 2).map((entry) => [entry.action, entry.details])).toEqual([
      ["model.default", { purpose: "Multi Chat", model: "devstral-medium-latest" }],
      ["model.switch", { model: "gpt-5.1", enabled: false }],
    ]);
    await t.request("/api/admin/models/openai", {
      method: "PUT",
      cookie: admin,
      json: { id: "gpt-5.1", enabled: null },
    });
  });

  it("tests a provider with its cheapest call, showing the provider's own words when it fails", async () => {
    const passed = await t.request("/api/admin/providers/openai/test", {
      method: "POST",
      cookie: admin,
    });
    const result = (await passed.json()) as ProviderTestResult;
    expect(result).toEqual({
      ok: true,
      models: 8,
      call: "a chat of a few tokens with gpt-5-mini",
      error: null,
    });
    expect(openai.requests.at(-1)?.body.model).toBe("gpt-5-mini");

    openai.setScenario({
      failure: { kind: "status", status: 429, message: "You exceeded your current quota." },
    });
    const failed = (await (
      await t.request("/api/admin/providers/openai/test", { method: "POST", cookie: admin })
    ).json()) as ProviderTestResult;
    expect(failed).toMatchObject({
      ok: false,
      error: "OpenAI answered HTTP 429: You exceeded your current quota.",
    });
    openai.setScenario({});

    const unset = (await (
      await t.request("/api/admin/providers/anthropic/test", { method: "POST", cookie: admin })
    ).json()) as ProviderTestResult;
    expect(unset).toEqual({
      ok: false,
      models: null,
      call: null,
      error: "ANTHROPIC_API_KEY is not set.",
    });
  });

  it("exists for admins only", async () => {
    const someone = await t.signUp("someone@example.com");
    for (const [path, method] of [
      ["/api/admin/models", "GET"],
      ["/api/admin/providers/openai/test", "POST"],
    ] as const) {
      expect((await t.request(path, { method, cookie: someone })).status).toBe(404);
    }
  });
});
