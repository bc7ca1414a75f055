import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeKokoro, startFakeKokoro } from "../fakes/kokoro";
import { type FakeOllama, startFakeOllama } from "../fakes/ollama";
import { accountPassword } from "./site-account";
import { seriousViolations } from "./support/axe";
import { launchBrowser, newPage } from "./support/browser";
import { withNecessaryCookiesOnly } from "./support/consent";
import { type RunningServer, startServer } from "./support/server";
import { linkIn, startSmtpSink } from "./support/smtp-sink";

const shots = "/tmp/shots-local-backends";
type Look = { width: number; colorScheme: "light" | "dark" };
const looks: Look[] = [
  { width: 1280, colorScheme: "light" },
  { width: 375, colorScheme: "dark" },
  { width: 1280, colorScheme: "dark" },
  { width: 375, colorScheme: "light" },
];
const lookName = (look: Look) => `${look.width}-${look.colorScheme}`;

let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let ollama: FakeOllama;
let kokoro: FakeKokoro;
let admin: Page;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  ollama = await startFakeOllama();
  kokoro = await startFakeKokoro();
  smtp = await startSmtpSink();
  // No cloud key at all: Ollama by its address (the default one is never used in tests), the
  // speech server entered by the admin in the browser.
  server = await startServer({ env: { SMTP_URL: smtp.url, OLLAMA_BASE_URL: ollama.url } });
  browser = await launchBrowser();
  admin = await newPage(browser, { width: 1280 });
  await withNecessaryCookiesOnly(admin);
  const email = `admin-${Date.now()}@example.com`;
  const response = await admin.request.post(`${server.url}/api/auth/sign-up/email`, {
    data: { name: "Grace Hopper", email, password: accountPassword },
    headers: { origin: server.url },
  });
  expect(response.ok()).toBe(true);
  await admin.goto(linkIn(await smtp.waitFor(email, /confirm/i), `${server.url}/confirm?token=`));
  await admin.getByText(/verified successfully/).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
  await ollama?.close();
  await kokoro?.close();
});

async function lookLike(page: Page, look: Look) {
  await page.setViewportSize({ width: look.width, height: 800 });
  await page.emulateMedia({ colorScheme: look.colorScheme });
}

async function openProviders() {
  await admin.goto(`${server.url}/admin?section=providers`);
  await admin.getByRole("heading", { level: 1, name: "Admin" }).waitFor();
  await admin
    .locator("p[role=status]")
    .filter({ hasText: /^Loading/ })
    .waitFor({ state: "detached" });
}

const speechCard = () =>
  admin
    .getByRole("listitem")
    .filter({ has: admin.getByRole("heading", { name: "Speech server" }) });

describe("a fully local stack in the browser", () => {
  it("an admin sets up a speech server by its address; Text to Speech then speaks through it", async () => {
    await lookLike(admin, looks[0]!);
    await openProviders();
    const card = speechCard();
    await card.getByText("Not set up").waitFor();
    await card.getByRole("button", { name: "Set up Speech server" }).click();
    await card.getByLabel("Base URL").fill(`${kokoro.url}/v1`);
    await card.getByRole("button", { name: "Save" }).click();
    await admin.getByRole("status").filter({ hasText: "Saved" }).first().waitFor();
    await card.getByText("Admin area").waitFor();
    await card.getByText(`${kokoro.url}/v1`).waitFor();
    await card.getByText("none (optional)").waitFor();

    await admin.goto(`${server.url}/ai-workbench?tool=text-to-speech`);
    await admin.getByText("Neural voices by the local speech server.").waitFor();
    await admin.getByLabel("Text", { exact: true }).fill("Spoken by a server of my own.");
    await admin.getByRole("radio", { name: /Onyx/ }).check();
    await admin.getByRole("button", { name: "Generate Speech" }).click();
    const results = admin.getByRole("region", { name: "Results", exact: true });
    await results.getByText("spoken by the local speech server").waitFor({ timeout: 60_000 });
    expect(kokoro.spoken.at(-1)).toMatchObject({ voice: "bm_george", format: "wav" });
  });

  it("Multi Chat answers from Ollama's model, with no key set", async () => {
    await admin.goto(`${server.url}/ai-workbench?tool=multi-chat`);
    await admin.getByText("Loading models...").waitFor({ state: "detached" });
    const composer = admin.getByRole("textbox", { name: "Message Multi Chat" });
    await composer.fill("Hello there");
    await admin.getByRole("button", { name: "Send message" }).click();
    await admin.getByText("Hello from llama3.2:latest on Ollama.").waitFor();
    expect(ollama.chats.at(-1)?.model).toBe("llama3.2:latest");
  });

  for (const look of looks) {
    it(`Admin > Providers reads well with the servers of one's own (${lookName(look)})`, async () => {
      await lookLike(admin, look);
      await openProviders();
      await speechCard().getByText("Admin area").waitFor();
      await speechCard().getByRole("button", { name: "Change Speech server's settings" }).click();
      await speechCard().getByLabel("API key (optional)").waitFor();
      expect(await seriousViolations(admin), lookName(look)).toEqual([]);
      await admin.screenshot({ path: `${shots}/providers-${lookName(look)}.png`, fullPage: true });
    });
  }
});
