import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "#tests/fakes/openai-server";
import { chatBody, readUIStream } from "#tests/fakes/ui-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";

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

describe("searching and exporting history", () => {
  const ask = async (cookie: string, text: string, toolId = "language-tutor") => {
    const id = crypto.randomUUID();
    await readUIStream(
      await t.request("/api/chat", {
        method: "POST",
        json: chatBody(id, text, { toolId, options: {} }),
        cookie,
      }),
    );
    return id;
  };
  const search = async (cookie: string, q: string, toolId = "language-tutor") => {
    const query = new URLSearchParams({ toolId, q });
    const response = await t.request(`/api/conversations?${query}`, { cookie });
    expect(response.status).toBe(200);
    return (await response.json()).conversations as Array<{
      id: string;
      title: string;
      excerpt?: string;
    }>;
  };

  it("finds conversations by the words of their titles and messages, word starts included", async () => {
    const carol = await t.signUp("carol-search@example.com");
    const french = await ask(carol, "**Bonjour**: how do I order a croissant?");
    const spanish = await ask(carol, "Teach me the Spanish subjunctive");
    fake.setScenario({ tokens: ["The lighthouse keeper's ", "logbook is in Galician."] });
    const keeper = await ask(carol, "Tell me a story");
    fake.setScenario({});
    await ask(carol, "croissant recipes", "smart-chat");

    expect((await search(carol, "croissant")).map((c) => c.id)).toEqual([french]);
    // The title is plain text, and the answer's words count too, from their first letters.
    expect((await search(carol, "bonjour"))[0]?.title).toBe("Bonjour: how do I order a croissant?");
    const found = await search(carol, "LIGHTHOUSE log");
    expect(found.map((c) => c.id)).toEqual([keeper]);
    expect(found[0]?.excerpt).toContain("lighthouse keeper's logbook");
    // Every word must be there; punctuation alone matches nothing.
    expect(await search(carol, "spanish croissant")).toEqual([]);
    expect((await search(carol, "subjunctive spanish")).map((c) => c.id)).toEqual([spanish]);
    expect(await search(carol, "?!")).toEqual([]);
    // Only the owner's conversations.
    expect(await search(alice, "croissant")).toEqual([]);
    const tooLong = await t.request(`/api/conversations?q=${"x".repeat(201)}`, { cookie: carol });
    expect(tooLong.status).toBe(400);
  });

  it("exports every conversation of one tool with its messages", async () => {
    const dave = await t.signUp("dave-export@example.com");
    const first = await ask(dave, "First question");
    const second = await ask(dave, "Second question");
    await ask(dave, "Elsewhere", "smart-chat");
    const response = await t.request("/api/conversations/export?toolId=language-tutor", {
      cookie: dave,
    });
    expect(response.status).toBe(200);
    const { conversations } = await response.json();
    expect(conversations.map((c: { conversation: { id: string } }) => c.conversation.id)).toEqual([
      second,
      first,
    ]);
    expect(
      conversations[1].messages.map((m: { parts: { text: string }[] }) => m.parts[0]?.text),
    ).toEqual(["First question", "Hello from the fake model."]);
    const empty = await t.request("/api/conversations/export?toolId=code-assistant", {
      cookie: alice,
    });
    expect((await empty.json()).conversations).toEqual([]);
    expect((await t.request("/api/conversations/export", { cookie: dave })).status).toBe(400);
    expect((await t.request("/api/conversations/export?toolId=smart-chat")).status).toBe(401);
  });
});
