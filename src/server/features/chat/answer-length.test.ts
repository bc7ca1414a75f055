import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "#tests/fakes/openai-server";
import { chatBody, readUIStream } from "#tests/fakes/ui-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { user } from "@/server/platform/db/schema/auth";
import { answerTokenLimits } from "@/shared/plans";

let fake: FakeOpenAI;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI({}, { models: ["llama3.2"] });
  t = await createTestApp({
    OPENAI_COMPATIBLE_BASE_URL: `${fake.url}/v1`,
    OPENAI_COMPATIBLE_MODELS: "llama3.2=Llama 3.2 (local)",
    CHAT_GUEST_MESSAGES_PER_MINUTE: "100",
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

/** The answer length the provider was asked for by the last request. */
const askedTokens = () => fake.requests.at(-1)?.body.max_tokens;

/** Asks through the JSON chat (API clients) and through the streaming chat (the workbench). */
async function ask(cookie: string | undefined, maxTokens?: number) {
  const json = await t.request("/api/ai/workbench-chat", {
    method: "POST",
    cookie,
    json: { message: "Write a very long story", model: "llama3.2", maxTokens },
  });
  expect(json.status).toBe(200);
  const viaJson = askedTokens();
  const streamed = await t.request("/api/chat", {
    method: "POST",
    cookie,
    json: chatBody(crypto.randomUUID(), "Write a very long story", {
      model: "llama3.2",
      maxOutputTokens: maxTokens,
    }),
  });
  await readUIStream(streamed);
  return [viaJson, askedTokens()];
}

describe("the answer length a caller asks for", () => {
  it("is held to the plan's limit, guests and visitors having the smallest", async () => {
    const guest = await t.signInAsGuest();
    const free = await t.signUp("free-writer@example.com");
    // Put on Pro after signing in: the plan is read from the account, not from the session's
    // one-minute cookie cache, which the browser still sends.
    const pro = await t.signUp("pro-writer@example.com");
    await t.db.update(user).set({ plan: "pro" }).where(eq(user.email, "pro-writer@example.com"));

    expect(await ask(undefined, 200_000)).toEqual([2_000, 2_000]);
    expect(await ask(guest, 200_000)).toEqual([2_000, 2_000]);
    expect(await ask(free, 200_000)).toEqual([4_000, 4_000]);
    expect(await ask(pro, 200_000)).toEqual([16_000, 16_000]);
    expect(answerTokenLimits.guest).toBeLessThan(answerTokenLimits.free);
  });

  it("is the plan's limit when none is asked, and stays lower when asked lower", async () => {
    const free = await t.signUp("modest-writer@example.com");
    expect(await ask(free)).toEqual([4_000, 4_000]);
    expect(await ask(free, 300)).toEqual([300, 300]);
  });
});
