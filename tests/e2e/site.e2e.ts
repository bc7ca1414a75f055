import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtToolIds } from "@/client/tools/registry";
import { applyAllowanceOverrides, paymentNote, planFeatures, plans } from "@/shared/plans";
import { createVerifiedAccount, setPlan, signInContext } from "./site-account";
import { launchBrowser, newPage, openHydrated } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { startSmtpSink } from "./support/smtp-sink";

let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // The catalogue's allowances, but for one an operator changed: the plan pages show the server's.
  server = await startServer({
    env: { SMTP_URL: smtp.url, PLAN_ALLOWANCES: JSON.stringify({ free: { chat: 150 } }) },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

/** A visitor who already chose cookies, so the banner stays out of the way. */
async function visitor(width = 1280) {
  const page = await newPage(browser, { width });
  await page.addInitScript(() => {
    if (localStorage.getItem("cookie-consent")) return;
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        personalization: false,
      }),
    );
    localStorage.setItem("cookie-consent-timestamp", new Date().toISOString());
  });
  return page;
}

const activeSection = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).locator('[aria-current="location"]').textContent();

const scrollTo = (page: Page, id: string) =>
  page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    if (!section) throw new Error(`no #${sectionId}`);
    // Put the section's top just above the line at one third of the viewport.
    window.scrollTo(
      0,
      section.getBoundingClientRect().top + window.scrollY - window.innerHeight / 3 + 5,
    );
  }, id);

