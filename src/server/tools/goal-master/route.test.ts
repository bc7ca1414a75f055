import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, schemaName, startFakeOpenAI } from "#tests/fakes/openai-server";
import { promptText, readResultEvents, streamedResult } from "#tests/support/result-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { GoalPlan, GoalPlanSummary } from "@/shared/tools/goal-master";

let fake: FakeOpenAI;
let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ OPENAI_API_KEY: "test", OPENAI_BASE_URL: `${fake.url}/v1` });
  alice = await t.signUp("alice-goal@example.com");
  bob = await t.signUp("bob-goal@example.com");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const plan = (lastWeek = 4) =>
  JSON.stringify({
    title: "First 5 km",
    summary: "Build up slowly.",
    milestones: [
      {
        title: "Run 2 km",
        description: "Without stopping",
        dueWeek: 2,
        tasks: [
          { title: "Buy running shoes", week: 1 },
          { title: "Run 1 km three times", week: 2 },
        ],
      },
      {
        title: "Run 5 km",
        description: "",
        dueWeek: lastWeek,
        tasks: [{ title: "Run 3 km", week: lastWeek }],
      },
    ],
  });

const generate = (body: Record<string, unknown>, cookie: string) =>
  t.request("/api/goal-plans/generate", {
    method: "POST",
    cookie,
    json: {
      model: "gpt-5.1",
      goal: "Run 5 km",
      currentState: "I walk a little",
      timeframe: "1 month",
      mood: "okay",
      startDate: "2027-01-04",
      ...body,
    },
  });

async function alicePlan(): Promise<GoalPlan> {
  fake.setScenario({ reply: () => plan() });
  return streamedResult<GoalPlan>(await generate({}, alice));
}

