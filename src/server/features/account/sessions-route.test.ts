import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(email: string, userAgent: string) {
  const response = await t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "user-agent": userAgent },
    json: { email, password: "correct-horse-42" },
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return cookieFrom(response);
}

const list = async (cookie: string) =>
  (await (await t.request("/api/account/sessions", { cookie })).json()).sessions as {
    id: string;
    userAgent: string | null;
    current: boolean;
  }[];

/** Whether the cookie's session still exists (past the one-minute cookie cache). */
const stillSignedIn = async (cookie: string) =>
  (await (await t.request("/api/auth/get-session?disableCookieCache=true", { cookie })).json()) !==
  null;

describe("account sessions", () => {
  it("lists the account's browsers, the current one marked, and signs another one out", async () => {
    const laptop = await t.signUp("sessions@example.com");
    const phone = await signIn("sessions@example.com", "Mozilla/5.0 (iPhone) Safari/604.1");
    const other = await t.signUp("someone-else@example.com");

    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((entry) => entry.current)).toHaveLength(1);
    const phoneSession = sessions.find((entry) => entry.userAgent?.includes("iPhone"));
    expect(phoneSession?.current).toBe(false);
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);

    // Another account can neither see nor end this account's sessions.
    expect(await list(other)).toHaveLength(1);
    const foreign = await t.request(`/api/account/sessions/${phoneSession?.id}`, {
      method: "DELETE",
      cookie: other,
    });
    expect(foreign.status).toBe(404);
    const garbled = await t.request("/api/account/sessions/a%00b", {
      method: "DELETE",
      cookie: laptop,
    });
    expect(garbled.status).toBe(404);
    expect(await stillSignedIn(phone)).toBe(true);

    const revoked = await t.request(`/api/account/sessions/${phoneSession?.id}`, {
      method: "DELETE",
      cookie: laptop,
    });
    expect(revoked.status).toBe(200);
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(laptop)).toBe(true);
    expect(await list(laptop)).toHaveLength(1);
  });

  it("is for accounts only", async () => {
    expect((await t.request("/api/account/sessions")).status).toBe(401);
    const guest = await t.signInAsGuest();
    expect((await t.request("/api/account/sessions", { cookie: guest })).status).toBe(401);
  });
});
