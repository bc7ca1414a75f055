import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { withCookies } from "#tests/support/account-fixtures";
import { cookieFrom, createTestApp, type TestApp } from "#tests/support/test-app";
import { session, user } from "@/server/platform/db/schema/auth";
import { serverTranslator } from "@/server/platform/i18n/server-messages";
import { linkExpired, linkInvalid } from "./confirm-email-route";
import { readOnlyGets } from "./route";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Signs up through the API; the token of the /confirm link mailed for it. */
async function signUpForToken(email: string) {
  const response = await t.request("/api/auth/sign-up/email", {
    method: "POST",
    json: { email, password: "correct-horse-42", name: "Link Owner" },
  });
  expect(response.status).toBe(200);
  const mail = t.mail.findLast((message) => message.to === email);
  const token = /\/confirm\?token=(\S+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return decodeURIComponent(token);
}

const confirm = (token: string, cookie?: string, switchAccount?: boolean) =>
  t.request("/api/auth/confirm-email", {
    method: "POST",
    cookie,
    json: switchAccount === undefined ? { token } : { token, switchAccount },
  });

const signedInAs = async (cookie: string) =>
  ((await (await t.request("/api/me", { cookie })).json()) as { user: { email: string } | null })
    .user?.email ?? null;

const isVerified = async (email: string) =>
  (await t.db.select().from(user).where(eq(user.email, email)))[0]?.emailVerified;

describe("e-mail confirmation", () => {
  it("is not served by a GET: a loaded link or image changes nothing", async () => {
    const token = await signUpForToken("attacker@example.com");
    const victim = await t.signUp("victim@example.com");
    const loaded = await t.request(`/api/auth/verify-email?token=${token}`, { cookie: victim });
    expect(loaded.status).toBe(404);
    expect(loaded.headers.getSetCookie()).toEqual([]);
    expect(await isVerified("attacker@example.com")).toBe(false);
    expect(await signedInAs(victim)).toBe("victim@example.com");
  });

  it("confirms by POST and signs in a browser that has no session", async () => {
    const token = await signUpForToken("newcomer@example.com");
    const response = await confirm(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ confirmed: true, signedIn: true });
    expect(await isVerified("newcomer@example.com")).toBe(true);
    expect(await signedInAs(cookieFrom(response))).toBe("newcomer@example.com");
  });

  it("says a link used again signs nobody in, so the page asks for a sign-in", async () => {
    const token = await signUpForToken("twice@example.com");
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ confirmed: true, signedIn: false });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("asks before replacing another account's session, and ends that session once agreed", async () => {
    const token = await signUpForToken("other@example.com");
    const mine = await t.signUp("signed-in@example.com");
    const asked = await confirm(token, mine);
    expect(asked.status).toBe(409);
    expect(await asked.json()).toEqual({
      error: {
        code: "conflict",
        message:
          "You are signed in as signed-in@example.com. This link confirms other@example.com: confirming signs you in to that account instead.",
      },
    });
    expect(asked.headers.getSetCookie()).toEqual([]);
    expect(await isVerified("other@example.com")).toBe(false);
    expect(await signedInAs(mine)).toBe("signed-in@example.com");

    const agreed = await confirm(token, mine, true);
    expect(agreed.status).toBe(200);
    expect(await signedInAs(withCookies(mine, agreed))).toBe("other@example.com");
    // The session the browser left is over, not merely forgotten by this browser.
    const leftToken = mine
      .split("; ")
      .filter((part) => part.startsWith("better-auth.session_token="))
      .join("; ");
    expect(await signedInAs(leftToken)).toBeNull();
  });

  it("asks a guest too, then carries the browser over to the account", async () => {
    const token = await signUpForToken("from-guest@example.com");
    const guest = await t.signInAsGuest();
    const asked = await confirm(token, guest);
    expect(asked.status).toBe(409);
    expect((await asked.json()).error.message).toMatch(/^You are using Bismo as a guest/);
    const agreed = await confirm(token, guest, true);
    expect(agreed.status).toBe(200);
    expect(await signedInAs(withCookies(guest, agreed))).toBe("from-guest@example.com");
  });

  it("answers a forged token and one older than an hour with what to do", async () => {
    const forged = await confirm("not-a-real-token");
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.message).toBe(serverTranslator("en")(linkInvalid));

    const token = await signUpForToken("slow@example.com");
    const mail = t.mail.findLast((message) => message.to === "slow@example.com");
    expect(mail?.text).toContain("The link works for one hour.");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const late = await confirm(token);
    expect(late.status).toBe(400);
    expect((await late.json()).error.message).toBe(serverTranslator("en")(linkExpired));
    expect(await isVerified("slow@example.com")).toBe(false);
    vi.setSystemTime(Date.now() - 2 * 60 * 1000);
    expect((await confirm(token)).status).toBe(200);
  });
});

describe("better-auth's GET endpoints", () => {
  it("are served only where they read: none changes who is signed in", async () => {
    const cookie = await t.signUp("reader@example.com");
    const sessionsBefore = await t.db.select().from(session);
    for (const endpoint of Object.values(t.auth.api)) {
      const { path, options } = endpoint as { path?: string; options?: { method?: unknown } };
      const methods = [options?.method].flat();
      if (!path || !methods.includes("GET")) continue;
      const response = await t.request(`/api/auth${path.replace(/:\w+/g, "x")}?token=x`, {
        cookie,
      });
      if (readOnlyGets.has(path)) expect(response.status, path).toBeLessThan(400);
      else expect(response.status, path).toBe(404);
    }
    expect(await t.db.select().from(session)).toHaveLength(sessionsBefore.length);
  });
});
