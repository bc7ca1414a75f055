import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { AssistantMount } from "@/client/components/assistant/assistant-mount";
import { AuthDialogProvider } from "@/client/components/auth/auth-dialog";
import { useToasterNeeded } from "@/client/components/ui/toast";
import { LanguageList } from "@/client/i18n/language-menu";

// Radix's toast view loads with the first toast, not with every page.
const Toaster = lazy(async () => ({ default: (await import("../ui/toaster")).Toaster }));
// The cookie banner shows 2 s after load at the earliest, so it is its own chunk, off the first paint.
const CookieBanner = lazy(async () => ({
  default: (await import("../cookie-consent/cookie-banner")).CookieBanner,
}));

/**
 * Root of every page, with the auth modal available. Waiting for the current user is up to
 * each route (router.tsx): public pages render at once, so prerendered HTML is never blanked.
 */
export function AppShell() {
  const toasterNeeded = useToasterNeeded();
  return (
    <AuthDialogProvider>
      <Outlet />
      <LanguageList />
      <AssistantMount />
      <Suspense fallback={null}>
        <CookieBanner />
      </Suspense>
      {toasterNeeded && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </AuthDialogProvider>
  );
}
