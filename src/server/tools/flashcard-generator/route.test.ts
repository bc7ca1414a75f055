import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { minimalDocx } from "#tests/fakes/documents";
import { type FakeOpenAI, schemaName, startFakeOpenAI } from "#tests/fakes/openai-server";
import { promptText, readResultEvents, streamedResult } from "#tests/support/result-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { FlashcardDeck, FlashcardDeckSummary } from "@/shared/tools/flashcard-generator";

let fake: FakeOpenAI;
let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ OPENAI_API_KEY: "test", OPENAI_BASE_URL: `${fake.url}/v1` });
  alice = await t.signUp("alice-cards@example.com");
  bob = await t.signUp("bob-cards@example.com");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    front: `What is cell part ${index + 1}?`,
    back: `Answer ${index + 1}`,
    hint: index % 2 === 0 ? `Hint ${index + 1}` : null,
  }));
const draft = (count = 10) => JSON.stringify({ title: "Cell biology", cards: cards(count) });

const generate = (body: Record<string, unknown>, cookie: string) =>
  t.request("/api/flashcard-decks/generate", {
    method: "POST",
    cookie,
    json: { model: "gpt-5.1", count: "10", difficulty: "Beginner", ...body },
  });

async function aliceDeck(): Promise<FlashcardDeck> {
  fake.setScenario({ reply: () => draft() });
  return streamedResult<FlashcardDeck>(await generate({ sourceText: "Cells" }, alice));
}

describe("POST /api/flashcard-decks/generate", () => {
  it("streams the deck, stores an account's, and asks for the count and level", async () => {
    fake.setScenario({ reply: () => draft(12) });
    const response = await generate({ sourceText: "Mitochondria make ATP." }, alice);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const events = await readResultEvents<FlashcardDeck>(response);
    expect(events.some((event) => event.type === "partial")).toBe(true);
    const last = events.at(-1);
    if (last?.type !== "result") throw new Error(JSON.stringify(last));
    const deck = last.value;
    // The model wrote 12; the deck keeps the 10 asked for.
    expect(deck.cards).toHaveLength(10);
    expect(deck.cards[0]).toMatchObject({
      front: "What is cell part 1?",
      hint: "Hint 1",
      progress: null,
    });
    expect(deck.cards[1]?.hint).toBeNull();
    const request = fake.requests[0]?.body ?? {};
    expect(schemaName(request)).toBe("flashcard_deck");
    expect(JSON.stringify(request.messages)).toContain("exactly 10 cards at the Beginner level");
    expect(promptText(request)).toContain("Mitochondria make ATP.");

    const stored = await t.request(`/api/flashcard-decks/${deck.id}`, { cookie: alice });
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as FlashcardDeck).cards).toHaveLength(10);
    const list = (await (await t.request("/api/flashcard-decks", { cookie: alice })).json()) as {
      results: FlashcardDeckSummary[];
    };
    expect(list.results.find((entry) => entry.id === deck.id)).toMatchObject({
      title: "Cell biology",
      cardCount: 10,
      dueCount: 10,
    });
  });

  it("gives a guest the deck without storing it", async () => {
    const guest = await t.signInAsGuest();
    fake.setScenario({ reply: () => draft() });
    const deck = await streamedResult<FlashcardDeck>(
      await generate({ sourceText: "Cells" }, guest),
    );
    expect(deck.cards).toHaveLength(10);
    expect((await t.request(`/api/flashcard-decks/${deck.id}`, { cookie: guest })).status).toBe(
      401,
    );
    expect((await t.request(`/api/flashcard-decks/${deck.id}`, { cookie: alice })).status).toBe(
      404,
    );
  });

  it("reads attached documents into the prompt; another user's upload is not found", async () => {
    const form = new FormData();
    form.set(
      "file",
      new File(
        [minimalDocx("Photosynthesis needs light") as Uint8Array<ArrayBuffer>],
        "notes.docx",
      ),
    );
    form.set("toolId", "flashcard-generator");
    const uploaded = (await (
      await t.request("/api/uploads", { method: "POST", body: form, cookie: alice })
    ).json()) as { id: string };
    fake.setScenario({ reply: () => draft() });
    await streamedResult(await generate({ uploadIds: [uploaded.id] }, alice));
    expect(promptText(fake.requests[0]?.body ?? {})).toContain("Photosynthesis needs light");

    const stolen = await generate({ uploadIds: [uploaded.id] }, bob);
    expect(stolen.status).toBe(404);
  });

  it("asks once more after broken JSON, and says so when the second answer is broken too", async () => {
    fake.setScenario({
      reply: (_request, index) => (index === 0 ? '{"title": "Cells", "cards": [{"fr' : draft()),
    });
    const events = await readResultEvents<FlashcardDeck>(
      await generate({ sourceText: "Cells" }, alice),
    );
    expect(events.filter((event) => event.type === "retry")).toHaveLength(1);
    expect(events.at(-1)?.type).toBe("result");
    expect(fake.requests).toHaveLength(2);

    fake.requests.length = 0;
    const blank = JSON.stringify({
      title: "Cells",
      cards: [{ front: " ", back: "x", hint: null }],
    });
    fake.setScenario({ reply: (_request, index) => (index === 0 ? "not json" : blank) });
    const failed = await readResultEvents(await generate({ sourceText: "Cells" }, alice));
    expect(failed.at(-1)).toEqual({
      type: "error",
      error: {
        code: "provider_error",
        message:
          "GPT-5.1 answered twice in a form Bismo could not use. Please try again, or choose another model.",
      },
    });
    expect(fake.requests).toHaveLength(2);
  });

  it("refuses requests without material or with a count off the list, before asking the model", async () => {
    const empty = await generate({ sourceText: "   " }, alice);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toContain(
      "Type a topic or notes, or attach a file",
    );
    expect((await generate({ sourceText: "Cells", count: "12" }, alice)).status).toBe(400);
    expect((await generate({ sourceText: "Cells", model: "no-such-model" }, alice)).status).toBe(
      400,
    );
    expect(fake.requests).toHaveLength(0);
  });
});

