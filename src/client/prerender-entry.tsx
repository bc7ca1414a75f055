import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { ErrorBoundary } from "./components/layout/error-fallback";
import { AppRoutes } from "./router";

export { prerenderedPages } from "./prerendered-pages";

/**
 * The HTML of one public page as a signed-out visitor first sees it, for the build to save
 * (scripts/prerender.ts). The same tree as main.tsx, so the browser hydrates it in place;
 * prerender (not renderToString) waits for the lazy page chunks.
 */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ErrorBoundary>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </ErrorBoundary>
    </StrictMode>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}
