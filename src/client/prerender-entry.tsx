import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { areasLoaded, knownAreas, loadAreas } from "@/shared/i18n/areas";
import { commonMessages } from "@/shared/i18n/compiled/common";
import { metaMessages } from "@/shared/i18n/compiled/meta";
import type { Locale } from "@/shared/i18n/locales";
import { localePath } from "@/shared/i18n/paths";
import { translator } from "@/shared/i18n/translator";
import { ErrorBoundary } from "./components/layout/error-fallback";
import { setActiveLocale } from "./i18n/locale-store";
import { AppRoutes } from "./router";

export { localeDirections, locales, localeTags } from "@/shared/i18n/locales";
export { localePath } from "@/shared/i18n/paths";
export { prerenderedPages } from "./prerendered-pages";

/**
 * The HTML of one public page in one language as a signed-out visitor first sees it, for the
 * build to save (scripts/prerender.ts). The same tree as main.tsx, so the browser hydrates it in
 * place; prerender (not renderToString) waits for the lazy page chunks and their messages.
 */
export async function renderPage(path: string, locale: Locale = "en"): Promise<string> {
  setActiveLocale(locale);
  for (;;) {
    // A page's chunk names its areas when it first loads, in whichever language that was: an
    // area first met while rendering this page is loaded in this language, and the page
    // rendered again.
    const known = knownAreas().length;
    await loadAreas(locale, [commonMessages, ...knownAreas()]);
    const html = await render(localePath(path, locale));
    if (knownAreas().length === known && areasLoaded(locale, knownAreas())) return html;
  }
}

async function render(location: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ErrorBoundary>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </ErrorBoundary>
    </StrictMode>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** The page title and description every page of a language starts with. */
export async function documentText(locale: Locale) {
  const t = await translator(locale, [metaMessages]);
  return {
    title: t({
      id: "meta.title",
      defaultMessage: "Bismo: creativity, amplified by AI",
    }),
    description: t({
      id: "meta.description",
      defaultMessage:
        "Bismo: AI tools on one page. Chat with several models, ask your PDFs, write code and e-mails, practise a language and more.",
    }),
  };
}
