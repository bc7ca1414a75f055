import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "#tests/fakes/openai-server";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { ToolReadinessResponse } from "@/shared/tools/readiness";
import { toolIds } from "@/shared/tools/registry";

let fake: FakeOpenAI;
let bare: TestApp;
let withOpenAI: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  [bare, withOpenAI] = await Promise.all([
    createTestApp(),
    createTestApp({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${fake.url}/v1` }),
  ]);
});
afterAll(async () => {
  await Promise.all([bare?.close(), withOpenAI?.close()]);
  await fake?.close();
});

const readiness = async (app: TestApp) => {
  const response = await app.request("/api/tools/readiness");
  expect(response.status).toBe(200);
  return ((await response.json()) as ToolReadinessResponse).tools;
};

describe("GET /api/tools/readiness", () => {
  it("says, to a guest on a server with no provider, which tools work and what would switch on the others", async () => {
    const tools = await readiness(bare);
    expect(Object.keys(tools).sort()).toEqual([...toolIds].sort());
    // No provider at all: thumbnails work, speech and flashcards in part, the rest not.
    expect(tools["thumbnail-creator"]).toEqual({ state: "ready", providers: [] });
    expect(tools["text-to-speech"]).toEqual({
      state: "partial",
      providers: ["openai", "elevenlabs"],
    });
    expect(tools["flashcard-generator"]?.state).toBe("partial");
    expect(tools["video-editor-ai"]?.state).toBe("partial");
    expect(tools["image-generator"]).toEqual({
      state: "off",
      providers: ["openai", "google", "fal", "replicate", "image-server"],
    });
    expect(tools["voice-clone"]).toEqual({ state: "off", providers: ["elevenlabs"] });
    expect(tools["3d-model-creator"]).toEqual({ state: "off", providers: ["fal"] });
    expect(tools["multi-chat"]?.state).toBe("off");
    expect(tools["multi-chat"]?.providers).toEqual(
      expect.arrayContaining(["openai", "anthropic", "google", "openrouter"]),
    );
  });

  it("switches the chat tools on once a chat provider lists a model", async () => {
    const tools = await readiness(withOpenAI);
    for (const id of ["multi-chat", "ask-pdf", "quiz-generator", "flashcard-generator"] as const)
      expect(tools[id], id).toEqual({ state: "ready", providers: [] });
    expect(tools["voice-clone"]?.state).toBe("off");
  });
});
