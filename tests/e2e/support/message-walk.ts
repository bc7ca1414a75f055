import type { Locator } from "playwright-core";

/** What a walk through a long conversation saw, step by step, at each settled frame. */
export type Walk = {
  steps: number;
  /** Distinct messages rendered on the way (by their place in the conversation). */
  rendered: number;
  /** The most message rows in the DOM at once. */
  mostRows: number;
  /** The first and last message rendered when the walk stopped. */
  first: number;
  last: number;
  /** What went wrong on the way (rows out of order, a view left blank), the first few. */
  problems: string[];
};

/**
 * Scrolls the conversation's view (`view`, the chat's scrolling box) from where it is to its
 * top or its end, `step` view heights at a time, as a reader's flicks would. After each
 * step it waits, frame by frame, until the rendered rows cover the view again (at most
 * `maxFrames`), then checks them: every row a message, in order without a gap ("Message k says"
 * in the row placed k-th), and rows above and below the view's edges unless at the list's.
 * Runs in the page, so each step is one frame or a few, not a round trip.
 */
export function walkConversation(
  view: Locator,
  to: "top" | "end",
  { step = 2, maxFrames = 240 } = {},
): Promise<Walk> {
  return view.evaluate(
    async (box, { to, step, maxFrames }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const list = box.querySelector('ol[aria-label="Messages"]') as HTMLElement;
      const rows = () =>
        Array.from(list.children).map((row) => {
          const { top, bottom } = row.getBoundingClientRect();
          const said = /Message (\d+) says/.exec(row.textContent ?? "")?.[1];
          const at = Number(row.getAttribute("aria-posinset"));
          return {
            at,
            of: Number(row.getAttribute("aria-setsize")),
            said: Number(said),
            top,
            bottom,
          };
        });
      const covered = (shown: ReturnType<typeof rows>) => {
        const first = shown[0];
        const last = shown.at(-1);
        if (!first || !last) return false;
        const edge = box.getBoundingClientRect();
        return (
          (first.at === 1 || first.top <= edge.top + 1) &&
          (last.at === last.of || last.bottom >= edge.bottom - 1)
        );
      };
      const done = () =>
        to === "top" ? box.scrollTop <= 0 : box.scrollHeight - box.scrollTop - box.clientHeight < 1;
      const seen = new Set<number>();
      const problems: string[] = [];
      let mostRows = 0;
      let steps = 0;
      let shown = rows();
      for (const row of shown) seen.add(row.at);
      while (!done() && steps < 5000) {
        steps++;
        box.scrollTop += (to === "top" ? -step : step) * box.clientHeight;
        let frames = 0;
        do {
          await frame();
          shown = rows();
        } while (!covered(shown) && ++frames < maxFrames);
        if (frames >= maxFrames) problems.push(`step ${steps}: the view stayed blank`);
        // One more frame: a scroll's own event settles the window after the covering rows.
        await frame();
        shown = rows();
        mostRows = Math.max(mostRows, shown.length);
        shown.forEach((row, index) => {
          seen.add(row.at);
          const expected = (shown[0]?.at ?? 0) + index;
          if (row.at !== expected || row.said !== row.at)
            problems.push(`step ${steps}: row ${index} is #${row.at} saying ${row.said}`);
        });
      }
      return {
        steps,
        rendered: seen.size,
        mostRows,
        first: shown[0]?.at ?? 0,
        last: shown.at(-1)?.at ?? 0,
        problems: problems.slice(0, 5),
      };
    },
    { to, step, maxFrames },
  );
}
