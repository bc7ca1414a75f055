import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "#tests/fakes/openai-server";
import { chatBody, readUIStream, streamedError, streamedText } from "#tests/fakes/ui-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { user } from "@/server/platform/db/schema/auth";
import { conversation } from "@/server/platform/db/schema/workbench";

let fake: FakeOpenAI;
let t: TestApp;
let alice: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({
    OPENAI_API_KEY: "sk-test-secret",
    OPENAI_BASE_URL: `${fake.url}/v1`,
    AI_TIMEOUT_MS: "8000",
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
      chatBody(id, "Explain closures", {
        toolId: "code-assistant",
        options: { language: "Python" },
      }),
      alice,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    // Left to the HTTP server, which then says how long the connection stays open.
    expect(response.headers.get("connection")).toBeNull();
    const chunks = await readUIStream(response);
    expect(streamedText(chunks)).toBe("Hello from the fake model.");
    const start = chunks.find((chunk) => chunk.type === "start");
    expect(start?.messageMetadata).toMatchObject({
      modelId: "gpt-5.1",
      modelDisplayName: "GPT-5.1",
    });
    const finish = chunks.find((chunk) => chunk.type === "finish");
    expect(finish?.messageMetadata).toMatchObject({
      status: "complete",
      usage: { inputTokens: 10, outputTokens: 6 },
    });
    const sent = fake.requests[0];
    expect(sent?.body.model).toBe("gpt-5.1");
    expect(sent?.authorization).toBe("Bearer sk-test-secret");
    const system = sent?.body.messages?.[0];
    expect(["system", "developer"]).toContain(system?.role);
    expect(String(system?.content)).toContain("Python");
  });

  it("refuses tools that do not chat, before the provider hears of it", async () => {
    const response = await send(
      chatBody(crypto.randomUUID(), "Transcribe this", { toolId: "speech-to-text" }),
      alice,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      "Speech to Text does not take chat messages.",
    );
    expect(fake.requests).toHaveLength(0);
  });

  it("titles a conversation with its first message as plain text, not Markdown", async () => {
    const id = crypto.randomUUID();
    await readUIStream(await send(chatBody(id, "Tell me about **lighthouses** in `Maine`"), alice));
    const loaded = await (await t.request(`/api/conversations/${id}`, { cookie: alice })).json();
    expect(loaded.conversation.title).toBe("Tell me about lighthouses in Maine");
  });

  it("creates the conversation titled with the first message cut to 50 characters plus '...'", async () => {
    const id = crypto.randomUUID();
    const long = "Tell me everything about the history of the Roman Empire in detail";
    await readUIStream(await send(chatBody(id, long), alice));
    const loaded = await (await t.request(`/api/conversations/${id}`, { cookie: alice })).json();
    expect(loaded.conversation.title).toBe(`${long.slice(0, 50)}...`);
    expect(loaded.conversation.title).toHaveLength(53);
    expect(loaded.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect(loaded.messages[1].parts[0].text).toBe("Hello from the fake model.");
    expect(loaded.messages[1].metadata).toMatchObject({
      modelId: "gpt-5.1",
      modelDisplayName: "GPT-5.1",
      status: "complete",
      // The provider's count (the fake counts 10 prompt tokens and one per streamed token).
      usage: { inputTokens: 10, outputTokens: 6 },
    });
    const short = crypto.randomUUID();
    await readUIStream(await send(chatBody(short, "Hi there"), alice));
    const list = await (
      await t.request("/api/conversations?toolId=multi-chat", { cookie: alice })
    ).json();
    expect(list.conversations[0]).toMatchObject({
      id: short,
      title: "Hi there",
      toolId: "multi-chat",
    });
  });

  it("answers guests and visitors without storing anything", async () => {
    const guest = await t.signInAsGuest();
    for (const cookie of [guest, undefined]) {
      const id = crypto.randomUUID();
      const response = await send(chatBody(id, "Hello as guest"), cookie);
      expect(streamedText(await readUIStream(response))).toBe("Hello from the fake model.");
      expect((await t.request(`/api/conversations/${id}`, { cookie: alice })).status).toBe(404);
    }
    const guestConversations = await t.db
      .select({ id: conversation.id })
      .from(conversation)
      .innerJoin(user, eq(user.id, conversation.userId))
      .where(eq(user.isAnonymous, true));
    expect(guestConversations).toEqual([]);
  });

  it("regenerate replaces the stored answer", async () => {
    const id = crypto.randomUUID();
    const first = chatBody(id, "Pick a number");
    await readUIStream(await send(first, alice));
    fake.setScenario({ tokens: ["Seven", "."] });
    const again = { ...first, trigger: "regenerate-message" };
    expect(streamedText(await readUIStream(await send(again, alice)))).toBe("Seven.");
    const loaded = await (await t.request(`/api/conversations/${id}`, { cookie: alice })).json();
    expect(loaded.messages).toHaveLength(2);
    expect(loaded.messages[1].parts[0].text).toBe("Seven.");
  });

  // The request's abort signal and the response stream's cancel reach the server in either order.
  for (const abortSignal of [true, false])
    it(`saves an answer stopped by the user as interrupted (${abortSignal ? "with" : "without"} an abort signal)`, async () => {
      fake.setScenario({ tokens: ["one ", "two ", "three ", "four ", "five "], delayMs: 150 });
      const id = crypto.randomUUID();
      const stop = new AbortController();
      const response = await send(chatBody(id, "Count slowly"), alice, stop.signal);
      const reader = response.body!.getReader();
      let seen = "";
      while (!seen.includes("one")) seen += new TextDecoder().decode((await reader.read()).value);
      if (abortSignal) stop.abort();
      await reader.cancel().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 500));
      const loaded = await (await t.request(`/api/conversations/${id}`, { cookie: alice })).json();
      const answer = loaded.messages[1];
      expect(answer.metadata.status).toBe("interrupted");
      expect(answer.parts[0].text).toMatch(/^one /);
      expect(answer.parts[0].text).not.toContain("five");
    });
});

