import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "#tests/support/test-app";
import { user } from "@/server/platform/db/schema/auth";
import { pauseSeconds } from "./sign-in-guard";

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });
  t = await createTestApp({ TRUST_PROXY: "true" }, { logger });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const password = "correct-horse-42";
let addresses = 0;

/** Each attempt from an address of its own, so the per-address limit never answers first. */
const signIn = (email: string, secret: string, cookie?: string) =>
  t.request("/api/auth/sign-in/email", {
    method: "POST",
    cookie,
    headers: { "x-forwarded-for": `198.18.${Math.floor(++addresses / 250)}.${addresses % 250}` },
    json: { email, password: secret },
  });

/** `count` wrong passwords, each from another address; the statuses. */
async function guess(email: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await signIn(email, `guess-${i}`)).status);
  return statuses;
}

/** A verified account, not signed in anywhere (signing in here would spend an address's limit). */
async function createAccount(email: string) {
  const { user: created } = await t.auth.api.signUpEmail({
    body: { email, password, name: "Guarded Person" },
  });
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  return created.id;
}

const unlockLinkFor = (email: string) => {
  const mail = t.mail.findLast((message) => message.to === email && /paused/.test(message.subject));
  const token = /\/confirm\?unlock=(\S+)/.exec(mail?.text ?? "")?.[1];
  return token ? decodeURIComponent(token) : null;
};

// Each case checks a dozen passwords or more (scrypt): over 20 s on a loaded machine.
describe("wrong passwords for one account, spread over many addresses", { timeout: 60_000 }, () => {
  it("pause signing in after five, the right password included, and the owner is told", async () => {
    const targetId = await createAccount("target@example.com");
    // The attack that once went through: 28 addresses, 4 guesses each, then the right password.
    const statuses = await guess("target@example.com", 112);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const right = await signIn("target@example.com", password);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await right.json()).toEqual({
      error: {
        code: "rate_limited",
        message:
          "Too many wrong passwords for this account. Please wait a minute and try again, or open the link we have e-mailed to the account's address to sign in now.",
      },
    });
    expect(unlockLinkFor("target@example.com")).not.toBeNull();
    // One mail, however many attempts were refused.
    expect(
      t.mail.filter((mail) => mail.to === "target@example.com" && /paused/.test(mail.subject)),
    ).toHaveLength(1);

    // Logged with the account's id, never its address.
    const paused = logLines.filter((line) => line.includes("sign-in paused"));
    expect(paused.some((line) => line.includes(targetId))).toBe(true);
    expect(logLines.join("\n")).not.toContain("target@example.com");
  });

  it("answer an address without an account exactly alike, and mail nobody", async () => {
    await createAccount("known-paused@example.com");
    await guess("known-paused@example.com", 6);
    await guess("nobody-here@example.com", 6);
    const known = await signIn("known-paused@example.com", "guess");
    const unknown = await signIn("nobody-here@example.com", "guess");
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(t.mail.some((mail) => mail.to === "nobody-here@example.com")).toBe(false);
  });

  it("let attempts sent all at once through only up to the limit", async () => {
    await createAccount("burst-target@example.com");
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn("burst-target@example.com", `parallel-${i}`)),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it("pause for longer after each further failure, up to an hour, and end on their own", async () => {
    expect([4, 5, 6, 7, 12, 40].map(pauseSeconds)).toEqual([0, 60, 120, 240, 3600, 3600]);
    await createAccount("patient@example.com");
    await guess("patient@example.com", 5);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await signIn("patient@example.com", "still-wrong")).status).toBe(401);
    const longer = await signIn("patient@example.com", password);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBeGreaterThan(60);
    vi.setSystemTime(Date.now() + 121_000);
    expect((await signIn("patient@example.com", password)).status).toBe(200);
    // A success starts the count again.
    expect(await guess("patient@example.com", 5)).toEqual([401, 401, 401, 401, 401]);
  });

  it("remember the failures for a day, whatever better-auth's own limiter clears", async () => {
    await createAccount("remembered@example.com");
    await guess("remembered@example.com", 5);
    // better-auth clears its table of rows older than its longest window (10 minutes) when an
    // address's window starts again: this address's does, eleven minutes on.
    const fromOneAddress = () =>
      t.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "x-forwarded-for": "203.0.113.77" },
        json: { email: "nobody-here@example.com", password: "whatever-it-is" },
      });
    await fromOneAddress();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    await fromOneAddress();
    // The sixth failure in the day pauses for two minutes: the right password waits too.
    expect((await signIn("remembered@example.com", "sixth-guess")).status).toBe(401);
    expect((await signIn("remembered@example.com", password)).status).toBe(429);
  });
});

describe("the mailed unlock link", () => {
  it("lets the owner's browser sign in with the right password during the pause, once", async () => {
    await createAccount("owner@example.com");
    await guess("owner@example.com", 5);
    expect((await signIn("owner@example.com", password)).status).toBe(429);
    const token = unlockLinkFor("owner@example.com");
    if (!token) throw new Error("no unlock link mailed");

    const unlocked = await t.request("/api/auth/unlock-sign-in", {
      method: "POST",
      json: { token },
    });
    expect(unlocked.status).toBe(200);
    const setCookie = unlocked.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/bismo\.sign-in-unlock=.*HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/api\/auth\/sign-in/);
    const browser = cookieFrom(unlocked);

    // Without the link's cookie the pause holds; with it a wrong password is only wrong.
    expect((await signIn("owner@example.com", password)).status).toBe(429);
    expect((await signIn("owner@example.com", "wrong-again", browser)).status).toBe(401);
    const signedIn = await signIn("owner@example.com", password, browser);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.getSetCookie().join("\n")).toMatch(
      /bismo\.sign-in-unlock=;.*Max-Age=0/,
    );

    const reused = await t.request("/api/auth/unlock-sign-in", { method: "POST", json: { token } });
    expect(reused.status).toBe(400);
  });

  it("opens no other account", async () => {
    await createAccount("first@example.com");
    await createAccount("second@example.com");
    await guess("first@example.com", 5);
    await guess("second@example.com", 5);
    const token = unlockLinkFor("first@example.com");
    const unlocked = await t.request("/api/auth/unlock-sign-in", {
      method: "POST",
      json: { token },
    });
    expect((await signIn("second@example.com", password, cookieFrom(unlocked))).status).toBe(429);
  });
});