describe("landing page", () => {
  it("tracks the section at one third of the viewport and blurs the header past 50 px", async () => {
    const page = await visitor();
    await openHydrated(page, `${server.url}/`);
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Home", exact: true }).waitFor();
    expect(await activeSection(page)).toBe("Home");
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe("none");

    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain("blur");

    await scrollTo(page, "about");
    await expect.poll(() => activeSection(page)).toBe("About");
    // Just below the line the previous section is still the active one.
    await page.evaluate(() => window.scrollBy(0, -20));
    await expect.poll(() => activeSection(page)).toBe("Home");
    await scrollTo(page, "features");
    await expect.poll(() => activeSection(page)).toBe("Features");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => activeSection(page)).toBe("Home");
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
  });

  it("scrolls to a section from the header and links every feature card to its tool", async () => {
    const page = await visitor();
    await openHydrated(page, `${server.url}/`);
    await page.getByRole("banner").getByRole("link", { name: "Features" }).click();
    await expect.poll(() => activeSection(page)).toBe("Features");
    const top = await page.locator("#features").evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top - 64)).toBeLessThan(4);

    // Five cards for tools that work in this build (the chat first), then 'Many More'.
    const cards = await page
      .locator("#features")
      .getByRole("link", { name: /^Experience Now: / })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(cards).toHaveLength(5);
    expect(cards[0]).toBe("/ai-workbench?tool=multi-chat");
    for (const href of cards)
      expect(builtToolIds).toContain(new URLSearchParams(href.split("?")[1]).get("tool"));
    expect(
      await page.getByRole("link", { name: "Experience Now: Code Helper" }).getAttribute("href"),
    ).toBe("/ai-workbench?tool=code-assistant");
    expect(
      await page.getByRole("link", { name: "Explore Now: Many More" }).getAttribute("href"),
    ).toBe("/ai-hub");

    for (const text of [
      "Our Vision",
      "Adaptive Intelligence",
      "Ethical Design",
      "Seamless Integration",
    ])
      await page.getByRole("heading", { name: text }).waitFor();
    const figures = await page.locator("#about dl").textContent();
    for (const figure of [`AI Tools${builtToolIds.length}`, "99.9%", "Uptime", "24/7", "Support"])
      expect(figures).toContain(figure);

    await page.getByRole("link", { name: "Experience Now: Code Helper" }).click();
    await page.waitForURL(/\/ai-workbench\?tool=code-assistant$/);
  });

  it("at 375 px hides the header links behind a menu with the six entries", async () => {
    const page = await visitor(375);
    await openHydrated(page, `${server.url}/`);
    const header = page.getByRole("banner");
    expect(await header.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = header.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    // The menu's code loads on the first opening.
    await menu.getByRole("link", { name: "Home" }).waitFor();
    const entries = await menu.locator("a, button").allTextContents();
    expect(entries.slice(0, 6)).toEqual([
      "Home",
      "About",
      "Features",
      "Pricing",
      "Try AI Tools",
      "Get Started",
    ]);

    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Open menu",
    );
    await page.keyboard.press("Enter");
    await menu.waitFor();
    await menu.getByRole("link", { name: "About" }).click();
    await menu.waitFor({ state: "detached" });
    const top = await page.locator("#about").evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top - 64)).toBeLessThan(4);

    // A press on the page below the open menu closes it.
    await header.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor();
    await page.mouse.click(187, 780);
    await menu.waitFor({ state: "detached" });

    await header.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("button", { name: "Get Started" }).click();
    await page.getByRole("dialog").getByLabel("Full name").waitFor();
    await page.keyboard.press("Escape");

    await header.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(`${server.url}/pricing`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  it("'Try Without Account' starts a guest session and opens the AI hub", async () => {
    const page = await visitor();
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await openHydrated(page, `${server.url}/`);
    await page.getByRole("banner").getByRole("button", { name: "Try Without Account" }).click();
    await page.waitForURL(`${server.url}/ai-hub`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const me = await page.evaluate(async () => (await fetch("/api/me")).json());
    expect(me.user.isGuest).toBe(true);
    // The landing page brought its stylesheet inline: the hub's chunks must not add a copy.
    expect(stylesheets).toEqual([]);
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
  });

  it("keeps the decorative particles at or under 100, standing still with reduced motion", async () => {
    const page = await visitor();
    await openHydrated(page, `${server.url}/landing`);
    const particles = page.locator("[data-particle]");
    await particles.first().waitFor();
    const count = await particles.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(100);
    const layers = page.locator("[data-particle-layer]");
    for (const name of await layers.evaluateAll((all) =>
      all.map((el) => getComputedStyle(el).animationName),
    ))
      expect(name).toBe("none");

    const moving = await browser.newContext({ reducedMotion: "no-preference" });
    const animated = await moving.newPage();
    await openHydrated(animated, `${server.url}/landing`);
    await animated.locator("[data-particle]").first().waitFor();
    expect(
      await animated
        .locator("[data-particle-layer]")
        .evaluateAll((all) => all.map((el) => getComputedStyle(el).animationName)),
    ).toEqual(["bismo-drift-0", "bismo-drift-1", "bismo-drift-2"]);
    await moving.close();
  });

  it("renders the blocks below the fold as they near the viewport, standing in at their height", async () => {
    const skipped = (block: Locator) =>
      block.evaluate(
        (el) => !el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
      );
    const height = (block: Locator) => block.evaluate((el) => el.getBoundingClientRect().height);
    for (const width of [375, 1280]) {
      const page = await visitor(width);
      await page.goto(`${server.url}/landing`);
      // Features, the call to action and the footer. On a phone none is rendered at first; on a
      // wide screen Features starts near enough to the fold to be rendered at once.
      const blocks = await page.locator(".render-when-near").all();
      expect(blocks).toHaveLength(3);
      const waiting = [];
      for (const block of blocks)
        if (await skipped(block)) waiting.push({ block, estimate: await height(block) });
      expect(waiting).toHaveLength(width === 375 ? 3 : 2);
      for (const { block, estimate } of waiting) {
        await block.scrollIntoViewIfNeeded();
        await expect.poll(() => skipped(block)).toBe(false);
        // A stand-in far from the real height would make the page jump as it scrolls.
        expect(Math.abs((await height(block)) - estimate)).toBeLessThan(estimate * 0.15);
      }
      await page.close();
    }
  });

  it("scrolls smoothly to a section when motion is welcome", async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: "no-preference",
    });
    const page = await context.newPage();
    await openHydrated(page, `${server.url}/landing`);
    await page.getByRole("banner").getByRole("link", { name: "Features", exact: true }).click();
    const target = await page
      .locator("#features")
      .evaluate((el) => (el as HTMLElement).offsetTop - 64);
    const samples: number[] = [];
    for (let i = 0; i < 10; i++) {
      samples.push(await page.evaluate(() => window.scrollY));
      await page.waitForTimeout(30);
    }
    // Several distinct positions on the way: an animated scroll, not a jump.
    expect(new Set(samples.filter((y) => y > 0 && y < target - 2)).size).toBeGreaterThan(1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(target - 2);
    await expect.poll(() => activeSection(page)).toBe("Features");
    await context.close();
  });
});

