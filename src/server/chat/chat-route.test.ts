import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../../../tests/fakes/openai-server";
import { chatBody, readUIStream, streamedError, streamedText } from "../../../tests/fakes/ui-stream";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let fake: FakeOpenAI;
let t: TestApp;
let alice: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({
    OPENAI_API_KEY: "sk-test-secret",
    OPENAI_BASE_URL: `${fake.url}/v1`,
    AI_TIMEOUT_MS: "400",
    DATA_DIR: "/tmp/h4/chat-route",
  });
  alice = await t.signUp("alice-chat@example.com");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.setScenario({});
  fake.requests.length = 0;
});

const send = (body: unknown, cookie?: string, signal?: AbortSignal) =>
  t.request("/api/chat", { method: "POST", json: body, cookie, signal });

describe("POST /api/chat", () => {
  it("streams the answer with the tool's system prompt and the alias's successor model", async () => {
    const id = crypto.randomUUID();
    const response = await send(
      chatBody(id, "Explain closures", { toolId: "code-assistant", options: { language: "Python" } }),
      alice,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const chunks = await readUIStream(response);
    expect(streamedText(chunks)).toBe("Hello from the fake model.");
    const start = chunks.find((chunk) => chunk.type === "start");
    expect(start?.messageMetadata).toMatchObject({ modelId: "gpt-5.1", modelDisplayName: "GPT-5.1" });
    const sent = fake.requests[0];
    expect(sent?.body.model).toBe("gpt-5.1");
    expect(sent?.authorization).toBe("Bearer sk-test-secret");
    const system = sent?.body.messages?.[0];
    expect(["system", "developer"]).toContain(system?.role);
    expect(String(system?.content)).toContain("Python");
  });
});
