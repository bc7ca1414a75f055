import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "#tests/fakes/openai-server";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { AdminModelsResponse } from "@/shared/model-admin";
import { type ModelsResponse, toolDescription } from "@/shared/models";
import { getTool, toolIds } from "@/shared/tools/registry";

let openai: FakeOpenAI;
let deepseek: FakeOpenAI;
let local: FakeOpenAI;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  openai = await startFakeOpenAI();
  // DeepSeek and an operator's own server speak OpenAI's API, with their own lists.
  deepseek = await startFakeOpenAI({}, { models: ["deepseek-flash", "deepseek-v4-pro"] });
  local = await startFakeOpenAI({}, { models: ["llama3.2", "qwen2.5vl"] });
  t = await createTestApp({
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: `${openai.url}/v1`,
    DEEPSEEK_API_KEY: "sk-deepseek",
    DEEPSEEK_BASE_URL: `${deepseek.url}/v1`,
    OPENAI_COMPATIBLE_BASE_URL: `${local.url}/v1`,
    OPENAI_COMPATIBLE_MODELS: "llama3.2=Llama 3.2,qwen2.5vl=Qwen 2.5 VL:vision",
    AI_MAX_RETRIES: "0",
  });
  admin = await t.signUp("admin@example.com");
});
afterAll(async () => {
  await t.close();
  await Promise.all([openai.close(), deepseek.close(), local.close()]);
});

const catalogue = async (): Promise<ModelsResponse> => (await t.request("/api/models")).json();
const ask = (model: string) =>
  t.request("/api/ai/workbench-chat", {
    method: "POST",
    cookie: admin,
    json: { message: "Hello", model },
  });
const offeredIn = (body: ModelsResponse) => [
  ...new Set([
    ...body.models.map((model) => model.id),
    ...toolIds.flatMap((id) => body.tools[id].models),
  ]),
];

describe("GET /api/models", () => {
  it("offers what each configured provider lists, and names the settings that would add more", async () => {
    const body = await catalogue();
    expect(body.models.map((model) => `${model.provider}:${model.id}`)).toEqual([
      "openai:gpt-6.1-sol",
      "openai:gpt-5.1",
      "openai:gpt-5-mini",
      "deepseek:deepseek-flash",
      "deepseek:deepseek-v4-pro",
      "openai-compatible:llama3.2",
      "openai-compatible:qwen2.5vl",
    ]);
    expect(body.models.find((model) => model.id === "qwen2.5vl")).toMatchObject({
      displayName: "Qwen 2.5 VL",
      vision: true,
      available: true,
    });
    expect(body.setup).toEqual([
      "ANTHROPIC_API_KEY",
      "GOOGLE_GENERATIVE_AI_API_KEY",
      "MISTRAL_API_KEY",
      "OPENROUTER_API_KEY",
      "OLLAMA_BASE_URL",
    ]);
  });

  it("gives each tool its spec's models first, as resolved today, and defaults to the first", async () => {
    const { tools } = await catalogue();
    // code-assistant's spec list: gpt-4o, claude-3-5-sonnet, deepseek-coder, codestral.
    expect(tools["code-assistant"].models.slice(0, 2)).toEqual(["gpt-5.1", "deepseek-flash"]);
    expect(tools["multi-chat"].defaultModel).toBe("gpt-5.1");
    expect(tools["image-generator"]).toEqual({ models: [], defaultModel: null });
  });

  it("says a tool has no usable model when nothing is configured", async () => {
    const bare = await createTestApp();
    try {
      const none: ModelsResponse = await (await bare.request("/api/models")).json();
      expect(none.models).toEqual([]);
      expect(none.tools["multi-chat"].defaultModel).toBeNull();
      expect(toolDescription(getTool("multi-chat"), none)).toBe(
        "Chat with the AI models this server offers, all in one place.",
      );
    } finally {
      await bare.close();
    }
  });

  it("describes Multi Chat by a model of each provider, not by providers it lacks", async () => {
    expect(toolDescription(getTool("multi-chat"), await catalogue())).toBe(
      "Chat with GPT-5.1, DeepSeek Flash, and Llama 3.2, all in one place.",
    );
  });
});

describe("models the providers stop serving", () => {
  it("resolves the spec's ids to the provider's listed equivalent", async () => {
    for (const [asked, used, fake] of [
      ["gpt-4o", "gpt-5.1", openai],
      ["gpt-4o-mini", "gpt-5-mini", openai],
      ["deepseek-chat", "deepseek-flash", deepseek],
    ] as const) {
      const answered = await ask(asked);
      expect(answered.status, asked).toBe(200);
      expect(fake.requests.at(-1)?.body.model).toBe(used);
    }
  });

  it("drops a model its provider stops listing, after a refresh, and names the replacement", async () => {
    expect(offeredIn(await catalogue())).toContain("gpt-5-mini");
    const asked = openai.requests.length;
    openai.models.splice(openai.models.indexOf("gpt-5-mini"), 1);
    const refreshed = await t.request("/api/admin/models/openai/refresh", {
      method: "POST",
      cookie: admin,
    });
    expect(refreshed.status).toBe(200);
    expect(offeredIn(await catalogue())).not.toContain("gpt-5-mini");

    const refused = await ask("gpt-5-mini");
    expect(refused.status).toBe(410);
    expect(await refused.json()).toEqual({
      error: {
        code: "model_unavailable",
        message: "GPT-5 mini is no longer available from OpenAI. Choose GPT-6.1 Sol instead.",
        replacement: { id: "gpt-6.1-sol", displayName: "GPT-6.1 Sol" },
      },
    });
    // Nothing reached the provider for it.
    expect(openai.requests.length).toBe(asked);
    const unknown = await ask("gpt-99");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toMatch(/^Unknown model "gpt-99"/);
    openai.models.push("gpt-5-mini");
  });

  it("marks a model the provider refuses as not found, tells the user what to pick, and shows it to admins", async () => {
    openai.withdrawn.push("gpt-6.1-sol");
    const failed = await ask("gpt-6.1-sol");
    expect(failed.status).toBe(502);
    expect((await failed.json()).error.message).toBe(
      "GPT-6.1 Sol is no longer available from OpenAI. Choose GPT-5.1 instead.",
    );
    expect(offeredIn(await catalogue())).not.toContain("gpt-6.1-sol");
    const again = await ask("gpt-6.1-sol");
    expect(again.status).toBe(410);
    expect((await again.json()).error.replacement).toEqual({
      id: "gpt-5.1",
      displayName: "GPT-5.1",
    });

    const models = (await (
      await t.request("/api/admin/models", { cookie: admin })
    ).json()) as AdminModelsResponse;
    const marked = models.providers
      .find((provider) => provider.provider === "openai")
      ?.models.find((model) => model.id === "gpt-6.1-sol");
    expect(marked?.unavailable).toMatchObject({
      reason: "The model `gpt-6.1-sol` does not exist or you do not have access to it.",
      replacement: "GPT-5.1",
    });
  });
});
