import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { readAssistantEnabled, writeAssistantEnabled } from "./assistant-preference";

const FloatingAssistant = lazy(async () => ({
  default: (await import("./floating-assistant")).FloatingAssistant,
}));

// The landing page and the hub (also "/" when signed in); the workbench has its own message bar.
const assistantPaths = new Set(["/", "/landing", "/ai-hub", "/hub"]);

/**
 * Loads the floating assistant once the page is idle after its first paint, so it adds nothing
 * to what the landing page needs to show (and nothing to the prerendered HTML).
 */
export function AssistantMount() {
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  const [enabled, setEnabled] = useState(false);

  useEffect(() => {
    setEnabled(readAssistantEnabled());
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), 300);
    return () => clearTimeout(id);
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
