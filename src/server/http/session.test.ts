import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "@/server/db/schema/auth";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;

/** Only the session token: the browser's 60-second cookie cache has run out. */
const tokenCookie = (cookie: string) =>
  cookie.split("; ").filter((part) => part.startsWith("better-auth.session_token="))[0] ?? "";

async function sessionOf(email: string) {
  const [row] = await t.db
    .select({ id: session.id, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(session.userId, user.id))
    .where(eq(user.email, email));
  if (!row) throw new Error(`no session for ${email}`);
  return row;
}

describe("the session of an active user", () => {
  it("is renewed for another 7 days once it is older than a day, by any API request", async () => {
    const cookie = tokenCookie(await t.signUp("active@example.com"));
    // Signed in two days ago: five days left.
    const { id } = await sessionOf("active@example.com");
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * day) })
      .where(eq(session.id, id));

    const response = await t.request("/api/me", { cookie });
    expect(response.status).toBe(200);
    expect((await response.json()).user.email).toBe("active@example.com");
    const renewed = response.headers
      .getSetCookie()
      .find((line) => line.startsWith("better-auth.session_token="));
    expect(renewed).toMatch(/Max-Age=604800/i);
    expect(renewed).toMatch(/HttpOnly/i);
    const { expiresAt } = await sessionOf("active@example.com");
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * day);
  });

  it("gets its cookie cache refreshed when the cache has run out", async () => {
    const cookie = tokenCookie(await t.signUp("cached@example.com"));
    const response = await t.request("/api/preferences", { cookie });
    expect(response.status).toBe(200);
    expect(
      response.headers.getSetCookie().some((line) => line.startsWith("better-auth.session_data=")),
    ).toBe(true);
  });
});

describe("cookies a route sets itself", () => {
  it("win over the session read's stale cookie cache, so a new name shows at once", async () => {
    const cookie = tokenCookie(await t.signUp("renamed@example.com", undefined, "Old Name"));
    const response = await t.request("/api/account/profile", {
      method: "PATCH",
      cookie,
      json: { firstName: "Grace", lastName: "Hopper" },
    });
    expect(response.status).toBe(200);
    // As a browser keeps them: the last Set-Cookie of each name.
    const jar = new Map([["better-auth.session_token", cookie]]);
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0] ?? "";
      jar.set(pair.slice(0, pair.indexOf("=")), pair);
    }
    const me = await t.request("/api/me", { cookie: [...jar.values()].join("; ") });
    expect((await me.json()).user.name).toBe("Grace Hopper");
  });
});
