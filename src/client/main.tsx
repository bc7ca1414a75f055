import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { ErrorBoundary } from "./components/layout/error-fallback";
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

// Public pages arrive as HTML rendered at build time (scripts/prerender.ts): hydrate it in
// place, once the page's chunk is in, so that hydration never waits on it half-way.
if (startedFromPrerender()) {
  void preloadPublicPage(window.location.pathname)
    .catch(() => {})
    .then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
