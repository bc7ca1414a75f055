import { type ReactNode, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { AppShell } from "./components/layout/app-shell";
import { FullScreenLoading } from "./components/layout/full-screen-loading";
import { useCurrentUser } from "./lib/current-user";
import { type LazyPage, lazyPage } from "./lib/lazy-page";
import { startedFromPrerender } from "./lib/prerender";
import { toolShortcuts, workbenchUrl } from "./lib/tool-links";
import { NotFoundPage } from "./pages/not-found/not-found-page";

// Every page is its own chunk, so the landing page (and its prerendered HTML) carries no hub,
// workbench or settings code. Declarative routes, not a data router: it is half the size and
// renders the same on the server (scripts/prerender.ts) as in the browser.

const LandingPage = lazyPage(
  async () => (await import("./pages/landing/landing-page")).LandingPage,
);
const HubPage = lazyPage(async () => (await import("./pages/hub/hub-page")).HubPage);
const WorkbenchPage = lazyPage(
  async () => (await import("./pages/workbench/workbench-page")).WorkbenchPage,
);
const SettingsPage = lazyPage(
  async () => (await import("./pages/settings/settings-page")).SettingsPage,
);
const AdminPage = lazyPage(async () => (await import("./pages/admin/admin-page")).AdminPage);
const PlansPage = lazyPage(async () => (await import("./pages/plans/plans-page")).PlansPage);
const PricingPage = lazyPage(
  async () => (await import("./pages/pricing/pricing-page")).PricingPage,
);
const ConfirmPage = lazyPage(
  async () => (await import("./pages/confirm/confirm-page")).ConfirmPage,
);
const ResetPasswordPage = lazyPage(
  async () => (await import("./pages/reset-password/reset-password-page")).ResetPasswordPage,
);
const LegalPage = lazyPage(async () => (await import("./pages/legal/legal-page")).LegalPage);
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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path="/" element={<HomeRoute />} />
        <Route
          path="/landing"
          element={
            <Public>
              <LandingPage />
            </Public>
          }
        />
        <Route path="/ai-hub" element={<AfterAuth page={HubPage} />} />
        <Route path="/hub" element={<AfterAuth page={HubPage} />} />
        <Route path="/ai-workbench" element={<AfterAuth page={WorkbenchPage} />} />
        <Route path="/workbench" element={<AfterAuth page={WorkbenchPage} />} />
        <Route path="/profile-settings" element={<AfterAuth page={SettingsPage} />} />
        <Route path="/profile" element={<AfterAuth page={SettingsPage} />} />
        <Route path="/plans" element={<AfterAuth page={PlansPage} />} />
        <Route path="/admin" element={<AfterAuth page={AdminPage} />} />
        <Route
          path="/pricing"
          element={
            <Public>
              <PricingPage />
            </Public>
          }
        />
        <Route path="/confirm" element={<AfterAuth page={ConfirmPage} />} />
        <Route
          path="/reset-password"
          element={
            <Public>
              <ResetPasswordPage />
            </Public>
          }
        />
        <Route
          path="/impressum"
          element={
            <Public>
              <LegalPage page="impressum" />
            </Public>
          }
        />
        <Route
          path="/privacy"
          element={
            <Public>
              <LegalPage page="privacy" />
            </Public>
          }
        />
        <Route
          path="/terms"
          element={
            <Public>
              <LegalPage page="terms" />
            </Public>
          }
        />
        {/* Where the floating assistant and the hub's chat submit send people (spec: /images ... /chat). */}
        {toolShortcuts.map(({ path, toolId }) => (
          <Route key={path} path={path} element={<Navigate replace to={workbenchUrl(toolId)} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** Loads the chunk of the public page at `pathname` (see prerendered-pages.ts), if it is one. */
export function preloadPublicPage(pathname: string): Promise<void> {
  const path = pathname.replace(/(.)\/+$/, "$1");
  if (path === "/" || path === "/landing") return LandingPage.preload();
  if (path === "/pricing") return PricingPage.preload();
  if (["/impressum", "/privacy", "/terms"].includes(path)) return LegalPage.preload();
  return Promise.resolve();
}
