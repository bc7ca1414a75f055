import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeOpenAI,
  type FakeScenario,
  fakeOpenAIModels,
  startFakeOpenAI,
} from "#tests/fakes/openai-server";
import { chatBody, readUIStream, streamedText } from "#tests/fakes/ui-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let fake: FakeOpenAI;
let t: TestApp;

beforeAll(async () => {
  // It also stands in for an operator's OpenAI-compatible server, which lists llama3.2.
  fake = await startFakeOpenAI({}, { models: [...fakeOpenAIModels, "llama3.2"] });
  t = await createTestApp({
    OPENAI_API_KEY: "test",
    OPENAI_BASE_URL: `${fake.url}/v1`,
    OPENAI_COMPATIBLE_BASE_URL: `${fake.url}/v1`,
    OPENAI_COMPATIBLE_MODELS: "llama3.2=Llama 3.2 (local)",
    CHAT_GUEST_MESSAGES_PER_MINUTE: "3",
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("POST /api/ai/chat (hub ask box)", () => {
  it("starts a multi-chat conversation for an account, whose answer then streams in", async () => {
    const cookie = await t.signUp("hub@example.com");
    const response = await t.request("/api/ai/chat", {
      method: "POST",
      cookie,
      json: { message: "What's a good name for a cat?", provider: "openai", model: "gpt-4o" },
    });
    expect(response.status).toBe(200);
    const { conversationId, model } = await response.json();
    expect(model).toBe("gpt-5.1");
    const loaded = await (
      await t.request(`/api/conversations/${conversationId}`, { cookie })
    ).json();
    expect(loaded.conversation).toMatchObject({
      toolId: "multi-chat",
      title: "What's a good name for a cat?",
    });
    expect(loaded.messages).toHaveLength(1);

    const answer = await t.request("/api/chat", {
      method: "POST",
      cookie,
      json: {
        id: conversationId,
        trigger: "regenerate-message",
        toolId: "multi-chat",
        model,
        messages: loaded.messages,
      },
    });
    expect(streamedText(await readUIStream(answer))).toBe("Hello from the fake model.");
    const after = await (
      await t.request(`/api/conversations/${conversationId}`, { cookie })
    ).json();
    expect(after.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
  });

  it("gives guests no conversation id, and refuses a blank message", async () => {
    const guest = await t.signInAsGuest();
    const response = await t.request("/api/ai/chat", {
      method: "POST",
      cookie: guest,
      json: { message: "hello", temperature: 0.7, maxTokens: 1000 },
    });
    expect(await response.json()).toEqual({
      conversationId: null,
      model: "gpt-5.1",
      generation: { temperature: 0.7, maxOutputTokens: 1000 },
    });
    const blank = await t.request("/api/ai/chat", { method: "POST", json: { message: "   " } });
    expect(blank.status).toBe(400);
  });

  it("fails plainly when the model's provider is not configured", async () => {
    const response = await t.request("/api/ai/chat", {
      method: "POST",
      json: { message: "hi", model: "gemini-1.5-pro" },
    });
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toContain("GOOGLE_GENERATIVE_AI_API_KEY");
  });
});

describe("POST /api/ai/chat without a model (Bismo's own ask box)", () => {
  it("uses Multi Chat's first usable model, whichever provider is set up", async () => {
    const deepseek = await startFakeOpenAI({}, { models: ["deepseek-flash", "deepseek-v4-pro"] });
    const deepseekOnly = await createTestApp({
      DEEPSEEK_API_KEY: "test",
      DEEPSEEK_BASE_URL: `${deepseek.url}/v1`,
    });
    try {
      const response = await deepseekOnly.request("/api/ai/chat", {
        method: "POST",
        json: { message: "hi", temperature: 0.7, maxTokens: 1000 },
      });
      expect(response.status).toBe(200);
      // The spec's deepseek-chat, as DeepSeek lists it now.
      expect((await response.json()).model).toBe("deepseek-flash");
    } finally {
      await deepseekOnly.close();
      await deepseek.close();
    }
  });

  it("says, in no setting's name, that no model is set up yet", async () => {
    const bare = await createTestApp({});
    try {
      const response = await bare.request("/api/ai/chat", {
        method: "POST",
        json: { message: "hi", temperature: 0.7, maxTokens: 1000 },
      });
      expect(response.status).toBe(503);
      const { error } = await response.json();
      expect(error.code).toBe("provider_not_configured");
      expect(error.message).toBe(
        "Multi Chat is not switched on on this server yet: no AI model is set up. Whoever runs it can set one up in the admin area.",
      );
    } finally {
      await bare.close();
    }
  });
});

describe("POST /api/ai/workbench-chat (JSON)", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t.signUp("api-client@example.com");
  });

  it("answers with the response and the display name of the model that answered", async () => {
    fake.requests.length = 0;
    const response = await t.request("/api/ai/workbench-chat", {
      method: "POST",
      cookie,
      json: {
        message: "And in French?",
        tool: "language-tutor",
        model: "gpt-4o-mini",
        provider: "openai",
        history: [
          { role: "user", content: "Say hello" },
          { role: "assistant", content: "Hello!" },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      response: "Hello from the fake model.",
      modelDisplayName: "GPT-5 mini",
    });
    const sent = fake.requests[0]?.body;
    expect(sent?.model).toBe("gpt-5-mini");
    expect(sent?.messages?.map((m) => m.role)).toEqual(["developer", "user", "assistant", "user"]);
    expect(String(sent?.messages?.[0]?.content)).toContain("Spanish tutor");
  });

  it("asks the provider with the caller's temperature and token cap", async () => {
    fake.requests.length = 0;
    const response = await t.request("/api/ai/workbench-chat", {
      method: "POST",
      cookie,
      json: { message: "hi", model: "llama3.2", temperature: 0.3, maxTokens: 42 },
    });
    expect(response.status).toBe(200);
    expect(fake.requests[0]?.body).toMatchObject({ temperature: 0.3, max_tokens: 42 });

    fake.requests.length = 0;
    const streamed = await t.request("/api/chat", {
      method: "POST",
      cookie,
      json: chatBody(crypto.randomUUID(), "hi", {
        model: "llama3.2",
        temperature: 0.7,
        maxOutputTokens: 1000,
      }),
    });
    await readUIStream(streamed);
    expect(fake.requests[0]?.body).toMatchObject({ temperature: 0.7, max_tokens: 1000 });
  });

  it("serves operator-configured models from the OpenAI-compatible server", async () => {
    fake.requests.length = 0;
    const response = await t.request("/api/ai/workbench-chat", {
      method: "POST",
      cookie,
      json: { message: "hi", tool: "multi-chat", model: "llama3.2" },
    });
    expect((await response.json()).modelDisplayName).toBe("Llama 3.2 (local)");
    expect(fake.requests[0]?.body.model).toBe("llama3.2");
  });

  it("reports a provider failure as a JSON error without leaking details", async () => {
    fake.setScenario({ failure: { kind: "status", status: 401, message: "bad key sk-123" } });
    const response = await t.request("/api/ai/workbench-chat", {
      method: "POST",
      cookie,
      json: { message: "hi", tool: "multi-chat", model: "gpt-4o" },
    });
    fake.setScenario({});
    expect(response.status).toBe(502);
    const body = await response.json();
    expect(body.error.code).toBe("provider_error");
    expect(body.error.message).toContain("rejected the API key");
    expect(JSON.stringify(body)).not.toContain("sk-123");
  });
});

describe("guest rate limit", () => {
  it("limits guests per client with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await t.request("/api/ai/workbench-chat", {
        method: "POST",
        headers: { "x-forwarded-for": "203.0.113.9" },
        json: { message: `hi ${i}` },
      });
      statuses.push(last.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("account rate limit", () => {
  it("refuses an account over its limit with 429 before any answer is streamed", async () => {
    const limited = await createTestApp({
      OPENAI_API_KEY: "test",
      OPENAI_BASE_URL: `${fake.url}/v1`,
      CHAT_ACCOUNT_MESSAGES_PER_MINUTE: "1",
    });
    try {
      const cookie = await limited.signUp("busy@example.com");
      const send = () =>
        limited.request("/api/chat", {
          method: "POST",
          cookie,
          json: chatBody(crypto.randomUUID(), "hello"),
        });
      expect(streamedText(await readUIStream(await send()))).toBe("Hello from the fake model.");
      const providerCalls = fake.requests.length;
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(fake.requests.length).toBe(providerCalls);
      expect(refused.headers.get("retry-after")).toBeTruthy();
      expect((await refused.json()).error.message).toContain("too many messages");
    } finally {
      await limited.close();
    }
  });
});

describe("POST /api/ai/workbench-chat failures", () => {
  it("answers each provider failure with its status and a clear reason, nothing leaked", async () => {
    const failing = await startFakeOpenAI();
    const quick = await createTestApp({
      OPENAI_API_KEY: "sk-test-secret",
      OPENAI_BASE_URL: `${failing.url}/v1`,
      AI_TIMEOUT_MS: "400",
      AI_MAX_RETRIES: "1",
    });
    const cases: Array<[FakeScenario, number, RegExp]> = [
      [
        {
          failure: { kind: "status", status: 503, retryAfterSeconds: 0, message: "sk-test-secret" },
        },
        502,
        /unavailable/,
      ],
      [{ failure: { kind: "status", status: 429, retryAfterSeconds: 0 } }, 502, /rate limiting/],
      [{ failure: { kind: "cut", afterTokens: 2 } }, 502, /was cut/],
      [{ failure: { kind: "hang" } }, 504, /took too long/],
    ];
    try {
      const cookie = await quick.signUp("json-failures@example.com");
      for (const [scenario, status, reason] of cases) {
        failing.setScenario(scenario);
        const response = await quick.request("/api/ai/workbench-chat", {
          method: "POST",
          cookie,
          json: { message: "Will this work?", model: "gpt-4o" },
        });
        const body = await response.json();
        expect({ status: response.status, body }).toMatchObject({ status });
        expect(body.error.code).toBe("provider_error");
        expect(body.error.message).toMatch(reason);
        expect(JSON.stringify(body)).not.toMatch(/sk-test-secret|stack|\.ts:/);
      }
      failing.setScenario({
        failure: { kind: "status", status: 429, retryAfterSeconds: 0 },
        failTimes: 1,
      });
      const recovered = await quick.request("/api/ai/workbench-chat", {
        method: "POST",
        cookie,
        json: { message: "Busy?", model: "gpt-4o" },
      });
      expect((await recovered.json()).response).toBe("Hello from the fake model.");
    } finally {
      await quick.close();
      await failing.close();
    }
  });
});
