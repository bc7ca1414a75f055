import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { accountPassword, createVerifiedAccount, signInContext } from "./site-account";
import { launchBrowser, newPage, openHydrated } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { linkIn, startSmtpSink } from "./support/smtp-sink";

// Attacks that once worked from outside, played in a real browser against the built app.
const shots = "/tmp/shots-security";

let browser: Browser;
let server: RunningServer;
let fake: FakeOpenAI;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  fake = await startFakeOpenAI();
  smtp = await startSmtpSink();
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      OPENAI_API_KEY: "test",
      OPENAI_BASE_URL: `${fake.url}/v1`,
      // Guesses below come from addresses of their own (X-Forwarded-For).
      TRUST_PROXY: "true",
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
  await fake?.close();
});

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/** A victim's browser, signed in to a verified account. */
async function victimPage(): Promise<{ page: Page; email: string }> {
  const email = `${unique("victim")}@example.com`;
  await createVerifiedAccount(server, smtp, email);
  const page = await newPage(browser);
  await signInContext(page, server, email);
  return { page, email };
}

async function signedInEmail(page: Page): Promise<string | null> {
  const response = await page.request.get(`${server.url}/api/me`);
  return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null;
}

async function dismissConsent(page: Page) {
  const button = page.getByRole("button", { name: "Necessary Only" });
  await button
    .waitFor({ timeout: 4000 })
    .then(() => button.click())
    .catch(() => undefined);
}

describe("a model's answer that tries to switch the viewer into the attacker's account", () => {
  it("loads nothing, and the attacker's link asks before it changes who is signed in", async () => {
    // The attacker signs up and keeps the confirmation link instead of opening it.
    const attacker = `${unique("attacker")}@example.com`;
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: attacker, password: "attacker-pass-1", name: "Eve" }),
    });
    expect(signUp.ok).toBe(true);
    const link = linkIn(await smtp.waitFor(attacker, /confirm/i), `${server.url}/confirm?token=`);
    const token = new URL(link).searchParams.get("token") ?? "";

    const { page, email } = await victimPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    fake.setScenario({
      tokens: [
        "Here is your chart:\n\n",
        `![chart](/api/auth/verify-email?token=${token})\n\n`,
        `![logo](${server.url}/api/auth/verify-email?token=${token}&callbackURL=/)\n\n`,
        `[See the details](/confirm?token=${token})\n`,
      ],
      delayMs: 10,
    });
    await page.goto(`${server.url}/ai-workbench?tool=multi-chat`);
    await dismissConsent(page);
    await page.getByText("Loading models...").waitFor({ state: "detached" });
    const composer = page.getByRole("textbox", { name: "Message Multi Chat" });
    await composer.fill("Show me a chart");
    await composer.press("Enter");
    const answer = page.locator('[data-role="assistant"] [data-testid="answer-text"]').last();
    await answer.getByRole("link", { name: "See the details" }).waitFor();

    expect(await answer.locator("img").count()).toBe(0);
    expect(await answer.getByRole("link", { name: /open image/ }).count()).toBe(2);
    expect(requested.filter((url) => /verify-email|confirm-email/.test(url))).toEqual([]);
    expect(await signedInEmail(page)).toBe(email);
    await page.screenshot({ path: `${shots}/answer-images-as-links-1280.png` });

    // Even a click on the attacker's link does not switch accounts behind the victim's back.
    const [confirmTab] = await Promise.all([
      page.context().waitForEvent("page"),
      answer.getByRole("link", { name: "See the details" }).click(),
    ]);
    const question = confirmTab.getByRole("alert");
    await question.getByText(`You are signed in as ${email}.`).waitFor();
    expect(await question.textContent()).toContain(`This link confirms ${attacker}`);
    for (const colorScheme of ["light", "dark"] as const) {
      for (const width of [1280, 375]) {
        await confirmTab.emulateMedia({ colorScheme });
        await confirmTab.setViewportSize({ width, height: 800 });
        await confirmTab.screenshot({ path: `${shots}/confirm-asks-${width}-${colorScheme}.png` });
      }
    }
    await confirmTab.getByRole("link", { name: "Stay as I am" }).click();
    await confirmTab.waitForURL(`${server.url}/`);
    expect(await signedInEmail(page)).toBe(email);
    await page.context().close();
  });
});

describe("a page on another port of the same host", () => {
  it("cannot plant a file in the signed-in victim's account", async () => {
    const { page } = await victimPage();
    // Same host, another port: the same site, so the browser sends the SameSite=Lax cookie along.
    const evil = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><script>
        const form = new FormData();
        form.set("file", new File(["planted by another page"], "planted.txt"));
        form.set("toolId", "multi-chat");
        fetch("${server.url}/api/uploads", { method: "POST", mode: "no-cors", credentials: "include", body: form })
          .finally(() => { document.title = "sent"; });
      </script>`);
    });
    await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve));
    const evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/`;

    await page.goto(evilUrl);
    await page.waitForFunction(() => document.title === "sent");
    // The post reached the server (the browser sent it) and was refused. The server's log line
    // may come after the browser has its answer (on a reused connection, it often does).
    const uploads = () =>
      server
        .logs()
        .split("\n")
        .filter((line) => line.includes('"path":"/api/uploads"'))
        .map((line) => (JSON.parse(line) as { status: number }).status);
    await vi.waitFor(() => expect(uploads()).toEqual([403]));
    const usage = await page.request.get(`${server.url}/api/account/usage`);
    expect(((await usage.json()) as { storageBytes: number }).storageBytes).toBe(0);

    await page.context().close();
    await new Promise<void>((resolve) => evil.close(() => resolve()));
  });
});

describe("an account whose password is being guessed from many addresses", () => {
  it("pauses signing in, and the mailed link lets its owner in with the right password", async () => {
    const email = `${unique("guessed")}@example.com`;
    await createVerifiedAccount(server, smtp, email);
    for (let i = 0; i < 5; i++) {
      const guess = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: server.url,
          "x-forwarded-for": `198.51.100.${i + 1}`,
        },
        body: JSON.stringify({ email, password: `guess-${i}` }),
      });
      expect(guess.status).toBe(401);
    }

    const page = await newPage(browser);
    const signIn = async () => {
      await page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true }).click();
      const dialog = page.getByRole("dialog").filter({ has: page.getByLabel("Email") });
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Password", { exact: true }).fill(accountPassword);
      await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
      return dialog;
    };
    await openHydrated(page, `${server.url}/`);
    const refused = await signIn();
    await refused
      .getByRole("alert")
      .getByText(/Too many wrong passwords for this account/)
      .waitFor();
    await page.keyboard.press("Escape");

    const mail = await smtp.waitFor(email, /paused/i);
    await page.goto(linkIn(mail, `${server.url}/confirm?unlock=`));
    await page.getByText("In this browser you can sign in with your password now").waitFor();
    for (const colorScheme of ["light", "dark"] as const) {
      for (const width of [1280, 375]) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: `${shots}/unlock-${width}-${colorScheme}.png` });
      }
    }
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog").filter({ has: page.getByLabel("Email") });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(accountPassword);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("heading", { name: "What would you like to create?" }).waitFor();
    expect(await signedInEmail(page)).toBe(email);
    await page.context().close();
  });
});
