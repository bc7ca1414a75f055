import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "#tests/support/test-database";
import type { Database } from "@/server/platform/db/client";
import { user } from "@/server/platform/db/schema/auth";
import { conversation, message } from "@/server/platform/db/schema/workbench";
import type { CitedSource } from "@/shared/documents";
import { conversationStore } from "./conversation-store";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(user).values([
    { id: "alice", name: "Alice", email: "alice@example.com" },
    { id: "bob", name: "Bob", email: "bob@example.com" },
  ]);
});
afterAll(() => database.close());

const at = (second: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, second));
const source: CitedSource = {
  number: 1,
  documentId: "doc",
  name: "notes.pdf",
  unit: "page",
  page: 2,
  start: 0,
  end: 5,
  text: "Hello",
};

function exchange(second: number, sources?: CitedSource[]) {
  return {
    question: {
      id: crypto.randomUUID(),
      content: "What does it say?",
      attachments: [{ name: "notes.pdf", size: 12, mediaType: "application/pdf", uploadId: "u1" }],
      createdAt: at(second),
    },
    answer: {
      id: crypto.randomUUID(),
      modelId: "gpt-4o",
      modelDisplayName: "GPT-4o",
      createdAt: at(second + 1),
      sources,
    },
  };
}

const rowsOf = (conversationId: string) =>
  database.db
    .select()
    .from(message)
    .where(eq(message.conversationId, conversationId))
    .orderBy(message.createdAt);
const conversationRow = async (id: string) =>
  (await database.db.select().from(conversation).where(eq(conversation.id, id)))[0];

describe("saving an exchange", () => {
  it("creates the conversation with the question and the answer begun, as they were given", async () => {
    const id = crypto.randomUUID();
    const { question, answer } = exchange(0, [source]);
    const saved = await conversationStore(database.db, "alice").saveExchange(id, question, answer, {
      toolId: "ask-pdf",
      title: "Notes",
    });
    expect(saved).toBe(true);
    expect(await conversationRow(id)).toMatchObject({
      userId: "alice",
      toolId: "ask-pdf",
      title: "Notes",
      lastMessageAt: answer.createdAt,
    });
    expect(await rowsOf(id)).toMatchObject([
      {
        id: question.id,
        userId: "alice",
        role: "user",
        content: question.content,
        attachments: question.attachments,
        status: "complete",
        sources: null,
        createdAt: question.createdAt,
      },
      {
        id: answer.id,
        role: "assistant",
        content: "",
        attachments: [],
        modelId: "gpt-4o",
        modelDisplayName: "GPT-4o",
        status: "interrupted",
        sources: [source],
        createdAt: answer.createdAt,
      },
    ]);
  });

  it("moves an existing conversation up, keeps a resent question, and adds the new answer", async () => {
    const id = crypto.randomUUID();
    const store = conversationStore(database.db, "alice");
    const first = exchange(0);
    await store.saveExchange(id, first.question, first.answer, {
      toolId: "multi-chat",
      title: "T",
    });
    const createdRow = await conversationRow(id);
    const again = exchange(10);
    const resent = { ...again.question, id: first.question.id, content: "changed" };
    expect(await store.saveExchange(id, resent, again.answer)).toBe(true);
    const row = await conversationRow(id);
    expect(row?.lastMessageAt).toEqual(again.answer.createdAt);
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(createdRow!.updatedAt.getTime());
    const rows = await rowsOf(id);
    expect(rows.map((entry) => entry.id)).toEqual([
      first.question.id,
      first.answer.id,
      again.answer.id,
    ]);
    expect(rows[0]?.content).toBe("What does it say?");
  });

  it("saves nothing into a conversation that is taken, someone else's, or gone", async () => {
    const id = crypto.randomUUID();
    const first = exchange(0);
    await conversationStore(database.db, "bob").saveExchange(id, first.question, first.answer, {
      toolId: "multi-chat",
      title: "Bob's",
    });
    const alice = conversationStore(database.db, "alice");
    const taken = exchange(5);
    expect(
      await alice.saveExchange(id, taken.question, taken.answer, {
        toolId: "multi-chat",
        title: "",
      }),
    ).toBe(false);
    const intoBobs = exchange(6);
    expect(await alice.saveExchange(id, intoBobs.question, intoBobs.answer)).toBe(false);
    const gone = exchange(7);
    expect(await alice.saveExchange(crypto.randomUUID(), gone.question, gone.answer)).toBe(false);
    expect((await rowsOf(id)).map((entry) => entry.userId)).toEqual(["bob", "bob"]);
    expect((await conversationRow(id))?.title).toBe("Bob's");
  });
});
