import { describe, expect, it } from "vitest";
import {
  buttonLayout,
  clampToViewport,
  cornerPosition,
  nearestCorner,
  panelBox,
} from "./corner-snap";

const desktop = { width: 1280, height: 800 };

describe("assistant corner snapping", () => {
  it("rests 30 px from the edges", () => {
    expect(cornerPosition("bottom-right", desktop)).toEqual({ x: 1170, y: 690 });
    expect(cornerPosition("top-left", desktop)).toEqual({ x: 30, y: 30 });
  });

  it("snaps to the nearest corner", () => {
    expect(nearestCorner({ x: 200, y: 150 }, desktop)).toBe("top-left");
    expect(nearestCorner({ x: 1000, y: 100 }, desktop)).toBe("top-right");
    expect(nearestCorner({ x: 100, y: 600 }, desktop)).toBe("bottom-left");
    expect(nearestCorner({ x: 700, y: 500 }, desktop)).toBe("bottom-right");
  });

  it("is smaller and closer to the corner on a phone, so it covers less of the page", () => {
    const phone = { width: 375, height: 667 };
    expect(buttonLayout(phone)).toEqual({ button: 56, cornerMargin: 16 });
    expect(cornerPosition("bottom-right", phone)).toEqual({ x: 303, y: 595 });
    expect(clampToViewport({ x: 500, y: 900 }, phone)).toEqual({ x: 319, y: 611 });
    expect(buttonLayout(desktop)).toEqual({ button: 80, cornerMargin: 30 });
  });

  it("keeps the button inside the viewport", () => {
    expect(clampToViewport({ x: -50, y: 900 }, desktop)).toEqual({ x: 0, y: 720 });
  });

  it("anchors the panel 20 px from the edges and fits a 375 px screen", () => {
    expect(panelBox("bottom-right", desktop)).toEqual({ width: 350, height: 500, x: 910, y: 280 });
    expect(panelBox("top-left", { width: 375, height: 667 })).toEqual({
      width: 335,
      height: 500,
      x: 20,
      y: 20,
    });
  });
});
