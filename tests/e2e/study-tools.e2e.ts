import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeImageProviders, startFakeImageProviders } from "../fakes/image-providers";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { studyReply } from "../fakes/study-replies";
import { createVerifiedAccount, signInContext } from "./site-account";
import { seriousViolations } from "./support/axe";
import { launchBrowser, newPage } from "./support/browser";
import { withNecessaryCookiesOnly } from "./support/consent";
import { type RunningServer, startServer } from "./support/server";
import { startSmtpSink } from "./support/smtp-sink";

const shots = "/tmp/shots-study";

let browser: Browser;
let server: RunningServer;
let fake: FakeOpenAI;
let images: FakeImageProviders;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  fake = await startFakeOpenAI({ reply: studyReply, delayMs: 5 });
  images = await startFakeImageProviders();
  smtp = await startSmtpSink();
  // Text from the fake OpenAI; logos from the fake fal (the first image provider Bismo asks).
  // TRUST_PROXY: the accounts' sign-ins come from addresses of their own (site-account.ts).
  const { FAL_KEY = "", FAL_BASE_URL = "", DOWNLOAD_ALLOWED_HOSTS = "" } = images.env();
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      OPENAI_API_KEY: "test",
      OPENAI_BASE_URL: `${fake.url}/v1`,
      FAL_KEY,
      FAL_BASE_URL,
      DOWNLOAD_ALLOWED_HOSTS,
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
  await images?.close();
});

type Look = { width: number; theme: "light" | "dark" };

