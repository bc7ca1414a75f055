import { lazy, Suspense } from "react";
import { createBrowserRouter } from "react-router";
import { AppShell } from "./components/layout/app-shell";
import { ErrorFallbackScreen } from "./components/layout/error-fallback";
import { FullScreenLoading } from "./components/layout/full-screen-loading";
import { useCurrentUser } from "./lib/current-user";
import { LandingPage } from "./pages/landing/landing-page";
import { NotFoundPage } from "./pages/not-found/not-found-page";

const HubPage = lazy(async () => ({ default: (await import("./pages/hub/hub-page")).HubPage }));

/** `/` is the hub for a signed-in account and the landing page for everyone else. */
function HomeRoute() {
  const { isAuthenticated } = useCurrentUser();
  if (!isAuthenticated) return <LandingPage />;
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <HubPage />
    </Suspense>
  );
}

const hub = async () => ({ Component: (await import("./pages/hub/hub-page")).HubPage });
const workbench = async () => ({
  Component: (await import("./pages/workbench/workbench-page")).WorkbenchPage,
});
const settings = async () => ({
  Component: (await import("./pages/settings/settings-page")).SettingsPage,
});
const legal = (page: "impressum" | "privacy" | "terms") => async () => {
  const { LegalPage } = await import("./pages/legal/legal-page");
  return { element: <LegalPage page={page} /> };
};

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <ErrorFallbackScreen />,
    children: [
      { path: "/", Component: HomeRoute },
      { path: "/landing", Component: LandingPage },
      { path: "/ai-hub", lazy: hub },
      { path: "/hub", lazy: hub },
      { path: "/ai-workbench", lazy: workbench },
      { path: "/workbench", lazy: workbench },
      { path: "/profile-settings", lazy: settings },
      { path: "/profile", lazy: settings },
      {
        path: "/plans",
        lazy: async () => ({ Component: (await import("./pages/plans/plans-page")).PlansPage }),
      },
      {
        path: "/pricing",
        lazy: async () => ({
          Component: (await import("./pages/pricing/pricing-page")).PricingPage,
        }),
      },
      {
        path: "/confirm",
        lazy: async () => ({
          Component: (await import("./pages/confirm/confirm-page")).ConfirmPage,
        }),
      },
      {
        path: "/reset-password",
        lazy: async () => ({
          Component: (await import("./pages/reset-password/reset-password-page")).ResetPasswordPage,
        }),
      },
      { path: "/impressum", lazy: legal("impressum") },
      { path: "/privacy", lazy: legal("privacy") },
      { path: "/terms", lazy: legal("terms") },
      { path: "*", Component: NotFoundPage },
    ],
  },
]);
