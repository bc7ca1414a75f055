import fs from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's Chromium, headless, with nothing that reaches outside this machine; `args` adds
 * switches (a fake microphone, for instance).
 */
export async function launchBrowser(args: string[] = []): Promise<Browser> {
  if (!fs.existsSync(executablePath))
    throw new Error(`No Chromium at ${executablePath} (apt-get install chromium)`);
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
      ...args,
    ],
  });
}

/** A fresh page (own cookies and storage) at the given width; page errors fail loudly. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => {
    console.warn(`[page error] ${error.message}`);
  });
  return page;
}

/**
 * Opens a page and waits until React has hydrated its heading: prerendered public pages
 * show their buttons before the script that makes them work has run (it loads after the
 * first paint, docs/decisions/0006).
 */
export async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => {
    const heading = document.querySelector("h1");
    return Boolean(heading && Object.keys(heading).some((key) => key.startsWith("__reactFiber")));
  });
}