/** A page at the width and colour scheme, signed in as a fresh account unless `guest`. */
async function toolPage(toolId: string, look: Look, who: "account" | "guest" = "account") {
  const page = await newPage(browser, { width: look.width, height: look.width < 500 ? 800 : 900 });
  await page.emulateMedia({ colorScheme: look.theme });
  // Cookies chosen already ('Necessary Only'), so the banner never covers the workspace.
  await withNecessaryCookiesOnly(page);
  if (who === "account") {
    const email = `${toolId}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    await createVerifiedAccount(server, smtp, email);
    await signInContext(page, server, email);
  }
  await page.goto(`${server.url}/ai-workbench?tool=${toolId}`);
  return page;
}

/** Axe finds nothing serious, and a screenshot is kept to look at. */
async function check(page: Page, name: string, look: Look) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: `${shots}/${name}-${look.width}-${look.theme}.png`,
    fullPage: false,
  });
}

const main = (page: Page) => page.getByRole("main");

describe("flashcards", () => {
  it("generates a deck and studies it with the keyboard, at 1280 light and 375 dark", async () => {
    for (const [look, who] of [
      [{ width: 1280, theme: "light" }, "account"],
      [{ width: 375, theme: "dark" }, "guest"],
    ] as const) {
      const page = await toolPage("flashcard-generator", look, who);
      await main(page).getByLabel("Topic or notes").fill("The planets of the solar system");
      await main(page).getByLabel("Cards").selectOption("10");
      await check(page, "flashcards-form", look);
      await main(page).getByRole("button", { name: "Generate Flashcards" }).click();
      await main(page).getByRole("heading", { name: "The solar system" }).waitFor();
      await main(page).getByText("10 cards · 10 due").waitFor();
      await check(page, "flashcards-deck", look);

      await main(page).getByRole("button", { name: "Study (10 due)" }).click();
      const front = page.getByTestId("study-front");
      expect(await front.textContent()).toBe("Which planet is closest to the Sun?");
      await page.keyboard.press("Space");
      expect(await page.getByTestId("study-back").textContent()).toBe("Mercury");
      await check(page, "flashcards-study", look);
      // Again (and Good, on a new card: FSRS's 10-minute learning step) brings the card back in
      // this session; Easy sends it away for days.
      await page.keyboard.press("1");
      expect(await front.textContent()).toBe("Which planet is the largest?");
      for (let card = 0; card < 9; card++) {
        await page.keyboard.press("Space");
        await page.getByTestId("study-back").waitFor();
        await page.keyboard.press("4");
      }
      // Back to the card graded Again.
      expect(await front.textContent()).toBe("Which planet is closest to the Sun?");
      await page.keyboard.press("Space");
      await page.keyboard.press("4");
      await main(page).getByRole("heading", { name: "All caught up" }).waitFor();
      await main(page).getByText("You studied 11 cards.").waitFor();
      await main(page).getByRole("button", { name: "Back to the deck" }).click();
      await main(page)
        .getByText("10 cards · 0 due")
        .waitFor({ timeout: 5000 })
        .catch(async (error) => {
          await page.screenshot({ path: `${shots}/debug-${look.width}.png` });
          throw error;
        });

      // The progress is kept: after a reload the deck still has nothing due, and the left panel lists it.
      await page.reload();
      await main(page).getByText("10 cards · 0 due").waitFor();
      if (look.width >= 1024) {
        const history = page.getByRole("complementary", { name: "Tools and history" });
        await history.getByRole("heading", { name: "Saved Decks" }).waitFor();
        await history.getByText("10 cards, 0 due").waitFor();
      }
      await page.close();
    }
  });
});

describe("quizzes", () => {
  it("takes a quiz one at a time and all at once, sees the score and reviews wrong answers", async () => {
    for (const [look, who, mode] of [
      [{ width: 1280, theme: "dark" }, "account", "one at a time"],
      [{ width: 375, theme: "light" }, "guest", "all at once"],
    ] as const) {
      const page = await toolPage("quiz-generator", look, who);
      await main(page).getByLabel("Topic or material").fill("The water cycle");
      await main(page).getByLabel("Questions").selectOption("5");
      await check(page, "quiz-form", look);
      await main(page).getByRole("button", { name: "Generate Quiz" }).click();
      await main(page).getByRole("heading", { name: "Water cycle" }).waitFor();
      await main(page)
        .getByRole("button", { name: `Take ${mode}` })
        .click();

      const quiz = main(page).getByRole("region", { name: "Quiz" });
      const answer = async (question: string, choices: string[]) => {
        const group = quiz.getByRole("group", { name: new RegExp(question) });
        for (const choice of choices) await group.getByLabel(choice, { exact: true }).check();
      };
      const next = () => quiz.getByRole("button", { name: "Next" }).click();
      await answer("What drives the water cycle", ["The Sun"]);
      if (mode === "one at a time") await next();
      // One of the three forms is missed: this answer is wrong.
      await answer("forms of precipitation", ["Rain", "Snow"]);
      if (mode === "one at a time") await next();
      await answer("Clouds are made of", ["False"]);
      if (mode === "one at a time") await next();
      await quiz.getByLabel(/What is water turning into vapour called/).fill("evaporation");
      await check(page, `quiz-taking-${mode.replaceAll(" ", "-")}`, look);
      await quiz.getByRole("button", { name: "Submit answers" }).click();

      await main(page).getByRole("heading", { name: "Score: 3 of 4 (75%)" }).waitFor();
      await main(page)
        .getByText("Grader: Right: evaporation turns liquid water into vapour.")
        .waitFor();
      await main(page).getByLabel("Review wrong answers only").check();
      const answers = main(page).getByRole("list", { name: "Answers" }).getByRole("listitem");
      expect(await answers.count()).toBe(1);
      await answers.getByText("Correct answer: Rain, Snow, Hail").waitFor();
      await check(page, "quiz-score", look);

      // The attempt is kept with its score, after a reload too.
      await page.reload();
      await main(page).getByRole("heading", { name: "Attempts" }).waitFor();
      await main(page).getByText(`3 of 4 (75%) · ${mode}`).waitFor();
      await page.close();
    }
  });
});

describe("goal plans", () => {
  it("ticks a task, adds a check-in and exports the milestones, at 1280 dark and 375 light", async () => {
    for (const [look, who] of [
      [{ width: 1280, theme: "dark" }, "guest"],
      [{ width: 375, theme: "light" }, "account"],
    ] as const) {
      const page = await toolPage("goal-master", look, who);
      await main(page).getByLabel("Your goal").fill("Run a 10 km race");
      await main(page).getByLabel("Where you are now").fill("I walk to work");
      await main(page).getByLabel("Timeframe").selectOption("3 months");
      await main(page).getByRole("radio", { name: "Good" }).check();
      await check(page, "goal-form", look);
      await main(page).getByRole("button", { name: "Create Plan" }).click();
      await main(page).getByRole("heading", { name: "Road to 10 km" }).waitFor();
      await main(page).getByText("0 of 6 tasks done (0%)").waitFor();

      await main(page).getByRole("checkbox", { name: "Buy running shoes" }).check();
      await main(page).getByText("1 of 6 tasks done (17%)").waitFor();
      expect(
        await main(page)
          .getByRole("progressbar", { name: "Tasks done" })
          .getAttribute("aria-valuenow"),
      ).toBe("17");

      const checkIns = main(page).getByRole("region", { name: "Check-ins" });
      await checkIns.getByRole("radio", { name: "Great" }).check();
      await checkIns.getByLabel("Note").fill("First run done, felt strong");
      await checkIns.getByRole("button", { name: "Add check-in" }).click();
      const history = checkIns
        .getByRole("list", { name: "Check-ins over time" })
        .getByRole("listitem");
      await history.first().getByText("First run done, felt strong").waitFor();
      expect(await history.count()).toBe(2);
      await check(page, "goal-plan", look);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        main(page).getByRole("button", { name: "Export .ics" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("Road_to_10_km.ics");
      const calendar = fs.readFileSync((await download.path()) ?? "", "utf8");
      expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(3);
      expect(calendar).toContain("[x] Buy running shoes");

      // Ticks and check-ins are kept (an account's on the server, a guest's in this browser).
      await page.reload();
      await main(page).getByText("1 of 6 tasks done (17%)").waitFor();
      await main(page).getByText("First run done, felt strong").waitFor();
      await page.close();
    }
  });
});

describe("presentations", () => {
  it("builds a 7-slide deck, edits a slide and downloads the .pptx, at 1280 light and 375 dark", async () => {
    for (const [look, who] of [
      [{ width: 1280, theme: "light" }, "account"],
      [{ width: 375, theme: "dark" }, "guest"],
    ] as const) {
      const page = await toolPage("presentation-builder", look, who);
      await main(page).getByLabel("Topic").fill("Solar power for schools");
      await main(page).getByLabel("Audience").selectOption("students");
      const build = main(page).getByRole("button", { name: "Build Presentation" });
      // The slide count is checked here too: 4 and 51 cannot be sent.
      for (const count of ["4", "51"]) {
        await main(page).getByLabel("Slides").fill(count);
        expect(await build.isDisabled()).toBe(true);
        expect(await main(page).getByLabel("Slides").getAttribute("aria-invalid")).toBe("true");
      }
      await main(page).getByLabel("Slides").fill("7");
      await check(page, "deck-form", look);
      await build.click();
      await main(page).getByRole("heading", { name: "Solar power for schools" }).waitFor();
      const slides = main(page).getByRole("list", { name: "Slides" }).locator(":scope > li");
      await main(page).getByText("7 slides · for a students audience").waitFor();
      expect(await slides.count()).toBe(7);
      await check(page, "deck-slides", look);

      await main(page).getByRole("button", { name: "Edit slide 3" }).click();
      const editor = main(page).getByRole("form", { name: "Edit slide 3" });
      await editor.getByLabel("Slide title").fill("Roofs that pay for themselves");
      await editor
        .getByLabel("Bullets (one a line)")
        .fill("Panels on the gym roof\nSavings fund books");
      await editor.getByRole("button", { name: "Save slide" }).click();
      await main(page)
        .getByRole("listitem", { name: "Slide 3: Roofs that pay for themselves" })
        .waitFor();
      await main(page).getByRole("button", { name: "Move slide 3 up" }).click();
      await main(page)
        .getByRole("listitem", { name: "Slide 2: Roofs that pay for themselves" })
        .waitFor();

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        main(page).getByRole("button", { name: "Download .pptx" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("Solar_power_for_schools.pptx");
      const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path()) ?? "")));
      expect(
        Object.keys(files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)),
      ).toHaveLength(7);
      const second = strFromU8(files["ppt/slides/slide2.xml"] ?? new Uint8Array());
      expect(second).toContain("Roofs that pay for themselves");
      expect(second).toContain("Savings fund books");

      await page.reload();
      await main(page)
        .getByRole("listitem", { name: "Slide 2: Roofs that pay for themselves" })
        .waitFor();
      await page.close();
    }
  });
});

describe("brand kits", () => {
  it("creates a kit, draws a logo and downloads the sheet, at 1280 light and 375 dark", async () => {
    for (const [look, who] of [
      [{ width: 1280, theme: "light" }, "account"],
      [{ width: 375, theme: "dark" }, "guest"],
    ] as const) {
      const page = await toolPage("brand-kit-creator", look, who);
      await main(page).getByLabel("Brand name").fill("Harbour Fresh");
      await main(page).getByLabel("Industry").selectOption("Retail");
      await main(page)
        .getByLabel("About the brand")
        .fill("A fish shop that sells the morning's catch");
      await check(page, "brand-form", look);
      await main(page).getByRole("button", { name: "Create Brand Kit" }).click();
      await main(page).getByRole("heading", { name: "Harbour Fresh" }).waitFor();
      const palette = main(page).getByRole("region", { name: "Palette" }).getByRole("listitem");
      expect(await palette.count()).toBe(6);
      // Bismo's own contrast figure for the text colour on the background: 18.18:1, AAA.
      const row = main(page).getByRole("row", { name: /Deep Ink on Sail White/ });
      expect(await row.getByRole("cell").nth(2).textContent()).toBe("18.18:1");
      expect(await row.getByRole("cell").nth(3).textContent()).toBe("AAA");
      await check(page, "brand-kit", look);

      const logos = main(page).getByRole("region", { name: "Logo concepts" });
      await logos.getByRole("button", { name: "Draw logo" }).first().click();
      // A failed drawing says why at once (the panel's alert, or a toast when the start was
      // refused); a drawing that never ends says what the panel and the server showed.
      const drawn = logos.getByRole("img", { name: "Logo concept: Wave mark" });
      const refusal = logos
        .getByRole("alert")
        .or(page.locator('li[data-variant="destructive"]'))
        .first();
      await Promise.race([
        drawn.waitFor({ timeout: 40_000 }),
        refusal.waitFor({ timeout: 40_000 }).then(async () => {
          throw new Error(`The logo was not drawn: ${await refusal.textContent()}`);
        }),
      ]).catch(async (error: Error) => {
        const shown = await logos.textContent().catch(() => "");
        throw new Error(`${error.message}\npanel: ${shown}\n${server.logs().slice(-3000)}`);
      });
      await logos.getByRole("img", { name: "Logo concept: Wave mark" }).scrollIntoViewIfNeeded();
      await check(page, "brand-logo", look);

      const [sheet] = await Promise.all([
        page.waitForEvent("download"),
        main(page).getByRole("button", { name: "Download brand sheet" }).click(),
      ]);
      expect(sheet.suggestedFilename()).toBe("harbour-fresh-brand-sheet.png");
      const meta = await sharp(fs.readFileSync((await sheet.path()) ?? "")).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1600, 1200]);
      if (look.width === 1280)
        fs.copyFileSync((await sheet.path()) ?? "", `${shots}/brand-sheet.png`);

      const [css] = await Promise.all([
        page.waitForEvent("download"),
        main(page).getByRole("button", { name: "CSS variables" }).click(),
      ]);
      expect(fs.readFileSync((await css.path()) ?? "", "utf8")).toContain(
        "--brand-primary: #1B2A41;",
      );

      // The kit and its drawn logo are kept (an account's on the server, a guest's in this browser).
      await page.reload();
      await main(page).getByRole("img", { name: "Logo concept: Wave mark" }).waitFor();
      await page.close();
    }
  });
});

describe("docs assistant", () => {
  it("downloads a formatted answer as a Word document and as Markdown, at 375 light and 1280 dark", async () => {
    for (const look of [
      { width: 375, theme: "light" },
      { width: 1280, theme: "dark" },
    ] as const) {
      const page = await toolPage("google-docs-ai", look, "guest");
      await page.getByLabel("Task").selectOption("Format Content");
      await page
        .getByRole("textbox", { name: "Message Docs Assistant" })
        .fill("meeting notes: agreed tuesday ship beta (ana) and release notes (ben)");
      await page.getByRole("button", { name: "Send message" }).click();
      const answer = page.locator('[data-role="assistant"]').last();
      await answer.getByRole("heading", { name: "Meeting notes" }).waitFor();
      await check(page, "docs-answer", look);

      const [docx] = await Promise.all([
        page.waitForEvent("download"),
        answer.getByRole("button", { name: "Download .docx" }).click(),
      ]);
      expect(docx.suggestedFilename()).toBe("Meeting_notes.docx");
      const read = await mammoth.convertToHtml({ path: (await docx.path()) ?? "" });
      expect(read.value).toContain("<h1>Meeting notes</h1>");
      expect(read.value).toContain("<strong>Tuesday</strong>");
      expect(read.value).toMatch(/<table>.*Ana.*Beta.*<\/table>/);

      const [markdown] = await Promise.all([
        page.waitForEvent("download"),
        answer.getByRole("button", { name: "Download .md" }).click(),
      ]);
      expect(markdown.suggestedFilename()).toBe("Meeting_notes.md");
      expect(fs.readFileSync((await markdown.path()) ?? "", "utf8")).toContain("| Ana | Beta |");
      await page.close();
    }
  });
});