describe("provider failures", () => {
  const expectFailure = async (reason: RegExp, status: "error" | "interrupted") => {
    const id = crypto.randomUUID();
    const response = await send(chatBody(id, "Will this work?"), alice);
    expect(response.status).toBe(200);
    const chunks = await readUIStream(response);
    const error = streamedError(chunks);
    expect(error).toMatch(reason);
    expect(error).not.toContain("sk-test-secret");
    expect(error).not.toMatch(/at .*\.ts|stack/i);
    const loaded = await (await t.request(`/api/conversations/${id}`, { cookie: alice })).json();
    expect(loaded.messages[0]).toMatchObject({
      role: "user",
      parts: [{ text: "Will this work?" }],
    });
    expect(loaded.messages[1]?.metadata).toMatchObject({ status, errorMessage: error });
    return { chunks, loaded };
  };

  it("5xx: provider unavailable, user message kept", async () => {
    fake.setScenario({
      failure: { kind: "status", status: 500, message: "sk-test-secret leaked" },
    });
    await expectFailure(/unavailable/, "error");
    expect(fake.requests).toHaveLength(3);
  });

  it("401: invalid API key, no retry", async () => {
    fake.setScenario({ failure: { kind: "status", status: 401 } });
    const { chunks } = await expectFailure(/rejected the API key/, "error");
    expect(fake.requests).toHaveLength(1);
    // Nothing to wait for: no retry notice, the reason comes at once.
    expect(chunks.some((chunk) => chunk.type === "data-retry")).toBe(false);
  });

  it("429: honours Retry-After, says why while it waits, and then answers", async () => {
    fake.setScenario({
      failure: { kind: "status", status: 429, retryAfterSeconds: 1 },
      failTimes: 1,
    });
    const id = crypto.randomUUID();
    const response = await send(chatBody(id, "Busy?"), alice);
    // Read as it arrives, noting when the reason came.
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let raw = "";
    let reasonAt = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      raw += value;
      if (!reasonAt && raw.includes('"data-retry"')) reasonAt = Date.now();
    }
    const chunks = await readUIStream(new Response(raw));
    expect(streamedText(chunks)).toBe("Hello from the fake model.");
    const [first, second] = fake.requests;
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(950);
    expect(chunks.find((chunk) => chunk.type === "data-retry")).toMatchObject({
      transient: true,
      data: {
        reason: "The AI provider is rate limiting requests.",
        attempt: 2,
        attempts: 3,
      },
    });
    // The reason reached the client while the server was still waiting to ask again.
    expect(reasonAt).toBeGreaterThan(0);
    expect(reasonAt).toBeLessThan(second!.receivedAt);
  });

  it("429: retries are bounded, then a rate-limit reason", async () => {
    fake.setScenario({ failure: { kind: "status", status: 429, retryAfterSeconds: 0 } });
    await expectFailure(/rate limiting/, "error");
    expect(fake.requests).toHaveLength(3);
  });

  it("cut mid-stream: partial answer kept as interrupted", async () => {
    fake.setScenario({ failure: { kind: "cut", afterTokens: 2 }, delayMs: 20 });
    const { chunks, loaded } = await expectFailure(/connection .* was cut/, "interrupted");
    expect(streamedText(chunks)).toBe("Hello from");
    expect(loaded.messages[1].parts[0].text).toBe("Hello from");
  });
});