describe("footer", () => {
  it("at 375 px keeps its last line clear of the assistant's button at the end of the page", async () => {
    const page = await visitor(375);
    await openHydrated(page, `${server.url}/`);
    const button = page.getByRole("button", { name: "Open AI assistant" });
    await button.waitFor();
    const lastLine = page.getByRole("contentinfo").getByRole("link", { name: /privacy@/ });
    await lastLine.scrollIntoViewIfNeeded();
    await page.keyboard.press("End");
    await expect
      .poll(() =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 1),
      )
      .toBe(true);
    const link = await lastLine.boundingBox();
    const fab = await button.boundingBox();
    if (!link || !fab) throw new Error("the link or the button is not laid out");
    expect(link.y + link.height).toBeLessThanOrEqual(fab.y);
  });

  it("has the five columns, the hosting facts and company details, and every route resolves", async () => {
    const page = await visitor();
    await openHydrated(page, `${server.url}/`);
    const footer = page.getByRole("contentinfo");
    for (const column of ["Company", "AI Tools", "Support", "Legal / Rechtliches", "Your Rights"])
      await footer.getByRole("heading", { name: column, exact: true }).waitFor();
    const text = await footer.textContent();
    for (const fact of [
      "EU servers",
      "Frankfurt",
      "GDPR-compliant hosting",
      "TLS 1.3",
      "AES-256",
      "GDPR ready",
      "German commercial law",
      "VAT ID",
    ])
      expect(text).toContain(fact);
    expect(
      await footer.getByRole("link", { name: "https://ec.europa.eu/consumers/odr" }).count(),
    ).toBe(1);
    expect(await footer.locator('a[href^="mailto:privacy@"]').count()).toBeGreaterThan(0);

    const hrefs = await footer
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const internal = [
      ...new Set(hrefs.filter((href) => href.startsWith("/") || href.startsWith("#"))),
    ];
    expect(internal).toEqual(
      expect.arrayContaining(["/impressum", "/privacy", "/terms", "#about"]),
    );
    const target = await visitor();
    for (const href of internal) {
      if (href.startsWith("#")) {
        expect(await page.locator(href).count(), href).toBe(1);
        continue;
      }
      await target.goto(`${server.url}${href}`);
      await target.locator("main").first().waitFor();
      expect(await target.getByRole("heading", { name: "Page Not Found" }).count(), href).toBe(0);
      const hash = new URL(href, server.url).hash;
      // A visitor following a link into their account's settings is asked to sign in first.
      const signInFirst = target.getByRole("heading", {
        name: "Create an account to keep a profile",
      });
      if (hash) await target.locator(hash).or(signInFirst).first().waitFor({ timeout: 10_000 });
    }
  });

  it("links a section from another page to the landing page's section", async () => {
    const page = await visitor();
    await openHydrated(page, `${server.url}/pricing`);
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await page.waitForURL(`${server.url}/landing#about`);
    await expect
      .poll(() =>
        page.locator("#about").evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBe(64);
  });
});

