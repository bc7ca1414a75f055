import { APICallError } from "ai";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "#tests/fakes/openai-server";
import { chatBody, readUIStream, streamedText } from "#tests/fakes/ui-stream";
import { userIdOf } from "#tests/support/account-fixtures";
import { followJob } from "#tests/support/job-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { JobFailure } from "@/server/features/jobs/job-failure";
import { user } from "@/server/platform/db/schema/auth";
import { usageCharge, usageCounter } from "@/server/platform/db/schema/usage";
import type { JobAccepted } from "@/shared/jobs";
import type { UsageResponse } from "@/shared/plans";
import { quotaMessage } from "./meter";

let fake: FakeOpenAI;
let t: TestApp;
/** What the text-to-speech job does in these tests: succeed, or fail as told. */
let speechOutcome: () => Promise<unknown> = async () => ({ audioUrl: "/api/files/none" });

const allowances = {
  guest: { chat: 2, speech: 100 },
  free: { chat: 5, speech: { limit: 1000, per: "month" } },
  pro: { chat: 50 },
};

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp(
    {
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: `${fake.url}/v1`,
      TRUST_PROXY: "true",
      PLAN_ALLOWANCES: JSON.stringify(allowances),
      CHAT_GUEST_MESSAGES_PER_MINUTE: "1000",
      CHAT_ACCOUNT_MESSAGES_PER_MINUTE: "1000",
      AI_MAX_RETRIES: "0",
    },
    { jobHandlers: { "text-to-speech": () => speechOutcome() } },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.setScenario({});
  fake.requests.length = 0;
  speechOutcome = async () => ({ audioUrl: "/api/files/none" });
});

let address = 1;
/** A client address of its own for each test, so guests' address counters do not meet. */
const newAddress = () => `198.51.100.${address++}`;

const chat = (cookie: string | undefined, from: string) =>
  t.request("/api/chat", {
    method: "POST",
    cookie,
    headers: { "x-forwarded-for": from },
    json: chatBody(crypto.randomUUID(), "Hello"),
  });

const speak = (cookie: string, from: string, text: string) =>
  t.request("/api/voice-synthesis", {
    method: "POST",
    cookie,
    headers: { "x-forwarded-for": from, prefer: "respond-async" },
    json: { text, voice: "alloy" },
  });

