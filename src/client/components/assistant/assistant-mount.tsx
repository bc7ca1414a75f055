import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { withMessages } from "@/client/i18n/with-messages";
import { useCurrentUser } from "@/client/lib/current-user";
import { setAssistantEnabled, useAssistantEnabled } from "./assistant-preference";

const FloatingAssistant = lazy(async () => ({
  default: (await withMessages(import("./floating-assistant"))).FloatingAssistant,
}));
const accountPreference = () => import("./account-assistant-preference");

// The landing page and the hub (also "/" when signed in); the workbench has its own message bar.
const assistantPaths = new Set(["/", "/landing", "/ai-hub", "/hub"]);

// The assistant is never what a visitor came for: it loads at the first sign of a person using
// the page, or shortly after the page has settled, and so stays off the landing page's first load.
const wakeEvents = ["pointermove", "pointerdown", "keydown", "scroll", "touchstart"] as const;
const idleDelayMs = 2500;

/** Mounts the floating assistant on the pages it belongs to, after the page is up (never in prerendered HTML). */
export function AssistantMount() {
  const { pathname } = useLocation();
  const { isAuthenticated } = useCurrentUser();
  const enabled = useAssistantEnabled();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const start = () => setReady(true);
    const timer = window.setTimeout(start, idleDelayMs);
    for (const name of wakeEvents)
      window.addEventListener(name, start, { once: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of wakeEvents) window.removeEventListener(name, start);
    };
  }, []);

  useEffect(() => {
    if (!ready || !isAuthenticated) return;
    // Offline or signed out meanwhile: this browser's own choice stands.
    void accountPreference()
      .then((module) => module.applyAccountPreferences())
      .catch(() => undefined);
  }, [ready, isAuthenticated]);

  const hide = useCallback(() => {
    setAssistantEnabled(false);
    if (!isAuthenticated) return;
    void accountPreference()
      .then((module) => module.saveAssistantEnabledToAccount(false))
      .catch(() => undefined);
  }, [isAuthenticated]);

  if (!ready || !enabled || !assistantPaths.has(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <FloatingAssistant onHide={hide} />
    </Suspense>
  );
}
