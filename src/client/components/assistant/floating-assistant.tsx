import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useT } from "@/client/i18n/use-t";
import { assistantMessages } from "@/shared/i18n/compiled/assistant";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { buttonLayout, panelBox } from "./corner-snap";
import { useDragSnap } from "./use-drag-snap";

// Its words, and the tools' descriptions it offers them with.
export const messageAreas = [assistantMessages, catalogMessages];

const loadPanel = () => import("./assistant-panel");
const AssistantPanel = lazy(async () => ({ default: (await loadPanel()).AssistantPanel }));

/** The draggable round button; its chat panel loads on the first open and keeps its conversation. */
export function FloatingAssistant({ onHide }: { onHide: () => void }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => {
    setOpened(true);
    setOpen((value) => !value);
  }, []);
  const { corner, viewport, position, dragging, handlers } = useDragSnap(toggle);
  const size = buttonLayout(viewport).button;
  const close = useCallback(() => {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  }, []);

  return (
    <>
      {opened && (
        <Suspense fallback={null}>
          <AssistantPanel
            open={open}
            box={panelBox(corner, viewport)}
            onClose={close}
            onHide={onHide}
          />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        hidden={open}
        aria-label={t({ id: "assistant.open", defaultMessage: "Open AI assistant" })}
        aria-expanded={open}
        data-corner={corner}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        {...handlers}
        style={{
          left: position.x,
          top: position.y,
          width: size,
          height: size,
          transition:
            dragging || prefersReducedMotion() ? "none" : "left 250ms ease-out, top 250ms ease-out",
        }}
        className={`fixed z-40 flex touch-none items-center justify-center rounded-full bg-primary text-primary-fg shadow-xl ring-4 ring-primary/20 select-none hover:brightness-110 ${
          dragging ? "cursor-grabbing" : "cursor-grab"
        }`}
      >
        <MessageCircle className={size < 80 ? "h-7 w-7" : "h-9 w-9"} aria-hidden />
      </button>
    </>
  );
}

/** Reduced motion means the button jumps to its corner instead of gliding there. */
function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
