import { spawn } from "node:child_process";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, openHydrated } from "./support/browser";
import { freePort, type RunningServer, startServer } from "./support/server";
import { linkIn, startSmtpSink } from "./support/smtp-sink";

const serverEntry = path.resolve(
  import.meta.dirname,
  "../..",
  process.env.BISMO_DIST ?? "dist",
  "server/main.js",
);

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // A small body limit, so the oversized body below is sent whole before the server answers.
  server = await startServer({ env: { SMTP_URL: smtp.url, MAX_BODY_BYTES: "8192" } });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

function post(route: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}${route}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: server.url,
      ...(cookie ? { cookie } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

async function currentEmail(cookie: string) {
  const response = await fetch(`${server.url}/api/me`, { headers: { cookie } });
  const body = (await response.json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

/** A stack trace or an internal error name must never reach a client. */
function expectCleanError(text: string) {
  expect(text).not.toMatch(/\n\s+at |node_modules|TypeError|SyntaxError/);
}

describe("the served app", () => {
  it("keeps accounts and sessions across a restart", async () => {
    const email = `restart-${Date.now()}@example.com`;
    const password = "correct-horse-42";
    expect(
      (await post("/api/auth/sign-up/email", { email, password, name: "Re Start" })).status,
    ).toBe(200);
    const token = new URL(
      linkIn(await smtp.waitFor(email, /confirm/i), server.url),
    ).searchParams.get("token");
    const verify = await post("/api/auth/confirm-email", { token });
    expect(verify.status).toBe(200);

    const signIn = await post("/api/auth/sign-in/email", { email, password });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    expect(await currentEmail(cookie)).toBe(email);

    await server.restart();

    expect(await currentEmail(cookie)).toBe(email);
    expect((await post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });

  it("refuses a second server on the same data folder and says why", async () => {
    const port = await freePort();
    const second = spawn(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH ?? "", PORT: String(port), DATA_DIR: server.dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    second.stdout.on("data", (chunk) => {
      output += chunk;
    });
    second.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => second.on("exit", resolve));
    expect(code).not.toBe(0);
    expect(output).toContain("Another Bismo process");
    expect(output).toContain(server.dataDir);
    // The first server is unharmed.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("answers malformed JSON, an oversized body and unknown API paths with 4xx JSON", async () => {
    const malformed = await post("/api/auth/sign-in/email", "{not json");
    expect(malformed.status).toBe(400);
    const malformedText = await malformed.text();
    expect(JSON.parse(malformedText).error.code).toBe("malformed_json");
    expectCleanError(malformedText);

    const preferences = await fetch(`${server.url}/api/preferences`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(preferences.status).toBeGreaterThanOrEqual(400);
    expect(preferences.status).toBeLessThan(500);

    const oversized = await post("/api/auth/sign-in/email", {
      email: "big@example.com",
      password: "x".repeat(20_000),
    });
    expect(oversized.status).toBe(413);
    expect((await oversized.json()).error.code).toBe("payload_too_large");

    for (const [method, route] of [
      ["GET", "/api/nothing-here"],
      ["DELETE", "/api/health/extra"],
      ["GET", "/api/auth/not-an-endpoint"],
    ] as const) {
      const response = await fetch(`${server.url}${route}`, { method });
      expect(response.status, `${method} ${route}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${route}`).toBeLessThan(500);
      expect(response.headers.get("content-type")).toContain("application/json");
      const text = await response.text();
      expect(JSON.parse(text).error.message).toBeTruthy();
      expectCleanError(text);
    }
  });

  it("accepts sign-in from the app's loopback spellings and refuses foreign origins clearly", async () => {
    const from = (origin: string) =>
      fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie: "theme=dark" },
        body: JSON.stringify({ email: "nobody@example.com", password: "wrong-password" }),
      });
    expect((await from(server.url.replace("127.0.0.1", "localhost"))).status).toBe(401);
    const foreign = await from("https://evil.example");
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.message).toMatch(/APP_URL/);
  });

  it("limits a burst of wrong passwords with 429, and still after a restart", async () => {
    const attempt = () =>
      post("/api/auth/sign-in/email", { email: "nobody@example.com", password: "wrong-password" });
    let limited: Response | null = null;
    for (let i = 0; i < 10 && !limited; i++) {
      const response = await attempt();
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(401);
    }
    expect(limited).not.toBeNull();
    const body = await limited?.json();
    expect(body.error).toEqual({
      code: "rate_limited",
      message: expect.stringMatching(/too many/i),
    });
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);

    await server.restart();
    expect((await attempt()).status).toBe(429);
  });
});

describe("prerendered public pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("serves the public pages' HTML ready-made, and the plain app elsewhere", async () => {
    for (const route of [
      "/",
      "/landing",
      "/pricing",
      "/pricing/",
      "/impressum",
      "/privacy",
      "/terms",
    ]) {
      const html = await (await fetch(`${server.url}${route}`)).text();
      expect(html, route).toMatch(/<div id="root"><.*<h1[^>]*>/s);
    }
    for (const route of ["/ai-workbench", "/confirm", "/no-such-page"]) {
      const html = await (await fetch(`${server.url}${route}`)).text();
      expect(html, route).toContain('<div id="root"></div>');
    }
    // A browser with a session gets the app (then the hub), not a flash of the landing page.
    const withSession = await fetch(`${server.url}/`, {
      headers: { cookie: "better-auth.session_token=abc" },
    });
    expect(await withSession.text()).toContain('<div id="root"></div>');

    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(server.url)).text())?.[1];
    const assetResponse = await fetch(`${server.url}${asset}`);
    expect(assetResponse.headers.get("cache-control")).toContain("immutable");
  });

  it("shows the heading without JavaScript and hydrates without errors", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`${server.url}/`);
    expect(await noScript.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    await context.close();

    for (const route of ["/", "/pricing", "/terms"]) {
      const page = await newPage(browser);
      // Watches every frame from the first byte: once the heading has shown, it must stay
      // (no full-screen loading message replacing the prerendered page while the user loads).
      await page.addInitScript(() => {
        const watch = window as unknown as { headingSeen?: boolean; headingLost?: boolean };
        const check = () => {
          const shown = Boolean(document.querySelector("h1"));
          if (shown) watch.headingSeen = true;
          else if (watch.headingSeen) watch.headingLost = true;
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForTimeout(500);
      expect(problems, route).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { headingLost?: boolean }).headingLost),
        route,
      ).toBeUndefined();
      await page.context().close();
    }
  });

  it("shows the sign-in limit in the modal's red box", async () => {
    const page = await newPage(browser);
    await openHydrated(page, `${server.url}/`);
    await page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true }).click();
    const dialog = page.getByRole("dialog").filter({ has: page.getByLabel("Email") });
    await dialog.getByLabel("Email").fill("nobody@example.com");
    await dialog.getByLabel("Password", { exact: true }).fill("wrong-password");
    // Whatever is left of this client's sign-in budget (the burst above spent it, but its
    // window may have ended since) runs out within six attempts.
    let status = 0;
    for (let attempt = 0; attempt < 7 && status !== 429; attempt++) {
      const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/sign-in/email"));
      await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
      status = (await answered).status();
    }
    expect(status).toBe(429);
    await dialog
      .getByRole("alert")
      .getByText("Too many attempts. Please wait a minute and try again.")
      .waitFor();
    await page.context().close();
  });

  it("loads / within 120 KiB of gzipped JS and CSS, without hub, workbench, settings or admin code", async () => {
    const page = await newPage(browser);
    const fetched: string[] = [];
    page.on("response", (response) => {
      if (/\.(js|css)$/.test(new URL(response.url()).pathname)) fetched.push(response.url());
    });
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await page.context().close();

    const names = fetched.map((url) => new URL(url).pathname).join(" ");
    expect(names).not.toMatch(
      /hub-page|workbench-page|settings-page|admin-page|query-provider|auth-client|toaster/,
    );
    let gzipped = 0;
    for (const url of fetched) {
      gzipped += zlib.gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
    }
    const html = await (await fetch(`${server.url}/`)).text();
    for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
      gzipped += zlib.gzipSync(css ?? "").length;
    }
    expect(gzipped / 1024).toBeLessThanOrEqual(120);
  });
});
