import type { Page } from "playwright-core";

/** Nothing wider than the viewport: a long word or a line of CJK that does not wrap shows here. */
export const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .filter((element) => !element.closest("[aria-hidden='true'], .sr-only"))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80))
      .slice(0, 5);
  });