describe("request checks", () => {
  it("refuses unknown models, bad options, and unconfigured providers before streaming", async () => {
    const id = crypto.randomUUID();
    const unknown = await send(chatBody(id, "hi", { model: "gpt-99" }), alice);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toContain("Unknown model");
    const badOption = await send(
      chatBody(id, "hi", { toolId: "language-tutor", options: { language: "Klingon" } }),
      alice,
    );
    expect(badOption.status).toBe(400);
    expect((await badOption.json()).error.message).toContain("options.language");
    const claude = await send(chatBody(id, "hi", { model: "claude-3-5-sonnet" }), alice);
    expect(claude.status).toBe(503);
    const body = await claude.json();
    expect(body.error).toMatchObject({ code: "provider_not_configured" });
    expect(body.error.message).toContain("ANTHROPIC_API_KEY");
    // A conversation id must be one that /api/conversations/:id can name later.
    const dotted = await send(chatBody("a.b", "hi"), alice);
    expect(dotted.status).toBe(400);
    expect((await dotted.json()).error.message).toContain("id");
    expect(fake.requests).toHaveLength(0);
    expect((await t.request(`/api/conversations/${id}`, { cookie: alice })).status).toBe(404);
  });
});

describe("provider timeout", () => {
  it("a provider that never answers ends in a timeout reason, user message kept", async () => {
    const hanging = await startFakeOpenAI({ failure: { kind: "hang" } });
    const quick = await createTestApp({
      OPENAI_API_KEY: "sk-test-secret",
      OPENAI_BASE_URL: `${hanging.url}/v1`,
      AI_TIMEOUT_MS: "400",
    });
    try {
      const cookie = await quick.signUp("timeout@example.com");
      const id = crypto.randomUUID();
      const started = Date.now();
      const response = await quick.request("/api/chat", {
        method: "POST",
        json: chatBody(id, "Anyone there?"),
        cookie,
      });
      const chunks = await readUIStream(response);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(streamedError(chunks)).toBe("The AI provider took too long to answer (timeout).");
      const loaded = await (await quick.request(`/api/conversations/${id}`, { cookie })).json();
      expect(loaded.messages[0].parts[0].text).toBe("Anyone there?");
      expect(loaded.messages[1].metadata).toMatchObject({ status: "error" });
    } finally {
      await quick.close();
      await hanging.close();
    }
  });
});
