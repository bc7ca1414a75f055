import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, schemaName, startFakeOpenAI } from "#tests/fakes/openai-server";
import { deckReply } from "#tests/fakes/study-replies";
import { readResultEvents, streamedResult } from "#tests/support/result-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { Presentation, PresentationSummary } from "@/shared/tools/presentation-builder";

let fake: FakeOpenAI;
let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ OPENAI_API_KEY: "test", OPENAI_BASE_URL: `${fake.url}/v1` });
  alice = await t.signUp("alice-deck@example.com");
  bob = await t.signUp("bob-deck@example.com");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const generate = (body: Record<string, unknown>, cookie: string) =>
  t.request("/api/presentations/generate", {
    method: "POST",
    cookie,
    json: {
      model: "gpt-5.1",
      topic: "Solar power for schools",
      audience: "students",
      slideCount: 7,
      ...body,
    },
  });

async function aliceDeck(): Promise<Presentation> {
  fake.setScenario({ reply: () => deckReply(7) });
  return streamedResult<Presentation>(await generate({}, alice));
}

const errorMessage = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

describe("POST /api/presentations/generate", () => {
  it("refuses 4 and 51 slides with the bounds in the message, before asking the model", async () => {
    for (const slideCount of [4, 51, 7.5, "ten"]) {
      const response = await generate({ slideCount }, alice);
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe("slideCount: Choose between 5 and 50 slides.");
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("accepts 5 and 50, and asks the model for exactly that many slides", async () => {
    for (const slideCount of [5, 50]) {
      fake.setScenario({ reply: () => deckReply(slideCount) });
      const deck = await streamedResult<Presentation>(await generate({ slideCount }, alice));
      expect(deck.slides).toHaveLength(slideCount);
      expect(JSON.stringify(fake.requests.at(-1)?.body.messages)).toContain(
        `exactly ${slideCount} slides for a students audience`,
      );
    }
    expect(schemaName(fake.requests[0]?.body ?? {})).toBe("presentation");
  });

  it("asks again when the model miscounts the slides; a second miscount is an error", async () => {
    fake.setScenario({ reply: (_request, index) => deckReply(index === 0 ? 6 : 7) });
    const events = await readResultEvents<Presentation>(await generate({}, alice));
    expect(events.filter((event) => event.type === "retry")).toHaveLength(1);
    const last = events.at(-1);
    expect(last?.type === "result" && last.value.slides).toHaveLength(7);

    fake.setScenario({ reply: (_request, index) => (index === 0 ? "[]" : deckReply(8)) });
    const failed = await readResultEvents(await generate({}, alice));
    expect(failed.at(-1)).toMatchObject({ type: "error", error: { code: "provider_error" } });
  });
});

describe("decks", () => {
  it("stores edits: text, order, deletions and additions", async () => {
    const deck = await aliceDeck();
    const [first, second, ...rest] = deck.slides;
    if (!first || !second) throw new Error("short deck");
    const edited = {
      title: "Sun at school",
      subtitle: deck.subtitle,
      slides: [
        first,
        ...rest.slice(0, -1),
        { ...second, title: "Why it matters, edited" },
        {
          id: "new-slide",
          section: "Extra",
          layout: "bullets",
          title: "Questions?",
          bullets: [],
          notes: "",
        },
      ],
    };
    const put = await t.request(`/api/presentations/${deck.id}`, {
      method: "PUT",
      cookie: alice,
      json: edited,
    });
    expect(put.status).toBe(200);
    const saved = (await put.json()) as Presentation;
    expect(saved.slides.map((slide) => slide.title).slice(-2)).toEqual([
      "Why it matters, edited",
      "Questions?",
    ]);
    expect(saved).toMatchObject({
      title: "Sun at school",
      topic: "Solar power for schools",
      audience: "students",
    });
    const list = (await (await t.request("/api/presentations", { cookie: alice })).json()) as {
      results: PresentationSummary[];
    };
    expect(list.results.find((entry) => entry.id === deck.id)).toMatchObject({
      title: "Sun at school",
      slideCount: 7,
    });

    const tooMany = {
      ...edited,
      slides: Array.from({ length: 51 }, (_, index) => ({ ...first, id: `s${index}` })),
    };
    const refused = await t.request(`/api/presentations/${deck.id}`, {
      method: "PUT",
      cookie: alice,
      json: tooMany,
    });
    expect(refused.status).toBe(400);
    expect(await errorMessage(refused)).toContain("at most 50 slides");
  });

  it("exports a .pptx with every slide and its speaker notes", async () => {
    const deck = await aliceDeck();
    const response = await t.request("/api/presentations/export", {
      method: "POST",
      cookie: alice,
      json: deck,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    );
    expect(response.headers.get("content-disposition")).toContain(
      'filename="Solar_power_for_schools.pptx"',
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const slides = Object.keys(files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides).toHaveLength(7);
    const notes = Object.keys(files)
      .filter((name) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name))
      .map((name) => strFromU8(files[name] ?? new Uint8Array()));
    expect(notes.join()).toContain(deck.slides[2]?.notes);
    expect(strFromU8(files["ppt/slides/slide3.xml"] ?? new Uint8Array())).toContain(
      deck.slides[2]?.bullets[0],
    );
  });

  it("answers 404 for another account's deck: read, edit, delete", async () => {
    const deck = await aliceDeck();
    const path = `/api/presentations/${deck.id}`;
    expect((await t.request(path, { cookie: bob })).status).toBe(404);
    expect((await t.request(path, { method: "PUT", cookie: bob, json: deck })).status).toBe(404);
    expect((await t.request(path, { method: "DELETE", cookie: bob })).status).toBe(404);
    expect((await t.request(path, { cookie: alice })).status).toBe(200);
  });
});
