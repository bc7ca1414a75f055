import { Fragment, type ReactNode, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { locales, sourceLocale } from "@/shared/i18n/locales";
import { splitLocalePath } from "@/shared/i18n/paths";
import { AppShell } from "./components/layout/app-shell";
import { FullScreenLoading } from "./components/layout/full-screen-loading";
import { withMessages } from "./i18n/with-messages";
import { useCurrentUser } from "./lib/current-user";
import { type LazyPage, lazyPage } from "./lib/lazy-page";
import { startedFromPrerender } from "./lib/prerender";
import { toolShortcuts, workbenchUrl } from "./lib/tool-links";

// Every page is its own chunk, so the landing page (and its prerendered HTML) carries no hub,
// workbench or settings code; a page's chunk comes with its messages (withMessages). Declarative routes, not a data router: it is half the size and
// renders the same on the server (scripts/prerender.ts) as in the browser.

const LandingPage = lazyPage(
  async () => (await withMessages(import("./pages/landing/landing-page"))).LandingPage,
);
const HubPage = lazyPage(async () => (await withMessages(import("./pages/hub/hub-page"))).HubPage);
const WorkbenchPage = lazyPage(
  async () => (await withMessages(import("./pages/workbench/workbench-page"))).WorkbenchPage,
);
const SettingsPage = lazyPage(
  async () => (await withMessages(import("./pages/settings/settings-page"))).SettingsPage,
);
const AdminPage = lazyPage(
  async () => (await withMessages(import("./pages/admin/admin-page"))).AdminPage,
);
const PlansPage = lazyPage(
  async () => (await withMessages(import("./pages/plans/plans-page"))).PlansPage,
);
const PricingPage = lazyPage(
  async () => (await withMessages(import("./pages/pricing/pricing-page"))).PricingPage,
);
const ConfirmPage = lazyPage(
  async () => (await withMessages(import("./pages/confirm/confirm-page"))).ConfirmPage,
);
const ResetPasswordPage = lazyPage(
  async () =>
    (await withMessages(import("./pages/reset-password/reset-password-page"))).ResetPasswordPage,
);
// No link of ours leads to it: it stays off every page's first load.
const NotFoundPage = lazyPage(
  async () => (await import("./pages/not-found/not-found-page")).NotFoundPage,
);
const LegalPage = lazyPage(
  async () => (await withMessages(import("./pages/legal/legal-page"))).LegalPage,
);
// TanStack Query comes with the pages that use it (hub, workbench, settings, plans, confirm, admin),
// not with the public pages.
const QueryProvider = lazyPage(async () => (await import("./lib/query-provider")).QueryProvider);

/** A public page renders at once, signed in or not (it may be prerendered HTML being hydrated). */
function Public({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenLoading />}>{children}</Suspense>;
}

/**
 * A page that depends on who is signed in waits for the current user, with the full-screen
 * loading message. Its chunk and TanStack Query's load meanwhile, side by side: not after the
 * user, nor the page after the provider it renders in.
 */
export function AfterAuth({ page: Page }: { page: LazyPage<object> }) {
  const { loading } = useCurrentUser();
  // Started while rendering, as React.lazy starts its own load: a second call does nothing. A
  // chunk that fails to load is reported when the page renders, by the error boundary. TanStack
  // Query's comes first: the page renders inside it, and over HTTP/1.1 the browser fetches only
  // six files at a time.
  for (const chunk of [QueryProvider, Page]) chunk.preload().catch(() => {});
  if (loading) return <FullScreenLoading />;
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <QueryProvider>
        <Page />
      </QueryProvider>
    </Suspense>
  );
}

/**
 * `/` is the hub for a signed-in account and the landing page for everyone else. While the
 * user loads, a visitor who got the prerendered landing page keeps seeing it (the server sends
 * it only to browsers without a session cookie); anyone else sees the loading message.
 */
function HomeRoute() {
  const { loading, isAuthenticated } = useCurrentUser();
  if (loading && !startedFromPrerender()) return <FullScreenLoading />;
  return (
    <Public>
      {isAuthenticated ? (
        <QueryProvider>
          <HubPage />
        </QueryProvider>
      ) : (
        <LandingPage />
      )}
    </Public>
  );
}

/** The pages with an address per language (shared/i18n/paths.ts), under `prefix` ("" or "/de"). */
function localizedRoutes(prefix: string) {
  return (
    <Fragment key={prefix}>
      <Route path={prefix || "/"} element={<HomeRoute />} />
      <Route
        path={`${prefix}/landing`}
        element={
          <Public>
            <LandingPage />
          </Public>
        }
      />
      <Route
        path={`${prefix}/pricing`}
        element={
          <Public>
            <PricingPage />
          </Public>
        }
      />
      <Route path={`${prefix}/confirm`} element={<AfterAuth page={ConfirmPage} />} />
      <Route
        path={`${prefix}/reset-password`}
        element={
          <Public>
            <ResetPasswordPage />
          </Public>
        }
      />
      {(["impressum", "privacy", "terms"] as const).map((page) => (
        <Route
          key={page}
          path={`${prefix}/${page}`}
          element={
            <Public>
              <LegalPage page={page} />
            </Public>
          }
        />
      ))}
    </Fragment>
  );
}

const prefixes = ["", ...locales.filter((locale) => locale !== sourceLocale).map((l) => `/${l}`)];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {prefixes.map(localizedRoutes)}
        <Route path="/ai-hub" element={<AfterAuth page={HubPage} />} />
        <Route path="/hub" element={<AfterAuth page={HubPage} />} />
        <Route path="/ai-workbench" element={<AfterAuth page={WorkbenchPage} />} />
        <Route path="/workbench" element={<AfterAuth page={WorkbenchPage} />} />
        <Route path="/profile-settings" element={<AfterAuth page={SettingsPage} />} />
        <Route path="/profile" element={<AfterAuth page={SettingsPage} />} />
        <Route path="/plans" element={<AfterAuth page={PlansPage} />} />
        <Route path="/admin" element={<AfterAuth page={AdminPage} />} />
        {/* Where the floating assistant and the hub's chat submit send people (spec: /images ... /chat). */}
        {toolShortcuts.map(({ path, toolId }) => (
          <Route key={path} path={path} element={<Navigate replace to={workbenchUrl(toolId)} />} />
        ))}
        <Route
          path="*"
          element={
            <Public>
              <NotFoundPage />
            </Public>
          }
        />
      </Route>
    </Routes>
  );
}

/** Loads the chunk of the public page at `pathname` (see prerendered-pages.ts), if it is one. */
export function preloadPublicPage(pathname: string): Promise<void> {
  const { path } = splitLocalePath(pathname.replace(/(.)\/+$/, "$1"));
  if (path === "/" || path === "/landing") return LandingPage.preload();
  if (path === "/pricing") return PricingPage.preload();
  if (["/impressum", "/privacy", "/terms"].includes(path)) return LegalPage.preload();
  return Promise.resolve();
}
