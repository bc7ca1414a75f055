import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type ChatCompletionBody,
  type FakeOpenAI,
  schemaName,
  startFakeOpenAI,
} from "#tests/fakes/openai-server";
import { readResultEvents, streamedResult } from "#tests/support/result-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { Quiz, QuizAttempt, QuizSummary } from "@/shared/tools/quiz-generator";

let fake: FakeOpenAI;
let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ OPENAI_API_KEY: "test", OPENAI_BASE_URL: `${fake.url}/v1` });
  alice = await t.signUp("alice-quiz@example.com");
  bob = await t.signUp("bob-quiz@example.com");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const questions = [
  {
    type: "single",
    prompt: "Which gas do plants take in?",
    choices: ["Oxygen", "Carbon dioxide", "Helium"],
    correct: [1],
    answer: "",
    explanation: "Plants take in CO2 for photosynthesis.",
  },
  {
    type: "multiple",
    prompt: "Which are products of photosynthesis?",
    choices: ["Glucose", "Oxygen", "Nitrogen", "Salt"],
    correct: [0, 1],
    answer: "",
    explanation: "Glucose and oxygen are made.",
  },
  {
    type: "true-false",
    prompt: "Photosynthesis needs light.",
    choices: ["True", "False"],
    correct: [0],
    answer: "",
    explanation: "Light drives it.",
  },
  {
    type: "short-answer",
    prompt: "Where in the cell does photosynthesis happen?",
    choices: [],
    correct: [],
    answer: "In the chloroplasts",
    explanation: "Chloroplasts hold chlorophyll.",
  },
];
const quizReply = JSON.stringify({ title: "Photosynthesis", questions });

/** The quiz for generation requests; for grading, a verdict on each short answer it is sent. */
function reply(request: ChatCompletionBody) {
  if (schemaName(request) !== "short_answer_grades") return quizReply;
  const lines = String(request.messages?.at(-1)?.content ?? "").split("\n");
  const grades = lines.map((line) => {
    const entry = JSON.parse(line) as { questionId: string; student: string };
    const correct = /chloroplast/i.test(entry.student);
    return {
      questionId: entry.questionId,
      correct,
      reasoning: correct ? "Chloroplasts is right." : "Photosynthesis happens in the chloroplasts.",
    };
  });
  return JSON.stringify({ grades });
}

const generate = (body: Record<string, unknown>, cookie: string) =>
  t.request("/api/quizzes/generate", {
    method: "POST",
    cookie,
    json: {
      model: "gpt-5.1",
      topic: "Photosynthesis",
      questionCount: "5",
      difficulty: "Beginner",
      types: ["single", "multiple", "true-false", "short-answer"],
      ...body,
    },
  });

async function aliceQuiz(): Promise<Quiz> {
  fake.setScenario({ reply });
  return streamedResult<Quiz>(await generate({}, alice));
}

