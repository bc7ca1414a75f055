import fs from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatCompletionBody, type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { corpusPdfs } from "../fixtures/ask-pdf/corpus";
import { pageLines } from "../support/text-pdf";
import { createVerifiedAccount, signInContext } from "./site-account";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { withNecessaryCookiesOnly } from "./support/consent";
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

/** The scripts each page has fetched, to tell when the PDF renderer's chunk was loaded. */
const scriptsOf = new WeakMap<Page, string[]>();
const rendererFetched = (page: Page) =>
  (scriptsOf.get(page) ?? []).some((url) => /\/pdf-document-[^/]*\.js$/.test(url));

async function signedInPage(width: number, colorScheme: "light" | "dark"): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    colorScheme,
    reducedMotion: "reduce",
  });
  await withNecessaryCookiesOnly(context);
  const page = await context.newPage();
  const scripts: string[] = [];
  scriptsOf.set(page, scripts);
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response.url());
  });
  const email = `reader-${width}-${colorScheme}@example.com`;
  await createVerifiedAccount(server, smtp, email);
  await signInContext(page, server, email);
  await page.goto(`${server.url}/ai-workbench?tool=ask-pdf`);
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

const sleepyHollow = fs.readFileSync(
  path.join(import.meta.dirname, "../fixtures/ask-pdf/sleepy-hollow.txt"),
  "utf8",
);

/**
 * The page's line numbers that print each line of a passage: its first line may start mid-line,
 * its last may end mid-line, the ones between are whole lines (blank lines are skipped).
 */
function linesOf(lines: readonly string[], passageLines: readonly string[]): number[] {
  const last = passageLines.length - 1;
  const fits = (line: string, index: number) =>
    last === 0
      ? line.includes(passageLines[0] ?? "")
      : index === 0
        ? line.endsWith(passageLines[0] ?? "")
        : index === last
          ? line.startsWith(passageLines[last] ?? "")
          : line === passageLines[index];
  for (let start = 0; start < lines.length; start++) {
    const found: number[] = [];
    for (let at = start; at < lines.length && found.length <= last; at++) {
      if (found.length > 0 && lines[at] === "") continue;
      if (!fits(lines[at] ?? "", found.length)) break;
      found.push(at);
    }
    if (found.length === passageLines.length) return found;
  }
  return [];
}

/**
 * Waits for the cited page to be drawn, then checks what a reader would see: a page with print
 * on it, and translucent yellow over exactly the lines of the passage the viewer announces.
 * The fixture prints line n of a page with its baseline 72 + 14n points from the top.
 */