describe("saved decks", () => {
  it("saves edits and study progress, and creates imported decks", async () => {
    const deck = await aliceDeck();
    const first = deck.cards[0];
    if (!first) throw new Error("no card");
    const progress = {
      due: "2030-01-01T00:00:00.000Z",
      stability: 2.3,
      difficulty: 2.1,
      elapsedDays: 0,
      scheduledDays: 1,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 2,
      lastReview: "2029-12-31T00:00:00.000Z",
    };
    const edited = {
      ...deck,
      title: "Cells, edited",
      cards: [{ ...first, back: "A new back", progress }, ...deck.cards.slice(1)],
    };
    const put = await t.request(`/api/flashcard-decks/${deck.id}`, {
      method: "PUT",
      cookie: alice,
      json: edited,
    });
    expect(put.status).toBe(200);
    const saved = (await put.json()) as FlashcardDeck;
    expect(saved.cards[0]).toMatchObject({ back: "A new back", progress });
    const summaries = (await (
      await t.request("/api/flashcard-decks", { cookie: alice })
    ).json()) as {
      results: FlashcardDeckSummary[];
    };
    expect(summaries.results.find((entry) => entry.id === deck.id)?.dueCount).toBe(9);

    const blankCard = await t.request(`/api/flashcard-decks/${deck.id}`, {
      method: "PUT",
      cookie: alice,
      json: { ...edited, cards: [{ ...first, front: "  " }] },
    });
    expect(blankCard.status).toBe(400);
    expect(await blankCard.text()).toContain("A card needs a front.");

    const imported = await t.request("/api/flashcard-decks", {
      method: "POST",
      cookie: alice,
      json: {
        title: "Imported",
        difficulty: "Advanced",
        cards: [{ id: "c1", front: "Q", back: "A", hint: null, progress: null }],
      },
    });
    expect(imported.status).toBe(201);
    expect(((await imported.json()) as FlashcardDeck).cards[0]?.front).toBe("Q");
  });

  it("answers 404 for another account's deck: read, edit, delete", async () => {
    const deck = await aliceDeck();
    expect((await t.request(`/api/flashcard-decks/${deck.id}`, { cookie: bob })).status).toBe(404);
    const put = await t.request(`/api/flashcard-decks/${deck.id}`, {
      method: "PUT",
      cookie: bob,
      json: deck,
    });
    expect(put.status).toBe(404);
    expect(
      (await t.request(`/api/flashcard-decks/${deck.id}`, { method: "DELETE", cookie: bob }))
        .status,
    ).toBe(404);
    const bobs = (await (await t.request("/api/flashcard-decks", { cookie: bob })).json()) as {
      results: unknown[];
    };
    expect(bobs.results).toHaveLength(0);
    // Still Alice's, unchanged; then she deletes it.
    expect((await t.request(`/api/flashcard-decks/${deck.id}`, { cookie: alice })).status).toBe(
      200,
    );
    expect(
      (await t.request(`/api/flashcard-decks/${deck.id}`, { method: "DELETE", cookie: alice }))
        .status,
    ).toBe(204);
    expect((await t.request(`/api/flashcard-decks/${deck.id}`, { cookie: alice })).status).toBe(
      404,
    );
  });
});
