import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "#tests/fakes/openai-server";
import { userIdOf } from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { usageCharge } from "@/server/platform/db/schema/usage";
import type { AdminUsage } from "@/shared/admin";

let fake: FakeOpenAI;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${fake.url}/v1` });
  admin = await t.signUp("admin@example.com");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const daysAgo = (days: number) => {
  const at = new Date();
  at.setUTCHours(12, 0, 0, 0);
  at.setUTCDate(at.getUTCDate() - days);
  return at;
};
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

const usage = async (days?: number) =>
  (await (
    await t.request(`/api/admin/usage${days ? `?days=${days}` : ""}`, { cookie: admin })
  ).json()) as AdminUsage;

describe("usage totals in the admin area", () => {
  it("sum each tool's charges per day, leaving refunds and older days out", async () => {
    const userId = await userIdOf(t, admin);
    const charge = (toolId: string, kind: "chat" | "image", amount: number, at: Date) => ({
      userId,
      toolId,
      kind,
      amount,
      subjects: [`user:${userId}`],
      periodStart: at,
      createdAt: at,
    });
    await t.db
      .insert(usageCharge)
      .values([
        charge("image-generator", "image", 2, daysAgo(1)),
        charge("image-generator", "image", 1, daysAgo(1)),
        { ...charge("image-generator", "image", 4, daysAgo(1)), refundedAt: daysAgo(1) },
        charge("flashcard-generator", "chat", 1, daysAgo(3)),
        charge("image-generator", "image", 9, daysAgo(40)),
      ]);
    // A real message today, charged by the chat as it is accepted.
    const chat = await t.request("/api/ai/workbench-chat", {
      method: "POST",
      cookie: admin,
      json: { message: "Hello", model: "gpt-5.1" },
    });
    expect(chat.status).toBe(200);

    const { rows } = await usage();
    expect(rows).toEqual([
      { day: isoDay(new Date()), toolId: "multi-chat", kind: "chat", amount: 1, charges: 1 },
      { day: isoDay(daysAgo(1)), toolId: "image-generator", kind: "image", amount: 3, charges: 2 },
      {
        day: isoDay(daysAgo(3)),
        toolId: "flashcard-generator",
        kind: "chat",
        amount: 1,
        charges: 1,
      },
    ]);
    expect((await usage(2)).rows.map((row) => row.toolId)).toEqual([
      "multi-chat",
      "image-generator",
    ]);
    expect((await usage(90)).rows).toHaveLength(4);

    // Day 3 is settled and summed now; a charge of it refunded late still comes off its total.
    await t.db
      .update(usageCharge)
      .set({ refundedAt: new Date() })
      .where(eq(usageCharge.toolId, "flashcard-generator"));
    expect((await usage()).rows.map((row) => row.toolId)).toEqual([
      "multi-chat",
      "image-generator",
    ]);
  });

  it("refuses a period it does not keep", async () => {
    const response = await t.request("/api/admin/usage?days=365", { cookie: admin });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/between 1 and 90/);
  });
});
