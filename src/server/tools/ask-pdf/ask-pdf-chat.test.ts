import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type ChatCompletionBody,
  type FakeOpenAI,
  startFakeOpenAI,
} from "#tests/fakes/openai-server";
import { chatBody, readUIStream, streamedText } from "#tests/fakes/ui-stream";
import { corpusPdfs } from "#tests/fixtures/ask-pdf/corpus";
import { addDocument } from "#tests/support/document-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { imageOnlyPdf } from "#tests/support/text-pdf";
import { conversationStore } from "@/server/features/conversations/conversation-store";
import { user } from "@/server/platform/db/schema/auth";

let fake: FakeOpenAI;
let t: TestApp;
let cookie: string;
let userId: string;
/** A conversation holding The Legend of Sleepy Hollow (21 pages). */
let withBook: string;

const sleepyHollow = () => {
  const pdf = corpusPdfs().find((entry) => entry.name === "sleepy-hollow.pdf");
  if (!pdf) throw new Error("the corpus has no Sleepy Hollow");
  return pdf;
};

async function newConversation(title: string) {
  const id = crypto.randomUUID();
  await conversationStore(t.db, userId).create(id, "ask-pdf", title);
  return id;
}

const ask = (conversationId: string, text: string, history: Parameters<typeof chatBody>[3] = []) =>
  t.request("/api/chat", {
    method: "POST",
    cookie,
    json: chatBody(conversationId, text, { toolId: "ask-pdf" }, history),
  });

const systemOf = (body: ChatCompletionBody | undefined) =>
  String(
    body?.messages?.find((message) => message.role === "system" || message.role === "developer")
      ?.content,
  );

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${fake.url}/v1` });
  cookie = await t.signUp("reader@example.com");
  const [row] = await t.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "reader@example.com"));
  userId = row?.id ?? "";
  withBook = await newConversation("Sleepy Hollow");
  const added = await addDocument(
    { db: t.db, storage: t.storage },
    { userId, conversationId: withBook },
    sleepyHollow(),
  );
  expect(added.status).toBe("ready");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.setScenario({ tokens: ["Gunpowder", " [1]."] });
  fake.requests.length = 0;
});

describe("Ask My PDF answers from the conversation's documents", () => {
  it("puts the passages found for the question in the prompt as numbered sources, and streams and keeps them with the answer", async () => {
    const response = await ask(
      withBook,
      "What was the name of the horse Ichabod borrowed for the party?",
    );
    expect(response.status).toBe(200);
    const chunks = await readUIStream(response);
    expect(streamedText(chunks)).toBe("Gunpowder [1].");

    expect(fake.requests).toHaveLength(1);
    const system = systemOf(fake.requests[0]?.body);
    expect(system).toContain("only from the numbered sources");
    expect(system).toMatch(/\[1\] "sleepy-hollow\.pdf", page \d+:/);
    expect(system).toContain("name he bore of Gunpowder");

    const start = chunks.find((chunk) => chunk.type === "start");
    const metadata = start?.messageMetadata as { sources?: Array<Record<string, unknown>> };
    const sources = metadata.sources ?? [];
    expect(sources[0]).toMatchObject({ number: 1, name: "sleepy-hollow.pdf", unit: "page" });
    expect(sources.some((source) => source.page === 11)).toBe(true);

    const saved = await (await t.request(`/api/conversations/${withBook}`, { cookie })).json();
    const answer = saved.messages.at(-1);
    expect(answer.role).toBe("assistant");
    expect(answer.metadata.sources).toEqual(sources);
  });

  it("says in the prompt that no passage matches when the documents do not contain the answer", async () => {
    fake.setScenario({ tokens: ["The documents do not say."] });
    const response = await ask(withBook, "Quantum chromodynamics lattice gauge symmetry?");
    await readUIStream(response);
    const system = systemOf(fake.requests[0]?.body);
    expect(system).toContain(
      'No passage of the user\'s documents ("sleepy-hollow.pdf") matches this question',
    );
    expect(system).toContain("do not answer from general knowledge");
    expect(system).not.toContain('[1] "');
  });

  it("tells the model there is no document yet in a conversation without one", async () => {
    const empty = await newConversation("Nothing yet");
    await readUIStream(await ask(empty, "What does chapter two say?"));
    expect(systemOf(fake.requests[0]?.body)).toContain(
      "has not added any document to this conversation",
    );
  });

  it("passes on why a document could not be read (a scan) instead of searching nothing", async () => {
    const scanned = await newConversation("Scan");
    const added = await addDocument(
      { db: t.db, storage: t.storage },
      { userId, conversationId: scanned },
      { name: "letter.pdf", bytes: imageOnlyPdf(2) },
    );
    expect(added).toMatchObject({ status: "failed" });
    expect(added.note).toContain("no text layer");
    await readUIStream(await ask(scanned, "Who signed the letter?"));
    const system = systemOf(fake.requests[0]?.body);
    expect(system).toContain('"letter.pdf" could not be read: This PDF has no text layer');
  });

  it("restates a follow-up with the conversation before searching", async () => {
    fake.setScenario({
      reply: (body) =>
        systemOf(body).startsWith("Rewrite the user's last question")
          ? "What became of the horse Gunpowder at the church bridge?"
          : "It fell [1].",
    });
    const first = {
      id: "u-1",
      role: "user",
      parts: [{ type: "text", text: "Which horse did Ichabod ride?" }],
    };
    const answer = {
      id: "a-1",
      role: "assistant",
      parts: [{ type: "text", text: "Gunpowder [1]." }],
    };
    const response = await ask(withBook, "What happened to him at the bridge?", [first, answer]);
    expect(streamedText(await readUIStream(response))).toBe("It fell [1].");

    const [restate, answered] = fake.requests;
    const restatePrompt = JSON.stringify(restate?.body.messages);
    expect(restatePrompt).toContain("Which horse did Ichabod ride?");
    expect(restatePrompt).toContain("What happened to him at the bridge?");
    // The search used the restated question: the bridge passages that name Gunpowder are sources.
    expect(systemOf(answered?.body)).toMatch(/Gunpowder[\s\S]*bridge|bridge[\s\S]*Gunpowder/);
  });
});
