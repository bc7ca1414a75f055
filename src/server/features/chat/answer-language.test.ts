import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "#tests/fakes/openai-server";
import { chatBody, readUIStream } from "#tests/fakes/ui-stream";
import { readResultEvents } from "#tests/support/result-stream";
import { cookieFrom, createTestApp, type TestApp } from "#tests/support/test-app";

let fake: FakeOpenAI;
let t: TestApp;
let alice: string;
let germanAccount: string;

/** `cookie` with the cookies `response` set in place of their old values. */
const withCookies = (cookie: string, response: Response) => {
  const jar = new Map(cookie.split("; ").map((pair) => [pair.split("=")[0], pair] as const));
  for (const pair of cookieFrom(response).split("; ")) jar.set(pair.split("=")[0], pair);
  return [...jar.values()].join("; ");
};

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${fake.url}/v1` });
  alice = await t.signUp("alice-language@example.com");
  const carla = await t.signUp("carla-language@example.com");
  const saved = await t.request("/api/account/profile", {
    method: "PATCH",
    cookie: carla,
    json: { language: "de" },
  });
  expect(saved.status).toBe(200);
  germanAccount = withCookies(carla, saved);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.setScenario({});
  fake.requests.length = 0;
});

/** The system prompt the provider received for one chat message. */
async function systemPromptFor(
  init: { cookie?: string; headers?: Record<string, string> },
  body = chatBody(crypto.randomUUID(), "Hello", { toolId: "smart-chat" }),
) {
  const response = await t.request("/api/chat", { method: "POST", json: body, ...init });
  expect(response.status).toBe(200);
  await readUIStream(response);
  return String(fake.requests[0]?.body.messages?.[0]?.content);
}

describe("answers in the user's language", () => {
  it("asks for the account's saved language, whatever the browser says", async () => {
    const system = await systemPromptFor({
      cookie: germanAccount,
      headers: { "accept-language": "fr-FR,fr;q=0.9" },
    });
    expect(system).toContain(
      "The user's interface is in German. Answer in German unless the user writes in another language",
    );
  });

  it("else the language chosen in this browser, else the browser's, else English", async () => {
    expect(await systemPromptFor({ cookie: `${alice}; bismo-lang=ja` })).toContain(
      "Answer in Japanese unless",
    );
    fake.requests.length = 0;
    expect(
      await systemPromptFor({ cookie: alice, headers: { "accept-language": "ko-KR,en;q=0.5" } }),
    ).toContain("Answer in Korean unless");
    fake.requests.length = 0;
    expect(await systemPromptFor({ cookie: alice })).toContain("Answer in English unless");
  });

  it("has the tutor practise the chosen language and explain in the interface's", async () => {
    const system = await systemPromptFor(
      { cookie: germanAccount },
      chatBody(crypto.randomUUID(), "Hola", {
        toolId: "language-tutor",
        options: { language: "Spanish", level: "Beginner" },
      }),
    );
    expect(system).toContain("whose own language is German");
    expect(system).toContain("Reply in Spanish suited to that level");
    expect(system).toContain("explain grammar and corrections in German");
  });

  it("asks a panel tool's generation for the user's language too", async () => {
    fake.setScenario({
      reply: () =>
        JSON.stringify({ title: "Zellen", cards: [{ front: "A", back: "B", hint: null }] }),
    });
    const response = await t.request("/api/flashcard-decks/generate", {
      method: "POST",
      cookie: germanAccount,
      json: { model: "gpt-5.1", count: "10", difficulty: "Beginner", sourceText: "Zellen" },
    });
    await readResultEvents(response);
    expect(JSON.stringify(fake.requests[0]?.body.messages)).toContain(
      "The user's interface is in German. Answer in German unless",
    );
  });
});
