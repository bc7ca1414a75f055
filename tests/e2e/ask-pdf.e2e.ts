import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatCompletionBody, type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { corpusPdfs } from "../fixtures/ask-pdf/corpus";
import { createVerifiedAccount, signInContext } from "./site-account";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { startSmtpSink } from "./support/smtp-sink";

const shots = "/tmp/shots-ask-pdf";

let browser: Browser;
let server: RunningServer;
let fake: FakeOpenAI;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

const systemOf = (body: ChatCompletionBody) =>
  (body.messages ?? [])
    .filter((message) => message.role === "system" || message.role === "developer")
    .map((message) => String(message.content))
    .join("\n");

/**
 * The model, scripted: asked to restate a follow-up, it gives the question back; with sources in
 * its prompt it answers citing two of them; told that no passage matches, it says the documents
 * do not contain the answer.
 */
function scriptedReply(body: ChatCompletionBody): string {
  const system = systemOf(body);
  if (system.startsWith("Rewrite the user's last question")) {
    // The follow-up is restated as the question itself (it needs nothing from before).
    const prompt = JSON.stringify(body.messages?.at(-1)?.content ?? "");
    return prompt.match(/Last question: (.*?)(?:\\n|")/)?.[1] ?? "";
  }
  if (system.includes("No passage of the user's documents")) {
    return "The documents do not contain the answer to that question.";
  }
  if (system.includes("[2] ")) {
    return "Ichabod rode a horse named Gunpowder [1], borrowed from his host [2].";
  }
  return "No sources were given.";
}

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  fake = await startFakeOpenAI({ reply: scriptedReply });
  smtp = await startSmtpSink();
  server = await startServer({
    env: { SMTP_URL: smtp.url, OPENAI_API_KEY: "test", OPENAI_BASE_URL: `${fake.url}/v1` },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
  await fake?.close();
});

async function signedInPage(width: number, colorScheme: "light" | "dark"): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    colorScheme,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  const email = `reader-${width}-${colorScheme}@example.com`;
  await createVerifiedAccount(server, smtp, email);
  await signInContext(page, server, email);
  await page.goto(`${server.url}/ai-workbench?tool=ask-pdf`);
  const consent = page.getByRole("button", { name: "Necessary Only" });
  await consent
    .waitFor({ timeout: 4000 })
    .then(() => consent.click())
    .catch(() => undefined);
  return page;
}

const books = corpusPdfs().filter(
  (pdf) => pdf.name === "sleepy-hollow.pdf" || pdf.name === "the-time-machine.pdf",
);

async function ask(page: Page, question: string) {
  await page.getByText("Loading models...").waitFor({ state: "detached" });
  const box = page.getByRole("textbox", { name: "Message Ask My PDF" });
  await box.fill(question);
  await box.press("Enter");
}

const lastAnswer = (page: Page) =>
  page.locator('[data-role="assistant"] [data-testid="answer-text"]').last();

describe("Ask My PDF in the browser", () => {
  for (const [width, colorScheme] of [
    [1280, "light"],
    [375, "dark"],
  ] as const) {
    it(`reads two PDFs, answers with markers that open the cited page, and says when the documents do not contain the answer (${width} px, ${colorScheme})`, async () => {
      const page = await signedInPage(width, colorScheme);
      const documents = page.getByRole("region", { name: "Documents" });
      await documents.getByLabel("Add documents").setInputFiles(
        books.map((book) => ({
          name: book.name,
          mimeType: "application/pdf",
          buffer: Buffer.from(book.bytes),
        })),
      );
      const items = documents.getByTestId("document-item");
      await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(2);
      await page.getByText("PDF Uploaded").first().waitFor({ timeout: 30_000 });
      await expect.poll(() => documents.getByText("Ready").count(), { timeout: 30_000 }).toBe(2);
      await expect(documents.getByText("21 pages").count()).resolves.toBe(1);
      expect(page.url()).toContain("conversation=");
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/documents-${width}-${colorScheme}.png` });

      await ask(page, "What was the name of the horse Ichabod borrowed for the party?");
      await expect
        .poll(() => lastAnswer(page).textContent(), { timeout: 20_000 })
        .toContain("borrowed from his host");
      // Markers are drawn once the answer's Markdown renderer has loaded (plain text until then).
      const markers = lastAnswer(page).getByTestId("citation-marker");
      await expect.poll(() => markers.count(), { timeout: 10_000 }).toBe(2);
      const first = markers.first();
      const label = (await first.getAttribute("aria-label")) ?? "";
      expect(label).toMatch(/^Source 1: sleepy-hollow\.pdf, page \d+$/);
      const citedPage = label.match(/page (\d+)$/)?.[1];
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/answer-${width}-${colorScheme}.png` });

      await first.click();
      const viewer = page.getByRole("region", { name: "Source viewer" });
      await viewer.getByTestId("cited-passage").waitFor();
      expect(await viewer.getByTestId("viewer-page").textContent()).toContain(
        `page ${citedPage} of 21`,
      );
      const passage = (await viewer.getByTestId("cited-passage").textContent()) ?? "";
      expect(passage.length).toBeGreaterThan(100);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/viewer-${width}-${colorScheme}.png` });
      await viewer.getByRole("button", { name: "Next" }).click();
      await expect
        .poll(() => viewer.getByTestId("viewer-page").textContent())
        .toContain(`page ${Number(citedPage) + 1} of 21`);
      await viewer.getByRole("button", { name: "Close the source viewer" }).click();

      await ask(page, "Quantum chromodynamics lattice gauge symmetry?");
      await expect
        .poll(() => lastAnswer(page).textContent(), { timeout: 20_000 })
        .toBe("The documents do not contain the answer to that question.");
      expect(await lastAnswer(page).getByTestId("citation-marker").count()).toBe(0);

      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${shots}/unanswered-${width}-${scheme}.png` });
      }
      await page.context().close();
    });
  }
});
