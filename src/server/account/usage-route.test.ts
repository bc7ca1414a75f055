import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedConversation, uploadText, userIdOf } from "../../../tests/support/account-fixtures";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { monthStart } from "./usage-route";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("account usage", () => {
  it("counts this month's chat requests and the bytes stored, for the signed-in account only", async () => {
    const alice = await t.signUp("alice-usage@example.com");
    const bob = await t.signUp("bob-usage@example.com");
    const aliceId = await userIdOf(t, alice);
    const lastMonth = new Date(monthStart(new Date()).getTime() - 86_400_000);
    await seedConversation(t, aliceId, "Plans", [
      { role: "user", content: "old question", createdAt: lastMonth },
      { role: "user", content: "first" },
      { role: "assistant", content: "answer" },
      { role: "user", content: "second" },
      { role: "assistant", content: "answer" },
    ]);
    await seedConversation(t, await userIdOf(t, bob), "Bob's", [{ role: "user", content: "hi" }]);
    await uploadText(t, alice, "notes.txt", "a".repeat(1200));
    await uploadText(t, alice, "more.txt", "b".repeat(34));
    await uploadText(t, bob, "bob.txt", "c".repeat(5000));

    const response = await t.request("/api/account/usage", { cookie: alice });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      plan: "free",
      periodStart: monthStart(new Date()).toISOString(),
      chatRequests: 2,
      storageBytes: 1234,
    });
  });

  it("starts at zero for a new account", async () => {
    const cookie = await t.signUp("new-usage@example.com");
    const usage = await (await t.request("/api/account/usage", { cookie })).json();
    expect(usage).toMatchObject({ plan: "free", chatRequests: 0, storageBytes: 0 });
  });

  it("is for accounts only", async () => {
    expect((await t.request("/api/account/usage")).status).toBe(401);
    const guest = await t.signInAsGuest();
    expect((await t.request("/api/account/usage", { cookie: guest })).status).toBe(401);
  });

  it("months begin on the first, in UTC", () => {
    expect(monthStart(new Date("2026-03-31T23:59:59Z")).toISOString()).toBe(
      "2026-03-01T00:00:00.000Z",
    );
  });
});
