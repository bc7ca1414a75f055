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
    expect(await renderPage("/")).toBe(await renderPage("/landing"));
  });
});