describe("POST /api/goal-plans/generate", () => {
  it("plans milestones and weekly tasks, starts the check-ins with the mood, and stores it", async () => {
    const created = await alicePlan();
    expect(created).toMatchObject({
      title: "First 5 km",
      timeframe: "1 month",
      startDate: "2027-01-04",
      revision: 0,
    });
    expect(created.milestones.map((milestone) => milestone.dueWeek)).toEqual([2, 4]);
    expect(created.milestones[0]?.tasks.every((task) => !task.done)).toBe(true);
    expect(created.checkIns).toMatchObject([{ mood: "okay", note: "" }]);
    const request = fake.requests[0]?.body ?? {};
    expect(schemaName(request)).toBe("goal_plan");
    expect(promptText(request)).toContain("Goal: Run 5 km");
    expect(JSON.stringify(request.messages)).toContain("1 month (4 weeks)");
    const list = (await (await t.request("/api/goal-plans", { cookie: alice })).json()) as {
      results: GoalPlanSummary[];
    };
    expect(list.results.find((entry) => entry.id === created.id)).toMatchObject({
      doneTasks: 0,
      totalTasks: 3,
    });
  });

  it("asks again when a week lies past the timeframe; a second such answer is an error", async () => {
    fake.setScenario({ reply: (_request, index) => plan(index === 0 ? 9 : 4) });
    const events = await readResultEvents<GoalPlan>(await generate({}, alice));
    expect(events.filter((event) => event.type === "retry")).toHaveLength(1);
    expect(events.at(-1)?.type).toBe("result");
    fake.setScenario({ reply: (_request, index) => (index === 0 ? "{" : plan(9)) });
    const failed = await readResultEvents(await generate({}, alice));
    expect(failed.at(-1)).toMatchObject({ type: "error", error: { code: "provider_error" } });
  });

  it("refuses an empty goal, an unknown timeframe and a sixth mood", async () => {
    for (const body of [{ goal: " " }, { timeframe: "2 years" }, { mood: "ecstatic" }]) {
      expect((await generate(body, alice)).status).toBe(400);
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe("saved plans", () => {
  it("keeps ticks and check-ins, and 'Adjust plan' revises in place keeping done tasks", async () => {
    const created = await alicePlan();
    const [first, second] = created.milestones;
    if (!first || !second) throw new Error("two milestones expected");
    const ticked = {
      milestones: [
        {
          ...first,
          tasks: first.tasks.map((task, index) =>
            index === 0 ? { ...task, done: true, doneAt: "2027-01-05T08:00:00.000Z" } : task,
          ),
        },
        second,
      ],
      checkIns: [
        ...created.checkIns,
        { id: "c2", mood: "good", note: "Shoes bought!", createdAt: "2027-01-05T08:00:00.000Z" },
      ],
    };
    const put = await t.request(`/api/goal-plans/${created.id}`, {
      method: "PUT",
      cookie: alice,
      json: ticked,
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as GoalPlan).checkIns).toHaveLength(2);

    fake.requests.length = 0;
    fake.setScenario({
      reply: () =>
        JSON.stringify({
          title: "First 5 km, revised",
          summary: "Slower start.",
          milestones: [
            {
              title: "Run 2 km",
              description: "",
              dueWeek: 3,
              tasks: [
                { title: "Buy running shoes", week: 1 },
                { title: "Walk-run 1 km", week: 2 },
              ],
            },
            {
              title: "Run 5 km",
              description: "",
              dueWeek: 4,
              tasks: [{ title: "Run 3 km", week: 4 }],
            },
          ],
        }),
    });
    const adjusted = await streamedResult<GoalPlan>(
      await t.request(`/api/goal-plans/${created.id}/adjust`, {
        method: "POST",
        cookie: alice,
        json: { model: "gpt-5.1", today: "2027-01-12" },
      }),
    );
    const sent = JSON.stringify(fake.requests[0]?.body.messages);
    expect(sent).toContain("This is week 2.");
    expect(sent).toContain("[done] week 1: Buy running shoes");
    expect(sent).toContain("Shoes bought!");
    expect(adjusted).toMatchObject({ id: created.id, title: "First 5 km, revised", revision: 1 });
    expect(adjusted.milestones[0]?.tasks.map((task) => [task.title, task.done])).toEqual([
      ["Buy running shoes", true],
      ["Walk-run 1 km", false],
    ]);
    expect(adjusted.milestones[0]?.tasks[0]?.doneAt).toBe("2027-01-05T08:00:00.000Z");
    expect(adjusted.checkIns).toHaveLength(2);
    const stored = (await (
      await t.request(`/api/goal-plans/${created.id}`, { cookie: alice })
    ).json()) as GoalPlan;
    expect(stored.revision).toBe(1);
  });

  it("revises a guest's plan sent whole, without storing it", async () => {
    const guest = await t.signInAsGuest();
    fake.setScenario({ reply: () => plan() });
    const guestPlan = await streamedResult<GoalPlan>(await generate({}, guest));
    const adjusted = await streamedResult<GoalPlan>(
      await t.request("/api/goal-plans/adjust", {
        method: "POST",
        cookie: guest,
        json: { model: "gpt-5.1", today: "2027-01-04", plan: guestPlan },
      }),
    );
    expect(adjusted).toMatchObject({ id: guestPlan.id, revision: 1 });
    expect((await t.request(`/api/goal-plans/${guestPlan.id}`, { cookie: alice })).status).toBe(
      404,
    );
  });

  it("answers 404 for another account's plan: read, tick, adjust, delete", async () => {
    const created = await alicePlan();
    const path = `/api/goal-plans/${created.id}`;
    expect((await t.request(path, { cookie: bob })).status).toBe(404);
    const put = await t.request(path, {
      method: "PUT",
      cookie: bob,
      json: { milestones: created.milestones, checkIns: [] },
    });
    expect(put.status).toBe(404);
    const adjust = await t.request(`${path}/adjust`, {
      method: "POST",
      cookie: bob,
      json: { model: "gpt-5.1", today: "2027-01-04" },
    });
    expect(adjust.status).toBe(404);
    expect((await t.request(path, { method: "DELETE", cookie: bob })).status).toBe(404);
    expect((await t.request(path, { cookie: alice })).status).toBe(200);
  });
});
