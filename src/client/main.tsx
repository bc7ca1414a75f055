import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { commonMessages } from "@/shared/i18n/compiled/common";
import { ErrorBoundary } from "./components/layout/error-fallback";
import { loadMessages } from "./i18n/locale-store";
import { startedFromPrerender } from "./lib/prerender";
import { followStoredTheme } from "./lib/theme";
import { AppRoutes, preloadPublicPage } from "./router";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
followStoredTheme();

const app = (
  <StrictMode>
    <ErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>
);

// Every page shows the common messages (header, footer, buttons) in the page's language
// (<html lang>): the first render waits for them. A failed load shows the ids rather than nothing.
const common = loadMessages([commonMessages]).catch(() => {});

// Public pages arrive as HTML rendered at build time (scripts/prerender.ts): hydrate it in
// place, once the page's chunk and messages are in, so that hydration never waits on them
// half-way.
if (startedFromPrerender()) {
  void Promise.all([common, preloadPublicPage(window.location.pathname).catch(() => {})]).then(() =>
    hydrateRoot(root, app),
  );
} else {
  void common.then(() => createRoot(root).render(app));
}
