import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { toolSuggestion } from "@/server/platform/db/schema/account-data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const suggest = (text: unknown, cookie?: string) =>
  t.request("/api/tool-suggestions", { method: "POST", cookie, json: { text } });

const rowsBy = async (userId: string) =>
  t.db.select().from(toolSuggestion).where(eq(toolSuggestion.userId, userId));

const userIdOf = async (cookie: string) =>
  (await (await t.request("/api/me", { cookie })).json()).user.id as string;

describe("tool suggestions", () => {
  it("stores a signed-in user's suggestion, trimmed", async () => {
    const cookie = await t.signUp("suggest@example.com");
    const response = await suggest("  A tool that turns recipes into shopping lists  ", cookie);
    expect(response.status).toBe(201);
    const { suggestion } = await response.json();
    expect(suggestion.text).toBe("A tool that turns recipes into shopping lists");
    const rows = await rowsBy(await userIdOf(cookie));
    expect(rows.map((row) => row.text)).toEqual(["A tool that turns recipes into shopping lists"]);
  });

  it("accepts a guest", async () => {
    const cookie = await t.signInAsGuest();
    const response = await suggest("Podcast editor", cookie);
    expect(response.status).toBe(201);
    expect(await rowsBy(await userIdOf(cookie))).toHaveLength(1);
  });

  it("refuses empty, blank and over-long text and stores nothing", async () => {
    const cookie = await t.signUp("limits@example.com");
    for (const text of ["", "    ", "x".repeat(501), 42]) {
      const response = await suggest(text, cookie);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("validation_failed");
    }
    expect(await rowsBy(await userIdOf(cookie))).toHaveLength(0);
    expect((await suggest("x".repeat(500), cookie)).status).toBe(201);
    expect((await suggest(` ${"y".repeat(500)} `, cookie)).status).toBe(201);
  });

  it("needs a session", async () => {
    const response = await suggest("Anything");
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
  });

  it("limits each user to 5 an hour", async () => {
    const cookie = await t.signUp("busy@example.com");
    for (let n = 1; n <= 5; n++) expect((await suggest(`Idea ${n}`, cookie)).status).toBe(201);
    const limited = await suggest("Idea 6", cookie);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await limited.json()).error.code).toBe("rate_limited");
    expect(await rowsBy(await userIdOf(cookie))).toHaveLength(5);
    // Another account is not affected.
    const other = await t.signUp("calm@example.com");
    expect((await suggest("Idea", other)).status).toBe(201);
  });
});
