import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { readAssistantEnabled, writeAssistantEnabled } from "./assistant-preference";

const FloatingAssistant = lazy(async () => ({
  default: (await import("./floating-assistant")).FloatingAssistant,
}));

// The landing page and the hub (also "/" when signed in); the workbench has its own message bar.
const assistantPaths = new Set(["/", "/landing", "/ai-hub", "/hub"]);

// The assistant is never what a visitor came for: it loads at the first sign of a person using
// the page, or shortly after the page has settled, and so stays off the landing page's first load.
const wakeEvents = ["pointermove", "pointerdown", "keydown", "scroll", "touchstart"] as const;
const idleDelayMs = 2500;

/** Mounts the floating assistant on the pages it belongs to, after the page is up (never in prerendered HTML). */
export function AssistantMount() {
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  const [enabled, setEnabled] = useState(false);

  useEffect(() => {
    setEnabled(readAssistantEnabled());
    const start = () => setReady(true);
    const timer = window.setTimeout(start, idleDelayMs);
    for (const name of wakeEvents)
      window.addEventListener(name, start, { once: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of wakeEvents) window.removeEventListener(name, start);
    };
  }, []);

  const hide = useCallback(() => {
    writeAssistantEnabled(false);
    setEnabled(false);
  }, []);

  if (!ready || !enabled || !assistantPaths.has(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <FloatingAssistant onHide={hide} />
    </Suspense>
  );
}
