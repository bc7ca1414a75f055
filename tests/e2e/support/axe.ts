import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * Waits for the page's finite CSS transitions and animations to end: a button that was just
 * enabled fades from half to full opacity, and axe-core measuring it halfway reads a contrast
 * the person never sees once it settles. Endless ones (spinners) are left running.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Serious and critical axe-core violations on the page, as "rule (impact): selector" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")}`,
      ),
    );
}
