import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "#tests/support/test-database";
import type { Database } from "@/server/platform/db/client";
import { consumeRateLimit } from "./rate-limit";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rule = { windowSeconds: 60, max: 4 };

describe("consumeRateLimit", () => {
  it("lets exactly the limit through when a burst arrives at once, first come first served", async () => {
    const decisions = await Promise.all(
      Array.from({ length: 10 }, () => consumeRateLimit(database.db, "burst", rule)),
    );
    expect(decisions.map((decision) => decision.allowed)).toEqual([
      ...Array(4).fill(true),
      ...Array(6).fill(false),
    ]);
    for (const { retryAfterSeconds } of decisions) {
      expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // The burst was counted in full: the window stays spent.
    expect((await consumeRateLimit(database.db, "burst", rule)).allowed).toBe(false);
  });

  it("counts each key on its own, one request after another as in a burst", async () => {
    for (let i = 0; i < 4; i++) {
      expect((await consumeRateLimit(database.db, "steady", rule)).allowed).toBe(true);
    }
    expect((await consumeRateLimit(database.db, "steady", rule)).allowed).toBe(false);
    expect((await consumeRateLimit(database.db, "other", rule)).allowed).toBe(true);
  });
});
