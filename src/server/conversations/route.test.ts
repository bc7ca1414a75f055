import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../../../tests/fakes/openai-server";
import { chatBody, readUIStream } from "../../../tests/fakes/ui-stream";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let fake: FakeOpenAI;
let t: TestApp;
let alice: string;
let bob: string;
let aliceConversation: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({
    OPENAI_API_KEY: "test",
    OPENAI_BASE_URL: `${fake.url}/v1`,
  });
  alice = await t.signUp("alice-conv@example.com");
  bob = await t.signUp("bob-conv@example.com");
  aliceConversation = crypto.randomUUID();
  await readUIStream(
    await t.request("/api/chat", {
      method: "POST",
      json: chatBody(aliceConversation, "Alice's secret plan"),
      cookie: alice,
    }),
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("conversations are their owner's only", () => {
  it("user B gets 404 for user A's conversation on every verb, and A's stays intact", async () => {
    const path = `/api/conversations/${aliceConversation}`;
    const read = await t.request(path, { cookie: bob });
    expect(read.status).toBe(404);
    expect(JSON.stringify(await read.json())).not.toContain("secret plan");
    expect((await t.request(path, { method: "DELETE", cookie: bob })).status).toBe(404);
    const providerCalls = fake.requests.length;
    const post = await t.request("/api/chat", {
      method: "POST",
      json: chatBody(aliceConversation, "Bob writes into Alice's chat"),
      cookie: bob,
    });
    expect(post.status).toBe(404);
    // What useChat sends to regenerate: the messages up to the question, without the answer.
    const [aliceQuestion] = (await (await t.request(path, { cookie: alice })).json()).messages;
    const regenerate = await t.request("/api/chat", {
      method: "POST",
      json: {
        ...chatBody(aliceConversation, "ignored"),
        trigger: "regenerate-message",
        messages: [aliceQuestion],
      },
      cookie: bob,
    });
    expect(regenerate.status).toBe(404);
    // Refused before the provider heard of it: nothing of Bob's request left the server.
    expect(fake.requests.length).toBe(providerCalls);
    const bobList = await (await t.request("/api/conversations", { cookie: bob })).json();
    expect(bobList.conversations).toEqual([]);

    const aliceView = await (await t.request(path, { cookie: alice })).json();
    expect(aliceView.messages).toHaveLength(2);
    expect(JSON.stringify(aliceView)).not.toContain("Bob writes");
  });

  it("keeps a message whose id another user's conversation also uses", async () => {
    const [aliceQuestion] = (
      await (await t.request(`/api/conversations/${aliceConversation}`, { cookie: alice })).json()
    ).messages;
    const bobConversation = crypto.randomUUID();
    const body = chatBody(bobConversation, "Bob's own question");
    body.messages[0]!.id = aliceQuestion.id;
    await readUIStream(await t.request("/api/chat", { method: "POST", json: body, cookie: bob }));
    const bobView = await (
      await t.request(`/api/conversations/${bobConversation}`, { cookie: bob })
    ).json();
    expect(bobView.messages[0]).toMatchObject({
      id: aliceQuestion.id,
      parts: [{ text: "Bob's own question" }],
    });
  });

  it("is for accounts only", async () => {
    const guest = await t.signInAsGuest();
    for (const cookie of [undefined, guest]) {
      expect((await t.request("/api/conversations", { cookie })).status).toBe(401);
      const path = `/api/conversations/${aliceConversation}`;
      expect((await t.request(path, { cookie })).status).toBe(401);
      expect((await t.request(path, { method: "DELETE", cookie })).status).toBe(401);
    }
  });

  it("lists newest first, filters by tool, and deletes", async () => {
    const second = crypto.randomUUID();
    await readUIStream(
      await t.request("/api/chat", {
        method: "POST",
        json: chatBody(second, "Write a haiku", { toolId: "smart-chat" }),
        cookie: alice,
      }),
    );
    const all = await (await t.request("/api/conversations", { cookie: alice })).json();
    expect(all.conversations.map((c: { id: string }) => c.id)).toEqual([second, aliceConversation]);
    expect(Date.parse(all.conversations[0].lastMessageAt)).toBeGreaterThan(Date.now() - 60_000);
    const smart = await (
      await t.request("/api/conversations?toolId=smart-chat", { cookie: alice })
    ).json();
    expect(smart.conversations).toHaveLength(1);
    expect((await t.request("/api/conversations?toolId=nope", { cookie: alice })).status).toBe(400);
    const removed = await t.request(`/api/conversations/${second}`, {
      method: "DELETE",
      cookie: alice,
    });
    expect(removed.status).toBe(204);
    expect((await t.request(`/api/conversations/${second}`, { cookie: alice })).status).toBe(404);
  });
});
