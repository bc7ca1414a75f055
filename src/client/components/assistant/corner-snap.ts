/** Spec section 9: button, snap margin, panel size and offset, tap threshold (px). */
export const assistantLayout = {
  button: 80,
  cornerMargin: 30,
  panelOffset: 20,
  panelWidth: 350,
  panelHeight: 500,
  tapThreshold: 5,
} as const;

/**
 * Below this width the button is smaller and closer to the corner (56 px, 16 px from the
 * edges), so on a phone it covers a corner of the page, not a quarter of its width.
 */
export const compactBelow = 640;
const compact = { button: 56, cornerMargin: 16 } as const;

/** The button's size and its distance from the corner on this screen. */
export function buttonLayout(viewport: Viewport) {
  return viewport.width < compactBelow
    ? compact
    : { button: assistantLayout.button, cornerMargin: assistantLayout.cornerMargin };
}

export type Corner = "top-left" | "top-right" | "bottom-left" | "bottom-right";
export type Point = { x: number; y: number };
export type Viewport = { width: number; height: number };

const corners: readonly Corner[] = ["top-left", "top-right", "bottom-left", "bottom-right"];
const { panelOffset, panelWidth, panelHeight } = assistantLayout;

/** Top-left of the button resting in `corner`, 30 px from both edges (16 on a phone). */
export function cornerPosition(corner: Corner, viewport: Viewport): Point {
  const { button, cornerMargin } = buttonLayout(viewport);
  const right = corner.endsWith("right");
  const bottom = corner.startsWith("bottom");
  return {
    x: Math.max(0, right ? viewport.width - button - cornerMargin : cornerMargin),
    y: Math.max(0, bottom ? viewport.height - button - cornerMargin : cornerMargin),
  };
}

/** Keeps the whole button on screen while it is dragged. */
export function clampToViewport(point: Point, viewport: Viewport): Point {
  const { button } = buttonLayout(viewport);
  return {
    x: Math.min(Math.max(0, point.x), Math.max(0, viewport.width - button)),
    y: Math.min(Math.max(0, point.y), Math.max(0, viewport.height - button)),
  };
}

/** The corner whose resting place is closest to where the button was let go. */
export function nearestCorner(point: Point, viewport: Viewport): Corner {
  const distance = (corner: Corner) => {
    const rest = cornerPosition(corner, viewport);
    return Math.hypot(rest.x - point.x, rest.y - point.y);
  };
  return corners.reduce((best, corner) => (distance(corner) < distance(best) ? corner : best));
}

/** The open panel: 350x500, 20 px from the edges at the button's corner, shrunk to fit small screens. */
export function panelBox(corner: Corner, viewport: Viewport) {
  const width = Math.max(0, Math.min(panelWidth, viewport.width - 2 * panelOffset));
  const height = Math.max(0, Math.min(panelHeight, viewport.height - 2 * panelOffset));
  return {
    width,
    height,
    x: corner.endsWith("right") ? viewport.width - panelOffset - width : panelOffset,
    y: corner.startsWith("bottom") ? viewport.height - panelOffset - height : panelOffset,
  };
}
