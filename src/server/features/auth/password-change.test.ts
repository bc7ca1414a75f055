import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = "correct-horse-42";

/** Another browser signed in to the same account; only its token cookie (a stolen one). */
async function secondBrowser(email: string) {
  const response = await t.request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email, password },
  });
  return cookieFrom(response)
    .split("; ")
    .filter((part) => part.startsWith("better-auth.session_token="))
    .join("; ");
}

const signedInAs = async (cookie: string) =>
  ((await (await t.request("/api/me", { cookie })).json()) as { user: { email: string } | null })
    .user?.email ?? null;

const changePassword = (cookie: string, extra: Record<string, unknown> = {}) =>
  t.request("/api/auth/change-password", {
    method: "POST",
    cookie,
    json: { currentPassword: password, newPassword: "battery-staple-43", ...extra },
  });

describe("changing the password through the API", () => {
  it("signs every other browser out unless asked not to", async () => {
    const mine = await t.signUp("changer@example.com");
    const stolen = await secondBrowser("changer@example.com");
    expect(await signedInAs(stolen)).toBe("changer@example.com");

    const response = await changePassword(mine);
    expect(response.status).toBe(200);
    expect(await signedInAs(stolen)).toBeNull();
    // The browser that changed it stays signed in, on a new session cookie.
    expect(await signedInAs(cookieFrom(response))).toBe("changer@example.com");
  });

  it("keeps the other browsers when the settings form's switch is off", async () => {
    const mine = await t.signUp("keeper@example.com");
    const other = await secondBrowser("keeper@example.com");
    expect((await changePassword(mine, { revokeOtherSessions: false })).status).toBe(200);
    expect(await signedInAs(other)).toBe("keeper@example.com");
  });
});

describe("resetting the password by the e-mailed link", () => {
  it("signs every browser out", async () => {
    await t.signUp("resetter@example.com");
    const other = await secondBrowser("resetter@example.com");
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: "resetter@example.com" },
    });
    const link = t.mail.findLast((mail) => mail.to === "resetter@example.com")?.text ?? "";
    const token = /reset-password\?token=(\S+)/.exec(link)?.[1] ?? "";
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token: decodeURIComponent(token), newPassword: "battery-staple-43" },
    });
    expect(reset.status).toBe(200);
    expect(await signedInAs(other)).toBeNull();
  });
});
