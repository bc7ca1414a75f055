import { describe, expect, it } from "vitest";
import { prerenderedPages, renderPage } from "./prerender-entry";

// The build prerenders these pages (scripts/prerender.ts); a page that cannot render without a
// browser or a signed-in user would break the build or show a blank page before hydration.
describe("prerendered public pages", () => {
  it.each(prerenderedPages.map((page) => page.path))("%s renders its heading", async (path) => {
    const html = await renderPage(path);
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).not.toContain("Loading...");
    expect(html).not.toContain("Something went wrong");
  });

  it("renders the landing page at / for a signed-out visitor", async () => {
    // The same page, but for the language list's links (each to its own address).
    const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main(await renderPage("/"))).toBe(main(await renderPage("/landing")));
  });
});

describe("the landing page's first paint", () => {
  // Chromium paints what it has parsed when its parser yields on a time budget. On a throttled
  // phone the yield came before the heading in half the loads while the 40 decorative dots
  // preceded it, and the first paint showed the header alone (bench/weight.mjs).
  it("puts the hero heading before the decorative particles", async () => {
    const html = await renderPage("/");
    const heading = html.indexOf("<h1");
    expect(heading).toBeGreaterThan(0);
    expect(html.indexOf("data-particle")).toBeGreaterThan(heading);
    expect(html.slice(0, heading).match(/<[a-z]/g)?.length).toBeLessThan(60);
  });
});
