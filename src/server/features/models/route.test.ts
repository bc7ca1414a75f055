import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { type ModelsResponse, toolDescription } from "@/shared/models";
import { getTool } from "@/shared/tools/registry";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    DEEPSEEK_API_KEY: "test",
    OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:11434/v1",
    OPENAI_COMPATIBLE_MODELS: "llama3.2=Llama 3.2,qwen2.5vl=Qwen 2.5 VL:vision",
  });
});
afterAll(() => t.close());

describe("GET /api/models", () => {
  it("marks models usable only when their provider is configured, naming the setting otherwise", async () => {
    const body = await (await t.request("/api/models")).json();
    const byId = new Map(body.models.map((m: { id: string }) => [m.id, m]));
    expect(byId.get("gpt-5.1")).toMatchObject({
      displayName: "GPT-5.1",
      provider: "openai",
      available: false,
      enableWith: "OPENAI_API_KEY",
    });
    expect(byId.get("claude-sonnet-4-5")).toMatchObject({ enableWith: "ANTHROPIC_API_KEY" });
    expect(byId.get("deepseek-chat")).toMatchObject({ available: true });
    expect(byId.get("deepseek-chat")).not.toHaveProperty("enableWith");
    expect(byId.get("qwen2.5vl")).toMatchObject({
      displayName: "Qwen 2.5 VL",
      provider: "openai-compatible",
      vision: true,
      available: true,
    });
  });

  it("gives each tool its spec list plus operator models, defaulting to the first usable one", async () => {
    const { tools } = await (await t.request("/api/models")).json();
    expect(tools["code-assistant"].models).toEqual([
      "gpt-5.1",
      "claude-sonnet-4-5",
      "deepseek-chat",
      "codestral-latest",
      "llama3.2",
      "qwen2.5vl",
    ]);
    expect(tools["multi-chat"].defaultModel).toBe("deepseek-chat");
  });

  it("says a tool has no usable model when nothing is configured", async () => {
    const bare = await createTestApp();
    try {
      const none: ModelsResponse = await (await bare.request("/api/models")).json();
      expect(none.tools["multi-chat"].defaultModel).toBeNull();
      expect(none.models.every((m) => !m.available)).toBe(true);
      expect(toolDescription(getTool("multi-chat"), none)).toBe(
        "Chat with the AI models this server offers, all in one place.",
      );
    } finally {
      await bare.close();
    }
  });

  it("describes Multi Chat by the models this server can use, not by providers it lacks", async () => {
    const catalogue: ModelsResponse = await (await t.request("/api/models")).json();
    expect(toolDescription(getTool("multi-chat"), catalogue)).toBe(
      "Chat with DeepSeek-V3.2, Llama 3.2, and Qwen 2.5 VL, all in one place.",
    );
    // A description that names no model stays as it is.
    expect(toolDescription(getTool("code-assistant"), catalogue)).toBe(
      getTool("code-assistant").description,
    );
  });
});
