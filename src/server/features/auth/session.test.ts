import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { session, user } from "@/server/platform/db/schema/auth";
import type { SessionData } from "./auth";
import { sessionReader, sessionReuseMs } from "./session";

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

describe("a session read from the cookie cache", () => {
  const start = Date.parse("2026-11-27T12:00:00Z");
  /** Cookies as better-auth sets them: its token, and its cache of the session until `until`. */
  const cookiesUntil = (until: number) =>
    `better-auth.session_token=token.signature; better-auth.session_data=${Buffer.from(
      JSON.stringify({ session: {}, expiresAt: until, signature: "s" }),
    ).toString("base64url")}; theme=dark`;
  const signedIn = {
    session: { expiresAt: new Date(start + 7 * day) },
    user: { id: "u1" },
  } as unknown as SessionData;

  /** better-auth as the reader sees it, counting its reads; `setCookie` for a renewing read. */
  function fakeAuth(found: SessionData | null, setCookie?: string) {
    const reads: string[] = [];
    const auth = {
      api: {
        getSession: async ({ headers }: { headers: Headers }) => {
          reads.push(headers.get("cookie") ?? "");
          const set = new Headers();
          if (setCookie) set.append("set-cookie", setCookie);
          return { headers: set, response: found };
        },
      },
    };
    return { auth, reads };
  }

  const request = (cookie?: string) => new Headers(cookie ? { cookie } : {});

  it("serves the same cookies again without asking better-auth, for a few seconds", async () => {
    let now = start;
    const { auth, reads } = fakeAuth(signedIn);
    const read = sessionReader(auth, () => now);
    const cookie = cookiesUntil(start + 60_000);

    expect((await read(request(cookie))).session).toBe(signedIn);
    now += sessionReuseMs - 1;
    expect((await read(request(cookie))).session).toBe(signedIn);
    expect(reads).toHaveLength(1);
    now += 1;
    await read(request(cookie));
    expect(reads).toHaveLength(2);
    // Other cookies are another read.
    await read(request(cookiesUntil(start + 120_000)));
    expect(reads).toHaveLength(3);
  });

  it("never past the cookie cache's own expiry, when better-auth would look the session up", async () => {
    let now = start;
    const { auth, reads } = fakeAuth(signedIn);
    const read = sessionReader(auth, () => now);
    const cookie = cookiesUntil(start + 1_000);

    await read(request(cookie));
    now += 1_000;
    await read(request(cookie));
    expect(reads).toHaveLength(2);

    // A header that holds the cookie twice: the earlier expiry bounds the reuse.
    const twice = `${cookiesUntil(now + 60_000)}; ${cookiesUntil(now + 1_000).split("; ")[1]}`;
    await read(request(twice));
    now += 1_000;
    await read(request(twice));
    expect(reads).toHaveLength(4);
  });

  it("not when the read set cookies, or the cookies hold no cache to bound it", async () => {
    const renewing = fakeAuth(signedIn, "better-auth.session_data=new; Path=/");
    const readRenewing = sessionReader(renewing.auth, () => start);
    const cookie = cookiesUntil(start + 60_000);
    await readRenewing(request(cookie));
    const second = await readRenewing(request(cookie));
    expect(renewing.reads).toHaveLength(2);
    expect(second.headers?.getSetCookie()).toEqual(["better-auth.session_data=new; Path=/"]);

    const uncached = fakeAuth(signedIn);
    const readUncached = sessionReader(uncached.auth, () => start);
    await readUncached(request("better-auth.session_token=token.signature"));
    await readUncached(request("better-auth.session_token=token.signature"));
    expect(uncached.reads).toHaveLength(2);
  });

  it("serves a visitor without a session again, as no session", async () => {
    const { auth, reads } = fakeAuth(null);
    const read = sessionReader(auth, () => start);
    expect((await read(request())).session).toBeNull();
    expect((await read(request())).session).toBeNull();
    expect(reads).toHaveLength(1);
  });
});
