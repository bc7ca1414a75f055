import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCookies } from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { user } from "@/server/platform/db/schema/auth";

let t: TestApp;
// Sign-ins are limited to 5 a minute per client address, so the accounts are made once.
let ada: string;
let grace: string;
beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp("ada@example.com", undefined, "Ada King Lovelace");
  grace = await t.signUp("grace@example.com", undefined, "Grace Murray");
});
afterAll(() => t.close());

const profileOf = async (cookie: string) =>
  (await t.request("/api/account/profile", { cookie })).json();
const patch = (cookie: string, json: unknown) =>
  t.request("/api/account/profile", { method: "PATCH", cookie, json });

describe("account profile", () => {
  it("starts from the account: names split from the full name, nothing else invented", async () => {
    expect(await profileOf(ada)).toMatchObject({
      firstName: "Ada",
      lastName: "King Lovelace",
      email: "ada@example.com",
      emailVerified: true,
      phone: "",
      timezone: null,
      language: null,
    });
  });

  it("saves each field, and keeps the account's full name in step with first + last", async () => {
    let cookie = grace;
    const saved = await patch(cookie, { lastName: "Hopper", timezone: "America/New_York" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
    cookie = withCookies(cookie, saved);
    // The renewed session cookie carries the new name at once (menus read /api/me).
    const { user: me } = await (await t.request("/api/me", { cookie })).json();
    expect(me.name).toBe("Grace Hopper");

    await patch(cookie, { phone: " +1 (555) 010-2030 ", language: "de" });
    expect(await profileOf(cookie)).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      phone: "+1 (555) 010-2030",
      timezone: "America/New_York",
      language: "de",
    });
  });

  it("refuses bad input with a clear 400 and changes nothing", async () => {
    const cookie = await t.signUp("bad-input@example.com", undefined, "Bad Input");
    await patch(cookie, { phone: "+49 30 123456", timezone: "Europe/Berlin", language: "en" });
    const before = await profileOf(cookie);
    const cases: [unknown, RegExp][] = [
      [{ firstName: "   " }, /first name/],
      [{ firstName: "x".repeat(51) }, /50 characters/],
      [{ phone: "call me maybe" }, /digits/],
      [{ timezone: "Mars/Olympus_Mons" }, /time zone/],
      [{ language: "xx" }, /language/],
      [{ email: "new@example.com" }, /email/i],
      [{}, /at least one/],
      [{ lastName: "ok", phone: "12" }, /5 digits/],
    ];
    for (const [body, message] of cases) {
      const response = await patch(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe("validation_failed");
      expect(error.message).toMatch(message);
    }
    expect(await profileOf(cookie)).toEqual(before);
    const [row] = await t.db.select().from(user).where(eq(user.email, "bad-input@example.com"));
    expect(row?.name).toBe("Bad Input");
  });

  it("shows and changes only the signed-in account's profile", async () => {
    await patch(ada, { firstName: "Augusta", phone: "+44 20 7946 0000" });
    expect(await profileOf(grace)).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      phone: "+1 (555) 010-2030",
    });
    expect(await profileOf(ada)).toMatchObject({ firstName: "Augusta", email: "ada@example.com" });
  });

  it("is for accounts only", async () => {
    expect((await t.request("/api/account/profile")).status).toBe(401);
    const guest = await t.signInAsGuest();
    expect((await t.request("/api/account/profile", { cookie: guest })).status).toBe(401);
    expect((await patch(guest, { firstName: "Guest" })).status).toBe(401);
  });

  it("changes the e-mail only once the new address is confirmed", async () => {
    const cookie = await t.signUp("old-address@example.com", undefined, "Mover Person");
    const asked = await t.request("/api/auth/change-email", {
      method: "POST",
      cookie,
      headers: { origin: "http://localhost:3000" },
      json: { newEmail: "new-address@example.com" },
    });
    expect(asked.status).toBe(200);
    await expect.poll(() => t.mail.some((m) => m.to === "new-address@example.com")).toBe(true);
    const mail = t.mail.find((m) => m.to === "new-address@example.com");
    expect(mail?.subject).toBe("Confirm your new e-mail address for Bismo");
    expect((await profileOf(cookie)).email).toBe("old-address@example.com");

    const token = /\/confirm\?token=(\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const verified = await t.request("/api/auth/confirm-email", {
      method: "POST",
      cookie,
      json: { token: decodeURIComponent(token) },
    });
    expect(verified.status).toBe(200);
    expect((await profileOf(cookie)).email).toBe("new-address@example.com");
  });
});
