import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The session token inside the HttpOnly cookie (before its signature). */
const tokenIn = (cookie: string) =>
  decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "").split(".")[0] ??
  "";

function expectNoToken(text: string, token: string) {
  expect(token.length).toBeGreaterThan(10);
  expect(text).not.toContain(token);
  expect(text).not.toMatch(/"token"/);
}

describe("session tokens", () => {
  it("are in no JSON answer: sign-in, get-session, list-sessions, guest sign-in, password change", async () => {
    await t.signUp("tokens@example.com");
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "tokens@example.com", password: "correct-horse-42" },
    });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn);
    const token = tokenIn(cookie);
    const signedIn = await signIn.text();
    expectNoToken(signedIn, token);
    expect(JSON.parse(signedIn).user.email).toBe("tokens@example.com");

    const session = await t.request("/api/auth/get-session", { cookie });
    const sessionText = await session.text();
    expectNoToken(sessionText, token);
    expect(JSON.parse(sessionText).session.id).toEqual(expect.any(String));

    const list = await t.request("/api/auth/list-sessions", { cookie });
    const listText = await list.text();
    expectNoToken(listText, token);
    // Each session is named by its opaque id.
    expect(JSON.parse(listText)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: expect.any(String) })]),
    );

    const guest = await t.request("/api/auth/sign-in/anonymous", { method: "POST" });
    expectNoToken(await guest.text(), tokenIn(cookieFrom(guest)));

    const change = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie,
      json: {
        currentPassword: "correct-horse-42",
        newPassword: "battery-staple-43",
        revokeOtherSessions: true,
      },
    });
    expect(change.status).toBe(200);
    expectNoToken(await change.text(), tokenIn(cookieFrom(change)));
    // The cookie itself still carries the session, HttpOnly.
    expect(change.headers.getSetCookie().join("\n")).toMatch(/session_token=.+HttpOnly/i);
  });
});