async function expectCitedPageDrawn(viewer: Locator, pageNumber: number, source = 1) {
  const canvas = viewer.getByRole("img", { name: `Page ${pageNumber} of sleepy-hollow.pdf` });
  await canvas.waitFor({ timeout: 20_000 });
  const highlights = viewer.getByTestId("pdf-highlight");
  await expect.poll(() => highlights.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const announced = (await viewer.locator('[aria-live="polite"]').textContent()) ?? "";
  expect(announced).toMatch(
    new RegExp(`^Page ${pageNumber} drawn\\. Source ${source} is highlighted: `),
  );
  const passageLines = announced
    .replace(/^.*? is highlighted: /, "")
    .split("\n")
    .filter(Boolean);

  const drawn = await canvas.evaluate((element) => {
    const sheet = element as HTMLCanvasElement;
    const context = sheet.getContext("2d");
    if (!context) throw new Error("the page's canvas has no 2D context");
    const frame = sheet.getBoundingClientRect();
    const ratio = sheet.width / frame.width;
    const inkIn = (x: number, y: number, width: number, height: number) => {
      const { data } = context.getImageData(
        Math.round(x * ratio),
        Math.round(y * ratio),
        Math.max(1, Math.round(width * ratio)),
        Math.max(1, Math.round(height * ratio)),
      );
      let ink = 0;
      for (let at = 0; at < data.length; at += 4) {
        if ((data[at] ?? 255) + (data[at + 1] ?? 255) + (data[at + 2] ?? 255) < 384) ink += 1;
      }
      return ink / (data.length / 4);
    };
    const boxes = [...document.querySelectorAll('[data-testid="pdf-highlight"]')].map((box) => {
      const rect = box.getBoundingClientRect();
      const top = rect.top - frame.top;
      const left = rect.left - frame.left;
      return {
        top,
        left,
        height: rect.height,
        width: rect.width,
        ink: inkIn(left, top, rect.width, rect.height),
      };
    });
    return { cssWidth: frame.width, page: inkIn(0, 0, frame.width, frame.height), boxes };
  });
  expect(drawn.cssWidth).toBeGreaterThan(250);
  // Print covers a few percent of a page of text; a blank or black canvas fails either way.
  expect(drawn.page).toBeGreaterThan(0.01);
  expect(drawn.page).toBeLessThan(0.5);

  const lines = pageLines(sleepyHollow)[pageNumber - 1] ?? [];
  const scale = drawn.cssWidth / 612;
  const boxes = drawn.boxes.sort((a, b) => a.top - b.top);
  expect(boxes).toHaveLength(passageLines.length);
  const at = linesOf(lines, passageLines);
  boxes.forEach((box, index) => {
    const line = at[index] ?? -1;
    expect(line).toBeGreaterThanOrEqual(0);
    const baseline = (72 + 14 * line) * scale;
    expect(box.top).toBeLessThan(baseline);
    expect(box.top + box.height).toBeGreaterThan(baseline);
    expect(box.ink).toBeGreaterThan(0.03);
  });

  // What the reader sees over the passage's first line: yellow (less blue than red and green).
  const first = viewer.getByTestId("pdf-highlight").first();
  await first.scrollIntoViewIfNeeded();
  const area = await first.boundingBox();
  if (!area) throw new Error("the highlight has no box");
  const shot = await viewer.page().screenshot({ clip: area });
  const { channels } = await sharp(shot).stats();
  const [red, green, blue] = channels.map((channel) => channel.mean);
  expect((red ?? 0) - (blue ?? 0)).toBeGreaterThan(40);
  expect((green ?? 0) - (blue ?? 0)).toBeGreaterThan(40);
}

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

      // Drawing the page breaks no rule of the site's Content-Security-Policy (a refusal is
      // logged as a console error) and throws nothing.
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      // The renderer is fetched when a PDF's citation is opened, not with the workbench; the
      // viewer says what it is doing while the file is on its way.
      expect(rendererFetched(page)).toBe(false);
      let sendFile = () => {};
      const fileHeld = new Promise<void>((resolve) => {
        sendFile = resolve;
      });
      await page.route("**/api/documents/*/file", async (route) => {
        await fileHeld;
        await route.continue();
      });
      await first.click();
      const viewer = page.getByRole("region", { name: "Source viewer" });
      await viewer.getByRole("status").getByText("Opening the PDF").waitFor();
      await page.screenshot({ path: `${shots}/viewer-opening-${width}-${colorScheme}.png` });
      sendFile();
      await expectCitedPageDrawn(viewer, Number(citedPage));
      await page.unroute("**/api/documents/*/file");
      expect(rendererFetched(page)).toBe(true);
      expect(problems).toEqual([]);
      expect(await viewer.getByTestId("viewer-page").textContent()).toContain(
        `page ${citedPage} of 21`,
      );
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${shots}/viewer-${width}-${scheme}.png` });
      }
      await page.emulateMedia({ colorScheme });

      // Keyboard: the arrow keys turn the page (no highlight off the cited page), Escape closes.
      await page.keyboard.press("ArrowRight");
      await viewer
        .getByRole("img", { name: `Page ${Number(citedPage) + 1} of sleepy-hollow.pdf` })
        .waitFor();
      expect(await viewer.getByTestId("viewer-page").textContent()).toContain(
        `page ${Number(citedPage) + 1} of 21`,
      );
      expect(await viewer.getByTestId("pdf-highlight").count()).toBe(0);
      await page.keyboard.press("ArrowLeft");
      await viewer.getByRole("img", { name: `Page ${citedPage} of sleepy-hollow.pdf` }).waitFor();
      await expect.poll(() => viewer.getByTestId("pdf-highlight").count()).toBeGreaterThan(0);
      await viewer.getByRole("button", { name: "Next" }).click();
      await expect
        .poll(() => viewer.getByTestId("viewer-page").textContent())
        .toContain(`page ${Number(citedPage) + 1} of 21`);
      await viewer.getByRole("button", { name: "Back to the source" }).click();
      await viewer.getByRole("img", { name: `Page ${citedPage} of sleepy-hollow.pdf` }).waitFor();

      // Zoom: a step past the width that fits, then back to fitting the panel.
      const zoomShown = viewer.getByTestId("pdf-zoom");
      const fitted = Number.parseInt((await zoomShown.textContent()) ?? "", 10);
      await viewer.getByRole("button", { name: "Zoom in" }).click();
      await expect
        .poll(async () => Number.parseInt((await zoomShown.textContent()) ?? "", 10))
        .toBeGreaterThanOrEqual(Math.round(fitted * 1.25) - 1);
      await expect
        .poll(() => viewer.getByTestId("pdf-canvas").evaluate((canvas) => canvas.clientWidth))
        .toBeGreaterThan(fitted * 6.12 * 1.2);
      await page.screenshot({ path: `${shots}/viewer-zoomed-${width}-${colorScheme}.png` });
      await viewer.getByRole("button", { name: "Fit to width" }).click();
      await expect
        .poll(async () => Number.parseInt((await zoomShown.textContent()) ?? "", 10))
        .toBe(fitted);
      await expectCitedPageDrawn(viewer, Number(citedPage));
      if (width === 1280) {
        // Beside the chat, another marker turns the open viewer to its own page and passage.
        const second = markers.nth(1);
        const secondPage = Number(
          (await second.getAttribute("aria-label"))?.match(/page (\d+)$/)?.[1],
        );
        await second.click();
        await expectCitedPageDrawn(viewer, secondPage, 2);
        await first.click();
        await expectCitedPageDrawn(viewer, Number(citedPage));
      }
      expect(problems).toEqual([]);

      await page.keyboard.press("Escape");
      await viewer.waitFor({ state: "detached" });
      expect(await first.evaluate((marker) => marker === document.activeElement)).toBe(true);

      // A PDF that cannot be drawn: the page's text, the passage highlighted, and a note why.
      await page.route("**/api/documents/*/file", (route) =>
        route.fulfill({ status: 200, contentType: "application/pdf", body: "not a PDF at all" }),
      );
      await first.click();
      const note = viewer.getByTestId("viewer-note");
      await note.waitFor();
      expect(await note.textContent()).toContain("could not be drawn here");
      const passage = (await viewer.getByTestId("cited-passage").textContent()) ?? "";
      expect(passage.length).toBeGreaterThan(100);
      expect(await viewer.getByTestId("pdf-canvas").count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/viewer-fallback-${width}-${colorScheme}.png` });
      await page.unroute("**/api/documents/*/file");
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
      // Two PDFs read, two answers, the viewer drawn five ways and axe run nine times: about 40 s
      // on a quiet runner, 60 s and more on a loaded one (the reader tests allow 90 s for less).
    }, 150_000);
  }
});