async function usage(cookie: string, from = "192.0.2.1") {
  const response = await t.request("/api/account/usage", {
    cookie,
    headers: { "x-forwarded-for": from },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as UsageResponse;
}

const used = (body: UsageResponse, kind: string) =>
  body.meters.find((meter) => meter.kind === kind)?.used;

describe("metered work", () => {
  let racer = "";
  it("accepts exactly the allowance when 50 requests race for 5", async () => {
    racer = await t.signUp("racer@example.com");
    const cookie = racer;
    const from = newAddress();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await chat(cookie, from);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    const [counter] = await t.db
      .select()
      .from(usageCounter)
      .where(
        and(
          eq(usageCounter.subject, `user:${await userIdOf(t, cookie)}`),
          eq(usageCounter.kind, "chat"),
        ),
      );
    expect(counter?.used).toBe(5);
    expect(used(await usage(cookie), "chat")).toBe(5);
  });

  it("refuses with 429, what ran out, when it renews and where to upgrade", async () => {
    const refused = await chat(racer, newAddress());
    expect(refused.status).toBe(429);
    const body = await refused.json();
    const tomorrow = new Date();
    tomorrow.setUTCHours(24, 0, 0, 0);
    expect(body.error).toMatchObject({
      code: "quota_exceeded",
      quota: {
        plan: "free",
        kind: "chat",
        limit: 5,
        remaining: 0,
        per: "day",
        renewsAt: tomorrow.toISOString(),
        upgradeUrl: "/plans",
      },
    });
    expect(body.error.message).toMatch(
      /^Your plan gives you 5 chat messages a day, and they are used up\. The allowance renews on .+ UTC; upgrade your plan for more\.$/,
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Refused before the provider heard of it.
    expect(fake.requests).toHaveLength(0);
  });

  it("gives a message back when the provider fails, not when the user stops it", async () => {
    const cookie = await t.signUp("refund@example.com");
    const from = newAddress();
    fake.setScenario({ failure: { kind: "status", status: 500 } });
    const failed = await readUIStream(await chat(cookie, from));
    expect(failed.some((chunk) => chunk.type === "error")).toBe(true);
    expect(used(await usage(cookie), "chat")).toBe(0);
    const [charge] = await t.db
      .select()
      .from(usageCharge)
      .where(eq(usageCharge.userId, await userIdOf(t, cookie)));
    expect(charge?.refundedAt).toBeInstanceOf(Date);

    fake.setScenario({ delayMs: 200 });
    const stopped = new AbortController();
    const response = await t.request("/api/chat", {
      method: "POST",
      cookie,
      headers: { "x-forwarded-for": from },
      json: chatBody(crypto.randomUUID(), "Hello"),
      signal: stopped.signal,
    });
    const reader = response.body?.getReader();
    await reader?.read();
    stopped.abort();
    await reader?.cancel().catch(() => undefined);
    await expect.poll(async () => used(await usage(cookie), "chat")).toBe(1);
  });

  it("charges a job with its row and refunds it when it fails through no fault of the user", async () => {
    const cookie = await t.signUp("jobs@example.com");
    const from = newAddress();
    speechOutcome = async () => {
      throw new APICallError({
        message: "upstream down",
        url: "http://provider.test",
        requestBodyValues: {},
        statusCode: 503,
        isRetryable: true,
      });
    };
    const failing = await speak(cookie, from, "a".repeat(400));
    expect(failing.status).toBe(202);
    const { jobId } = (await failing.json()) as JobAccepted;
    expect((await followJob(t, cookie, jobId)).view.status).toBe("failed");
    expect(used(await usage(cookie), "speech")).toBe(0);

    speechOutcome = async () => {
      throw new JobFailure("The text was deleted.", { userCaused: true });
    };
    const own = (await (await speak(cookie, from, "b".repeat(300))).json()) as JobAccepted;
    expect((await followJob(t, cookie, own.jobId)).view.status).toBe("failed");
    expect(used(await usage(cookie), "speech")).toBe(300);

    speechOutcome = async () => ({ audioUrl: "/api/files/none" });
    const refused = await speak(cookie, from, "c".repeat(701));
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body.error.message).toMatch(
      /^This needs 701 characters of speech, and 700 of the 1,000 characters of speech a month your plan gives you are left\./,
    );
    expect(body.error.quota).toMatchObject({ kind: "speech", remaining: 700, per: "month" });
    // Nothing was queued for the refused request.
    expect((await usage(cookie)).meters.find((m) => m.kind === "speech")?.used).toBe(300);
    expect((await speak(cookie, from, "d".repeat(700))).status).toBe(202);
  });

  it("counts guests by address too: a new guest session (cookies cleared) gets nothing new", async () => {
    const from = newAddress();
    const first = await t.signInAsGuest();
    expect((await chat(first, from)).status).toBe(200);
    expect((await chat(first, from)).status).toBe(200);
    const third = await chat(first, from);
    expect(third.status).toBe(429);
    expect((await third.json()).error.message).toMatch(
      /^Guests get 2 chat messages a day, and they are used up\. The allowance renews on .+ UTC; sign up free for more\.$/,
    );

    const second = await t.signInAsGuest();
    expect((await chat(second, from)).status).toBe(429);
    // A visitor without any session is counted by the address alone.
    expect((await chat(undefined, from)).status).toBe(429);
    expect((await usage(second, from)).meters.find((m) => m.kind === "chat")).toMatchObject({
      used: 2,
      limit: 2,
    });
    // Another address is another household.
    expect((await chat(second, newAddress())).status).toBe(200);
  });

  it("takes a plan change at once", async () => {
    const cookie = await t.signUp("upgrade@example.com");
    const from = newAddress();
    for (let i = 0; i < 5; i++) expect((await chat(cookie, from)).status).toBe(200);
    expect((await chat(cookie, from)).status).toBe(429);
    await t.db.update(user).set({ plan: "pro" }).where(eq(user.email, "upgrade@example.com"));
    expect((await chat(cookie, from)).status).toBe(200);
    const after = await usage(cookie);
    expect(after.plan).toBe("pro");
    expect(after.meters.find((meter) => meter.kind === "chat")).toMatchObject({
      used: 6,
      limit: 50,
    });
  });
});

describe("GET /api/plans", () => {
  it("answers the plans' allowances as this server enforces them", async () => {
    const response = await t.request("/api/plans");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.plans.map((plan: { id: string }) => plan.id)).toEqual(["free", "pro", "advanced"]);
    expect(body.plans[0].allowances.chat).toEqual({ limit: 5, per: "day" });
    expect(body.guest.chat).toEqual({ limit: 2, per: "day" });
  });
});

describe("GET /api/account/usage", () => {
  it("needs a session, and each account sees only its own", async () => {
    expect((await t.request("/api/account/usage")).status).toBe(401);
    const alice = await t.signUp("alice-meter@example.com");
    const from = newAddress();
    const before = used(await usage(alice), "chat");
    await readUIStream(await chat(alice, from));
    expect(used(await usage(alice), "chat")).toBe((before ?? 0) + 1);
    const bob = await t.signInAsGuest();
    expect(used(await usage(bob, newAddress()), "chat")).toBe(0);
    const body = await usage(alice);
    expect(body).toMatchObject({ plan: "free", storageBytes: 0, storageLimitBytes: 5e9 });
    expect(await usage(bob, newAddress())).toMatchObject({ plan: "guest" });
    expect(body.meters.map((meter) => meter.kind)).toEqual([
      "chat",
      "image",
      "video",
      "model3d",
      "speech",
      "transcription",
      "pdf",
    ]);
    expect(streamedText(await readUIStream(await chat(bob, newAddress())))).toBe(
      "Hello from the fake model.",
    );
  });
});

describe("the refusal's words", () => {
  const quota = {
    plan: "guest" as const,
    kind: "video" as const,
    limit: 0,
    remaining: 0,
    per: "day" as const,
    renewsAt: "2026-11-28T00:00:00.000Z",
    upgradeUrl: "/plans",
  };

  it("say what a plan does not include at all", () => {
    expect(quotaMessage(quota, 5)).toBe(
      "Guests cannot use video generation: sign up free to get an allowance for it.",
    );
    expect(quotaMessage({ ...quota, plan: "free" }, 5)).toBe(
      "Your plan does not include video generation. Upgrade your plan to use it.",
    );
  });

  it("say what is left when the work needs more than that", () => {
    expect(
      quotaMessage(
        { ...quota, plan: "pro", kind: "image", limit: 500, remaining: 1, per: "month" },
        4,
      ),
    ).toBe(
      "This needs 4 images, and 1 of the 500 images a month your plan gives you is left. The allowance renews on Sat 28 Nov, 00:00 UTC; upgrade your plan for more.",
    );
  });
});
