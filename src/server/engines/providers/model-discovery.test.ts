import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeModelLists, startFakeModelLists } from "#tests/fakes/model-lists";
import { type Database, openDatabase } from "@/server/platform/db/client";
import { modelDefault, providerModel, providerModelList } from "@/server/platform/db/schema/models";
import { parseEnv } from "@/server/platform/env";
import { createAi } from "./ai";
import { createModelDiscovery, listMaxAgeMs } from "./model-discovery";
import { createProviderSettings } from "./provider-settings";

const secret = "a-server-secret-of-at-least-32-chars";
const silent = { warn: () => {} };

let database: Database;
let fake: FakeModelLists;
beforeAll(async () => {
  database = await openDatabase({ kind: "memory" });
  fake = await startFakeModelLists();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(providerModel);
  await database.db.delete(providerModelList);
  await database.db.delete(modelDefault);
  fake.requests.length = 0;
});

function ai(config: Record<string, string> = fake.env()) {
  const env = parseEnv({ ...config, AI_MAX_RETRIES: "0" });
  const providerSettings = createProviderSettings({ db: database.db, env, secret, logger: silent });
  return createAi({ providerSettings, db: database.db, secret, logger: silent, refreshMs: 0 });
}

const listReads = (path: string) => fake.requests.filter((request) => request.path === path).length;

describe("models from the providers' lists", () => {
  it("offers what each configured provider lists, by kind, and nothing past its end date", async () => {
    const catalogue = await ai().chat.catalogue();
    const ids = catalogue.models.map((model) => `${model.provider}:${model.id}`);
    expect(ids).toEqual([
      "openai:gpt-6.1-sol",
      "openai:gpt-5.1",
      "openai:gpt-5-mini",
      "anthropic:claude-sonnet-4-5-20250929",
      "anthropic:claude-haiku-4-5-20251001",
      "google:gemini-3.8-flash",
      "deepseek:deepseek-flash",
      "deepseek:deepseek-v4-pro",
      "mistral:mistral-large-latest",
      "mistral:devstral-medium-latest",
      "openrouter:openai/gpt-5-nano",
      "openrouter:anthropic/claude-sonnet-4.5",
      "ollama:llama3.2:latest",
      "ollama:qwen2.5vl:7b",
    ]);
    const byId = new Map(catalogue.models.map((model) => [model.id, model]));
    expect(byId.get("claude-sonnet-4-5-20250929")?.displayName).toBe("Claude Sonnet 4.5");
    expect(byId.get("gpt-6.1-sol")?.displayName).toBe("GPT-6.1 Sol");
    expect(byId.get("qwen2.5vl:7b")?.vision).toBe(true);
    expect(byId.get("llama3.2:latest")?.vision).toBe(false);
    // OpenRouter's other makers are listed but off until an admin switches them on.
    expect(byId.has("meta-llama/llama-4-scout")).toBe(false);
    expect(catalogue.setup).toEqual(["OPENAI_COMPATIBLE_BASE_URL"]);

    const stored = await database.db.select().from(providerModel);
    const kinds = new Map(stored.map((row) => [row.modelId, row]));
    expect(kinds.get("gpt-image-2")?.kind).toBe("image");
    expect(kinds.get("whisper-1")?.kind).toBe("transcription");
    expect(kinds.get("veo-3.1-generate")?.kind).toBe("video");
    expect(kinds.get("nomic-embed-text:latest")?.kind).toBe("embedding");
    // Shut down in May 2026 (its shutdown_date): kept, not listed.
    expect(kinds.get("dall-e-3")).toMatchObject({ kind: "image", listed: false });
    expect(kinds.has("omni-moderation-latest")).toBe(false);
    expect(kinds.has("imagen-4.0-generate-001")).toBe(false);
  });

  it("resolves the spec's ids to each provider's current equivalent", async () => {
    const models = ai();
    const resolved = async (id: string) => (await models.chat.resolve(id)).model.id;
    expect(await resolved("gpt-4o")).toBe("gpt-5.1");
    expect(await resolved("gpt-4o-mini")).toBe("gpt-5-mini");
    expect(await resolved("claude-3-5-sonnet")).toBe("claude-sonnet-4-5-20250929");
    expect(await resolved("claude-3-haiku")).toBe("claude-haiku-4-5-20251001");
    expect(await resolved("gemini-pro")).toBe("gemini-3.8-flash");
    expect(await resolved("deepseek-chat")).toBe("deepseek-flash");
    // Codestral's listed model is past its deprecation date: Mistral named its successor.
    expect(await resolved("codestral")).toBe("devstral-medium-latest");
    expect((await models.offered("image", "dall-e-3")).id).toBe("gpt-image-2");
    expect((await models.offered("video", "google-veo3")).id).toBe("veo-3.1-generate");
  });

  it("stops offering a model its provider stops listing, naming the replacement", async () => {
    const models = ai();
    expect((await models.chat.resolve("gpt-5-mini")).model.id).toBe("gpt-5-mini");
    fake.lists.openai = fake.lists.openai.filter((model) => model.id !== "gpt-5-mini");
    const result = await models.discovery.refresh(
      models.discovery.sources().find((source) => source.id === "openai")!,
      await models.settings.current(),
    );
    expect(result).toEqual({ ok: true, models: 4 });
    const catalogue = await models.chat.catalogue();
    expect(catalogue.models.map((model) => model.id)).not.toContain("gpt-5-mini");
    await expect(models.chat.resolve("gpt-5-mini")).rejects.toMatchObject({
      code: "model_unavailable",
      status: 410,
      message: "GPT-5 mini is no longer available from OpenAI. Choose GPT-6.1 Sol instead.",
      details: { replacement: { id: "gpt-6.1-sol", displayName: "GPT-6.1 Sol" } },
    });
    fake.lists.openai.push({ id: "gpt-5-mini" });
  });

  it("reads a list once across processes, again when the key changes, and again after a day", async () => {
    const config = parseEnv({ ...fake.env(), AI_MAX_RETRIES: "0" });
    let clock = Date.now();
    const processes = [0, 1, 2].map(() =>
      createModelDiscovery({
        db: database.db,
        secret,
        logger: silent,
        refreshMs: 0,
        now: () => clock,
      }),
    );
    await Promise.all(processes.map((process) => process.ensure(config)));
    expect(listReads("/openai/v1/models")).toBe(1);
    for (const process of processes) {
      expect((await process.stored()).models.some((model) => model.id === "gpt-6.1-sol")).toBe(
        true,
      );
    }

    await processes[0]!.ensure(config);
    expect(listReads("/openai/v1/models")).toBe(1);
    const otherKey = parseEnv({ ...fake.env(), OPENAI_BASE_URL: `${fake.url}/openai/v1/` });
    await processes[1]!.ensure(otherKey);
    expect(listReads("/openai/v1/models")).toBe(2);

    clock += listMaxAgeMs + 60_000;
    await processes[1]!.ensure(otherKey);
    // A day-old list is read again in the background: the answer does not wait for it.
    await processes[1]!.idle();
    expect(listReads("/openai/v1/models")).toBe(3);
  });

  it("keeps the provider's own words when a list cannot be read, and the list it had", async () => {
    const models = ai({ ...fake.env(), OPENAI_API_KEY: "sk-wrong" });
    const catalogue = await models.chat.catalogue();
    expect(catalogue.models.some((model) => model.provider === "openai")).toBe(false);
    const [list] = await database.db
      .select()
      .from(providerModelList)
      .where(eq(providerModelList.provider, "openai"));
    expect(list?.error).toBe("OpenAI answered HTTP 401: Incorrect API key provided");
  });
});
