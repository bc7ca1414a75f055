import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import {
  assistantLayout,
  type Corner,
  clampToViewport,
  cornerPosition,
  nearestCorner,
  type Point,
  type Viewport,
} from "./corner-snap";

const readViewport = (): Viewport => ({
  width: document.documentElement.clientWidth || window.innerWidth,
  height: window.innerHeight,
});

type Press = { pointerX: number; pointerY: number; from: Point; moved: boolean };

/**
 * Drag-and-snap for the assistant button: a press that moves 5 px or more is a drag (clamped to
 * the viewport, snapped to the nearest corner on release); anything less is a tap.
 */
export function useDragSnap(onTap: () => void) {
  const [viewport, setViewport] = useState(readViewport);
  const [corner, setCorner] = useState<Corner>("bottom-right");
  const [dragAt, setDragAt] = useState<Point | null>(null);
  const press = useRef<Press | null>(null);
  const justDragged = useRef(false);

  useEffect(() => {
    const onResize = () => setViewport(readViewport());
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  const position = dragAt ?? cornerPosition(corner, viewport);

  const pointAfter = (current: Press, event: PointerEvent) =>
    clampToViewport(
      {
        x: current.from.x + event.clientX - current.pointerX,
        y: current.from.y + event.clientY - current.pointerY,
      },
      viewport,
    );

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    justDragged.current = false;
    press.current = {
      pointerX: event.clientX,
      pointerY: event.clientY,
      from: position,
      moved: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current) return;
    const distance = Math.hypot(event.clientX - current.pointerX, event.clientY - current.pointerY);
    if (!current.moved && distance < assistantLayout.tapThreshold) return;
    current.moved = true;
    setDragAt(pointAfter(current, event));
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    press.current = null;
    if (!current?.moved) return;
    justDragged.current = true;
    setCorner(nearestCorner(pointAfter(current, event), viewport));
    setDragAt(null);
  };

  const onPointerCancel = () => {
    press.current = null;
    setDragAt(null);
  };

  // The click that ends a drag is not a tap; keyboard Enter/Space clicks are.
  const onClick = useCallback(() => {
    if (justDragged.current) {
      justDragged.current = false;
      return;
    }
    onTap();
  }, [onTap]);

  return {
    corner,
    viewport,
    position,
    dragging: dragAt !== null,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClick },
  };
}
