import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedConversation, uploadText, userIdOf } from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("data export", () => {
  it("holds the account's profile, preferences, conversations with messages and uploads, nobody else's", async () => {
    const alice = await t.signUp("alice-export@example.com", undefined, "Alice Export");
    const bob = await t.signUp("bob-export@example.com", undefined, "Bob Export");
    await t.request("/api/account/profile", {
      method: "PATCH",
      cookie: alice,
      json: { phone: "+49 30 1234567", language: "de" },
    });
    await t.request("/api/preferences", {
      method: "PATCH",
      cookie: alice,
      json: { theme: "dark", notifySound: false },
    });
    await seedConversation(t, await userIdOf(t, alice), "Trip to Rome", [
      { role: "user", content: "Plan three days in Rome" },
      { role: "assistant", content: "Day one: the Colosseum." },
    ]);
    await seedConversation(t, await userIdOf(t, bob), "Bob's secret", [
      { role: "user", content: "bob-only text" },
    ]);
    await uploadText(t, alice, "itinerary.txt", "Rome, three days");
    await uploadText(t, bob, "bob.txt", "bob-only file");

    const response = await t.request("/api/account/export", { cookie: alice });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="bismo-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    // Bob's data by what it says (not /bob/i: a random id of Alice's can hold "BOb").
    expect(text).not.toMatch(/bob-export|Bob Export|Bob's secret|bob-only|bob\.txt/);
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ email: "alice-export@example.com", name: "Alice Export" });
    expect(data.profile).toMatchObject({
      firstName: "Alice",
      phone: "+49 30 1234567",
      language: "de",
    });
    expect(data.preferences).toMatchObject({ theme: "dark", notifySound: false });
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].title).toBe("Trip to Rome");
    expect(data.conversations[0].messages.map((m: { content: string }) => m.content)).toEqual([
      "Plan three days in Rome",
      "Day one: the Colosseum.",
    ]);
    expect(data.uploads).toEqual([
      expect.objectContaining({ name: "itinerary.txt", size: 16, mediaType: "text/plain" }),
    ]);
    // Storage internals and extracted text stay out; the file itself is one download away.
    expect(Object.keys(data.uploads[0]).sort()).toEqual(
      ["createdAt", "id", "mediaType", "name", "size", "toolId"].sort(),
    );
  });

  it("is for accounts only", async () => {
    expect((await t.request("/api/account/export")).status).toBe(401);
    const guest = await t.signInAsGuest();
    expect((await t.request("/api/account/export", { cookie: guest })).status).toBe(401);
  });
});