describe("pricing and plans", () => {
  /** Each plan card's text, by plan name, as the page shows it. */
  const cards = async (page: Page) => {
    const texts: Record<string, string> = {};
    for (const plan of plans) {
      texts[plan.name] =
        (await page.getByRole("article", { name: plan.name, exact: true }).textContent()) ?? "";
    }
    return texts;
  };

  it("shows /pricing and /plans from the one catalogue: the same plans, prices and allowances", async () => {
    const served = applyAllowanceOverrides({ free: { chat: 150 } });
    const page = await visitor();
    await openHydrated(page, `${server.url}/pricing`);
    const free = page.getByRole("article", { name: "Free", exact: true });
    await free.getByText("150 chat messages a day").waitFor();
    const pricing = await cards(page);
    for (const plan of plans) {
      const card = pricing[plan.name] ?? "";
      expect(card).toContain(plan.price);
      for (const feature of planFeatures(plan, served[plan.id])) expect(card).toContain(feature);
      expect(card).toContain(`All ${builtToolIds.length} AI tools`);
    }
    const main = await page.locator("main").textContent();
    expect(main).toContain("Most Popular");
    expect(main).toContain(paymentNote);
    // Nothing of the three price lists the spec's pages disagreed on.
    for (const gone of ["Starter", "Creator", "$19", "$29", "trial"])
      expect(main).not.toContain(gone);
    expect(
      await page.getByRole("link", { name: "Contact our support team" }).getAttribute("href"),
    ).toMatch(/^mailto:support@/);

    await openHydrated(page, `${server.url}/plans`);
    await free.getByText("150 chat messages a day").waitFor();
    expect(await cards(page)).toEqual(pricing);
    expect(await page.getByRole("link", { name: "Contact Sales" }).getAttribute("href")).toMatch(
      /^mailto:sales@/,
    );
    expect(await page.getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toMatch(
      /^mailto:sales@/,
    );
    await page.locator("main").getByRole("button", { name: "Get Started" }).first().click();
    await page.getByRole("dialog").getByLabel("Full name").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Back to AI Hub" }).click();
    await page.waitForURL(`${server.url}/ai-hub`);
  });
});

describe("not-found page", () => {
  it("shows the title and both buttons; 'Go Back' returns to the previous page", async () => {
    const page = await visitor();
    await openHydrated(page, `${server.url}/pricing`);
    // An in-app navigation to a page that does not exist (as a stale link in the app would make).
    await page.evaluate(() => {
      const state = { ...history.state, idx: (history.state?.idx ?? 0) + 1 };
      history.pushState(state, "", "/no-such-page");
      dispatchEvent(new PopStateEvent("popstate", { state }));
    });
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    expect(await page.getByText("does not exist or has been moved").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Go Home" }).count()).toBe(1);
    await page.getByRole("button", { name: "Go Back" }).click();
    await page.waitForURL(`${server.url}/pricing`);
    expect(await page.getByRole("heading", { name: "Page Not Found" }).count()).toBe(0);
  });

  it("'Go Back' on a direct visit, with nothing of ours to go back to, goes home", async () => {
    const page = await visitor();
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await page.getByRole("button", { name: "Go Back" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("banner").waitFor();

    await page.goto(`${server.url}/another-missing-page`);
    await page.getByRole("button", { name: "Go Home" }).click();
    await page.waitForURL(`${server.url}/`);
  });
});

describe("legal pages", () => {
  const pages = [
    {
      path: "/impressum",
      de: "Impressum",
      en: "Legal Notice (Impressum)",
      facts: {
        de: ["§ 5 DDG", "Umsatzsteuer-Identifikationsnummer"],
        en: ["§ 5 DDG", "VAT identification number"],
      },
    },
    {
      path: "/privacy",
      de: "Datenschutzerklärung",
      en: "Privacy Policy",
      facts: { de: ["innerhalb von 30 Tagen"], en: ["within 30 days"] },
    },
    {
      path: "/terms",
      de: "Allgemeine Geschäftsbedingungen (AGB)",
      en: "Terms of Service",
      facts: {
        de: ["binnen 14 Tagen", "Nachfrist von 14 Tagen", "EUR 1.000.000"],
        en: ["within 14 days", "grace period of 14 days", "EUR 1,000,000"],
      },
    },
  ] as const;

  for (const legal of pages)
    it(`${legal.path} reads in German and English and links back home`, async () => {
      const page = await visitor();
      // In the interface's language: English for an English browser, German under /de.
      await openHydrated(page, `${server.url}${legal.path}`);
      await page.getByRole("heading", { level: 1, name: legal.en, exact: true }).waitFor();
      await openHydrated(page, `${server.url}/de${legal.path}`);
      await page.getByRole("heading", { level: 1, name: legal.de, exact: true }).waitFor();
      expect(await page.locator("article").getAttribute("lang")).toBe("de");
      for (const fact of legal.facts.de)
        expect(await page.locator("article").textContent()).toContain(fact);
      expect(await page.locator("article").textContent()).toContain("Bismo Musterfirma GmbH");

      await page.getByRole("button", { name: "English" }).click();
      await page.getByRole("heading", { level: 1, name: legal.en, exact: true }).waitFor();
      expect(page.url()).toContain("lang=en");
      expect(await page.locator("article").getAttribute("lang")).toBe("en");
      for (const fact of legal.facts.en)
        expect(await page.locator("article").textContent()).toContain(fact);

      await page.reload();
      await page.getByRole("heading", { level: 1, name: legal.en, exact: true }).waitFor();
      await page.getByRole("button", { name: "Deutsch" }).click();
      await page.getByRole("heading", { level: 1, name: legal.de, exact: true }).waitFor();
      await page.getByRole("link", { name: "Zurück zur Startseite" }).click();
      await page.waitForURL(`${server.url}/de`);
    });
});

describe("signed-in account", () => {
  it("shows the account's real plan in the landing account menu and in settings billing", async () => {
    const email = `grace.hopper-${Date.now()}@example.com`;
    await createVerifiedAccount(server, smtp, email);
    await setPlan(server, email, "advanced");

    const page = await visitor();
    await signInContext(page, server, email);
    await openHydrated(page, `${server.url}/landing`);
    const menuButton = page.getByRole("button", { name: `account menu for ${email}` });
    expect(await menuButton.textContent()).toBe("GR");
    await menuButton.click();
    const panel = page.getByTestId("account-panel");
    const text = await panel.textContent();
    expect(text).toContain("Advanced Plan");
    expect(text).not.toContain("Free Plan");
    expect(text).not.toContain("Pro Plan");
    expect(text).toContain(email);
    expect(text).toContain(email.split("@")[0]);
    expect(await panel.getByRole("link", { name: "Payment Plans" }).getAttribute("href")).toBe(
      "/plans",
    );
    await page.keyboard.press("Escape");
    await menuButton.click();
    await panel.getByRole("link", { name: "Profile Settings" }).click();
    await page.waitForURL(`${server.url}/profile-settings`);
    await page.getByRole("link", { name: "Billing", exact: true }).click();
    expect(await page.getByTestId("billing-plan").textContent()).toBe("Advanced Plan");
    await page.getByRole("link", { name: "Back to Workbench" }).waitFor();

    await openHydrated(page, `${server.url}/plans`);
    const advanced = page.getByRole("article", { name: "Advanced" });
    expect(await advanced.getByRole("button", { name: "Current Plan" }).isDisabled()).toBe(true);
    // Already an account: a free plan is asked for, not signed up for again.
    const free = page.getByRole("article", { name: "Free" });
    expect(await free.getByRole("link", { name: "Switch to Free" }).getAttribute("href")).toMatch(
      /^mailto:sales@/,
    );
    expect(await page.locator("main").getByRole("button", { name: "Get Started" }).count()).toBe(0);

    await openHydrated(page, `${server.url}/landing`);
    await menuButton.click();
    await panel.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true }).waitFor();
    const me = await page.evaluate(async () => (await fetch("/api/me")).json());
    expect(me.user).toBeNull();
  });
});