describe("POST /api/quizzes/generate", () => {
  it("streams the quiz of the requested types and stores an account's", async () => {
    const quiz = await aliceQuiz();
    expect(quiz.questions.map((question) => question.type)).toEqual([
      "single",
      "multiple",
      "true-false",
      "short-answer",
    ]);
    expect(quiz.attempts).toEqual([]);
    expect(schemaName(fake.requests[0]?.body ?? {})).toBe("quiz");
    expect(JSON.stringify(fake.requests[0]?.body.messages)).toContain("exactly 5 questions");
    const stored = (await (
      await t.request(`/api/quizzes/${quiz.id}`, { cookie: alice })
    ).json()) as Quiz;
    expect(stored.questions).toHaveLength(4);
  });

  it("asks again when a question is of a type not asked for or breaks its rules; twice is an error", async () => {
    const onlyChoice = JSON.stringify({
      title: "Photosynthesis",
      questions: questions.slice(0, 1),
    });
    fake.setScenario({ reply: (_request, index) => (index === 0 ? quizReply : onlyChoice) });
    const events = await readResultEvents<Quiz>(await generate({ types: ["single"] }, alice));
    expect(events.filter((event) => event.type === "retry")).toHaveLength(1);
    const last = events.at(-1);
    expect(last?.type === "result" && last.value.questions).toHaveLength(1);

    fake.requests.length = 0;
    const twoCorrect = { ...questions[0], correct: [0, 1] };
    const broken = JSON.stringify({ title: "Photosynthesis", questions: [twoCorrect] });
    fake.setScenario({ reply: (_request, index) => (index === 0 ? "{not json" : broken) });
    const failed = await readResultEvents(await generate({ types: ["single"] }, alice));
    expect(failed.at(-1)).toMatchObject({ type: "error", error: { code: "provider_error" } });
    expect(fake.requests).toHaveLength(2);
  });

  it("refuses an empty topic, no question types and repeated types", async () => {
    for (const body of [{ topic: " " }, { types: [] }, { types: ["single", "single"] }]) {
      const response = await generate(body, alice);
      expect(response.status).toBe(400);
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe("attempts", () => {
  it("grades choices in code and short answers by the model, with its reasoning, and keeps the attempts", async () => {
    const quiz = await aliceQuiz();
    const [single, multiple, trueFalse, short] = quiz.questions;
    if (!single || !multiple || !trueFalse || !short) throw new Error("quiz too short");
    fake.requests.length = 0;
    const submit = (responses: unknown[]) =>
      t.request(`/api/quizzes/${quiz.id}/attempts`, {
        method: "POST",
        cookie: alice,
        json: { model: "gpt-5.1", mode: "all-at-once", responses },
      });
    const first = await submit([
      { questionId: single.id, selected: [1] },
      { questionId: multiple.id, selected: [0] },
      { questionId: trueFalse.id, selected: [0] },
      { questionId: short.id, text: "the chloroplast" },
    ]);
    expect(first.status).toBe(201);
    const attempt = (await first.json()) as QuizAttempt;
    expect(attempt.responses.map((response) => response.correct)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(attempt).toMatchObject({ score: 3, total: 4 });
    expect(attempt.responses[3]?.reasoning).toBe("Chloroplasts is right.");
    const graded = fake.requests.find(
      (request) => schemaName(request.body) === "short_answer_grades",
    );
    expect(JSON.stringify(graded?.body.messages)).toContain("In the chloroplasts");

    // Unanswered questions are wrong without asking the model.
    fake.requests.length = 0;
    const second = (await (
      await submit([{ questionId: multiple.id, selected: [1, 0] }])
    ).json()) as QuizAttempt;
    expect(second).toMatchObject({ score: 1, total: 4 });
    expect(second.responses[3]?.reasoning).toBe("No answer was given.");
    expect(fake.requests).toHaveLength(0);

    const stored = (await (
      await t.request(`/api/quizzes/${quiz.id}`, { cookie: alice })
    ).json()) as Quiz;
    expect(stored.attempts.map((entry) => entry.score)).toEqual([3, 1]);
    const list = (await (await t.request("/api/quizzes", { cookie: alice })).json()) as {
      results: QuizSummary[];
    };
    expect(list.results.find((entry) => entry.id === quiz.id)).toMatchObject({
      attemptCount: 2,
      lastScore: { score: 1, total: 4 },
    });

    const stray = await submit([{ questionId: "not-in-quiz", selected: [0] }]);
    expect(stray.status).toBe(400);
  });

  it("grades a guest's quiz without keeping it", async () => {
    const guest = await t.signInAsGuest();
    fake.setScenario({ reply });
    const quiz = await streamedResult<Quiz>(await generate({}, guest));
    const short = quiz.questions[3];
    const response = await t.request("/api/quizzes/grade", {
      method: "POST",
      cookie: guest,
      json: {
        model: "gpt-5.1",
        mode: "one-at-a-time",
        questions: quiz.questions,
        responses: [{ questionId: short?.id, text: "In the nucleus" }],
      },
    });
    expect(response.status).toBe(200);
    const attempt = (await response.json()) as QuizAttempt;
    expect(attempt).toMatchObject({ score: 0, total: 4, mode: "one-at-a-time" });
    expect(attempt.responses[3]?.reasoning).toBe("Photosynthesis happens in the chloroplasts.");
    expect((await t.request(`/api/quizzes/${quiz.id}`, { cookie: alice })).status).toBe(404);
  });

  it("answers 404 for another account's quiz: read, attempt, delete", async () => {
    const quiz = await aliceQuiz();
    expect((await t.request(`/api/quizzes/${quiz.id}`, { cookie: bob })).status).toBe(404);
    const attempt = await t.request(`/api/quizzes/${quiz.id}/attempts`, {
      method: "POST",
      cookie: bob,
      json: { model: "gpt-5.1", mode: "all-at-once", responses: [] },
    });
    expect(attempt.status).toBe(404);
    expect(
      (await t.request(`/api/quizzes/${quiz.id}`, { method: "DELETE", cookie: bob })).status,
    ).toBe(404);
    const stored = (await (
      await t.request(`/api/quizzes/${quiz.id}`, { cookie: alice })
    ).json()) as Quiz;
    expect(stored.attempts).toHaveLength(0);
  });
});
