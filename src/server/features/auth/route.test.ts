import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testPasswordHashing } from "#tests/support/password-hashing";
import { cookieFrom, createTestApp, type TestApp } from "#tests/support/test-app";
import { createApp } from "@/server/app";
import { parseEnv } from "@/server/platform/env";
import { createAuth, trustedOrigins } from "./auth";

// One app for the whole file (opening a database is the slow part); each test has its own
// addresses, and its own client address so the sign-in limit of one does not hit another.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());
beforeEach(() => {
  client = newClient();
});

let clients = 0;
const newClient = () => `198.51.100.${++clients}`;
let client = newClient();

const password = "correct-horse-42";
const signIn = (email: string, secret = password, from = client) =>
  t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "x-forwarded-for": from },
    json: { email, password: secret },
  });
const signUp = (email: string, secret = password) =>
  t.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "x-forwarded-for": newClient() },
    json: { email, password: secret, name: "Grace Hopper" },
  });

/** The token from the last mail to `to` that links to `path`. */
function tokenFromMail(to: string, path: string): string {
  const mail = t.mail.findLast((message) => message.to === to && message.text.includes(path));
  const link = mail?.text.split(/\s+/).find((word) => word.startsWith(`${t.env.appUrl}${path}`));
  const token = link && new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no ${path} link mailed to ${to}`);
  return token;
}

describe("sign-up and verification", () => {
  it("mails a /confirm link whose token verifies the address and signs the user in", async () => {
    expect((await signUp("grace@example.com")).status).toBe(200);
    const token = tokenFromMail("grace@example.com", "/confirm?token=");
    const verify = await t.request("/api/auth/confirm-email", { method: "POST", json: { token } });
    expect(verify.status).toBe(200);
    const me = await t.request("/api/me", { cookie: cookieFrom(verify) });
    expect((await me.json()).user).toMatchObject({ email: "grace@example.com", isGuest: false });
  });

  it("refuses sign-in before verification with a clear message", async () => {
    await signUp("early@example.com");
    const response = await signIn("early@example.com");
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toMatch(/confirm your e-mail address first/i);
  });

  it("answers a wrong password without saying whether the account exists", async () => {
    await t.signUp("known@example.com");
    const wrong = await signIn("known@example.com", "wrong-password");
    const unknown = await signIn("unknown@example.com", "wrong-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(t.mail.some((mail) => mail.to === "unknown@example.com")).toBe(false);
  });

  it("answers sign-up with a taken address like a new one, and tells the owner", async () => {
    await t.signUp("taken@example.com");
    const fresh = await signUp("fresh@example.com");
    const taken = await signUp("taken@example.com");
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    // The whole answer, not only its shape: a made-up user for a taken address once said
    // `"role":null` where a new account said `"role":"user"`.
    const body = await taken.text();
    expect(body).toBe(await fresh.text());
    expect(JSON.parse(body)).toEqual({ token: null, user: null });
    const headers = (response: Response) =>
      [...response.headers].filter(([name]) => name !== "date").sort();
    expect(headers(taken)).toEqual(headers(fresh));
    expect(taken.headers.getSetCookie()).toEqual([]);
    expect(t.mail.at(-1)).toMatchObject({ to: "taken@example.com", subject: /tried to sign up/ });
  });
});

describe("password reset", () => {
  it("resets by the e-mailed link, then only the new password signs in", async () => {
    await t.signUp("reset@example.com");
    const request = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      headers: { "x-forwarded-for": client },
      json: { email: "reset@example.com" },
    });
    expect(request.status).toBe(200);
    const token = tokenFromMail("reset@example.com", "/reset-password?token=");

    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "a-brand-new-secret" },
    });
    expect(reset.status).toBe(200);
    expect((await signIn("reset@example.com", "a-brand-new-secret")).status).toBe(200);
    expect((await signIn("reset@example.com")).status).toBe(401);

    const again = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "yet-another-secret" },
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error.message).toMatch(/invalid|expired/i);
  });

  it("answers a reset request for an unknown address exactly like a known one", async () => {
    await t.signUp("someone@example.com");
    const ask = (email: string) =>
      t.request("/api/auth/request-password-reset", {
        method: "POST",
        headers: { "x-forwarded-for": client },
        json: { email },
      });
    const known = await ask("someone@example.com");
    const unknown = await ask("no-one@example.com");
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(t.mail.some((mail) => mail.to === "no-one@example.com")).toBe(false);
  });
});

describe("rate limits", () => {
  const burster = newClient();

  it("answers a burst of wrong passwords with 429 and a clear message", async () => {
    client = burster;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn("burst@example.com", "nope")).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const limited = await signIn("burst@example.com", "nope");
    expect(await limited.json()).toEqual({
      error: {
        code: "rate_limited",
        message: "Too many attempts. Please wait a minute and try again.",
      },
    });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("keeps the count in the database, so a restarted app still refuses", async () => {
    expect((await signIn("burst@example.com", "nope", burster)).status).toBe(429);
    // A new app and auth instance on the same database, as after a restart or on a second instance.
    const restarted = createApp({
      env: t.env,
      db: t.db,
      auth: createAuth({
        db: t.db,
        appUrl: t.env.appUrl,
        secret: "test-secret-".padEnd(40, "x"),
        mailer: { send: async () => {} },
        logger: pino({ level: "silent" }),
        erasure: t.erasure,
        passwordHashing: testPasswordHashing,
      }),
      logger: pino({ level: "silent" }),
      mailer: { send: async () => {} },
      storage: t.storage,
      fileReaders: t.fileReaders,
      jobs: t.jobs,
      meter: t.meter,
      documentSearch: t.documentSearch,
      providerSettings: t.providerSettings,
      ai: t.ai,
    });
    const response = await restarted.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": burster },
      body: JSON.stringify({ email: "burst@example.com", password: "nope" }),
    });
    expect(response.status).toBe(429);
  });

  it("counts each client address on its own", async () => {
    // Addresses of their own each time: wrong passwords for one account also pause it
    // (sign-in-guard.test.ts), whatever the address.
    const other = newClient();
    for (let i = 0; i < 5; i++) await signIn(`per-address-${i}@example.com`, "nope", other);
    expect((await signIn("per-address-5@example.com", "nope", other)).status).toBe(429);
    expect((await signIn("per-address-6@example.com", "nope", newClient())).status).toBe(401);
  });

  /** Sends `request` from one client address until it is refused; the refusal. */
  async function untilLimited(
    request: (from: string) => Response | Promise<Response>,
    allowed: number,
  ) {
    const from = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < allowed; i++) statuses.push((await request(from)).status);
    expect(statuses).not.toContain(429);
    const limited = await request(from);
    expect(limited.status).toBe(429);
    return limited;
  }

  it("limits sign-ups to 10 per 10 minutes per address, saying how long to wait", async () => {
    let n = 0;
    const limited = await untilLimited(
      (from) =>
        t.request("/api/auth/sign-up/email", {
          method: "POST",
          headers: { "x-forwarded-for": from },
          json: { email: `many-${++n}@example.com`, password, name: "Many Accounts" },
        }),
      10,
    );
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(540);
    expect(await limited.json()).toEqual({
      error: {
        code: "rate_limited",
        message: "Too many attempts. Please wait 10 minutes and try again.",
      },
    });
  });

  it("limits password-reset requests to 3 per 5 minutes per address", async () => {
    const limited = await untilLimited(
      (from) =>
        t.request("/api/auth/request-password-reset", {
          method: "POST",
          headers: { "x-forwarded-for": from },
          json: { email: "forgetful@example.com" },
        }),
      3,
    );
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(240);
    expect((await limited.json()).error.message).toBe(
      "Too many attempts. Please wait 5 minutes and try again.",
    );
  });

  it("limits resending the verification e-mail to 3 per 5 minutes per address", async () => {
    await signUp("unconfirmed@example.com");
    const limited = await untilLimited(
      (from) =>
        t.request("/api/auth/send-verification-email", {
          method: "POST",
          headers: { "x-forwarded-for": from },
          json: { email: "unconfirmed@example.com" },
        }),
      3,
    );
    expect((await limited.json()).error).toEqual({
      code: "rate_limited",
      message: "Too many attempts. Please wait 5 minutes and try again.",
    });
  });

  it("counts the address our proxy appended, however the client varies X-Forwarded-For", async () => {
    const proxied = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const spoofed = `203.0.113.${i + 1}, ${proxied}`;
      statuses.push((await signIn("spoof@example.com", "nope", spoofed)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("trusted origins", () => {
  // better-auth skips its origin check under NODE_ENV=test; tests/e2e/foundation.e2e.ts checks
  // it on the served app.
  it("trusts only the configured origin for a public address", () => {
    expect(trustedOrigins("https://bismo.example/")).toEqual(["https://bismo.example"]);
  });

  it("trusts every loopback spelling of a local address", () => {
    expect(trustedOrigins("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
  });

  it("trusts the Vite dev server that `npm run dev` opens, and mails links to it", () => {
    const packageJson = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, "../../../../package.json"), "utf8"),
    ) as { scripts: Record<string, string> };
    const appUrl = /APP_URL=(\S+)/.exec(packageJson.scripts.dev ?? "")?.[1];
    expect(appUrl).toBe("http://localhost:5173");
    const env = parseEnv({ APP_URL: appUrl });
    expect(env.appUrl).toBe("http://localhost:5173");
    expect(trustedOrigins(env.appUrl)).toContain("http://localhost:5173");
  });
});
