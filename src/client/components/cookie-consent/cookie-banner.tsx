import { Cookie } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { withMessages } from "@/client/i18n/with-messages";
import { useCurrentUser } from "@/client/lib/current-user";
import type { CookieConsent } from "@/shared/preferences";
import { readStoredConsent, reopenCount, storeConsent, subscribeToReopen } from "./consent-store";

/** Spec section 9: the banner appears 2 s after load when no consent is stored. */
export const bannerDelayMs = 2000;

// The customise view (its switches and their texts) loads when asked for, not with every page.
const CustomiseView = lazy(async () => ({
  default: (await withMessages(import("./customise-view"))).CustomiseView,
}));
// Only an account's consent lives on the server as well.
const accountConsent = () => import("./account-consent");

type View = "hidden" | "simple" | "customise";
const allowAll: CookieConsent = {
  necessary: true,
  analytics: true,
  marketing: true,
  personalization: true,
};
const necessaryOnly: CookieConsent = {
  necessary: true,
  analytics: false,
  marketing: false,
  personalization: false,
};

export function CookieBanner() {
  const { t, path } = useT();
  const { user, isAuthenticated } = useCurrentUser();
  const [view, setView] = useState<View>("hidden");
  const [draft, setDraft] = useState<CookieConsent>(necessaryOnly);
  // Asked for by the footer's Privacy Settings: the heading takes focus once shown.
  const [focusHeading, setFocusHeading] = useState(false);

  useEffect(() => {
    let timer = 0;
    const arm = () => {
      timer = window.setTimeout(() => {
        if (!readStoredConsent()) setView((current) => (current === "hidden" ? "simple" : current));
      }, bannerDelayMs);
    };
    if (document.readyState === "complete") arm();
    else window.addEventListener("load", arm, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", arm);
    };
  }, []);

  useEffect(() => {
    const reopen = () => {
      setDraft(readStoredConsent()?.consent ?? necessaryOnly);
      setFocusHeading(true);
      setView("customise");
    };
    if (reopenCount() > 0) reopen();
    return subscribeToReopen(reopen);
  }, []);

  const accountId = isAuthenticated ? user?.id : undefined;
  useEffect(() => {
    if (!accountId) return;
    let cancelled = false;
    accountConsent()
      .then((module) => module.syncConsentWithAccount())
      .then((stored) => {
        if (!cancelled && stored) setView((current) => (current === "simple" ? "hidden" : current));
      })
      // Offline or a server hiccup: the banner keeps working from local storage alone.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [accountId]);

  const decide = (consent: CookieConsent) => {
    storeConsent(consent, new Date().toISOString());
    setView("hidden");
    setFocusHeading(false);
    if (!accountId) return;
    accountConsent()
      .then((module) => module.saveConsentToAccount(consent))
      .catch(() =>
        toast({
          title: t({
            id: "common.cookies.savedLocally",
            defaultMessage: "Choice saved in this browser only",
          }),
          description: t({
            id: "common.cookies.savedLocallyText",
            defaultMessage:
              "We could not save it to your account right now; we will try again on your next visit.",
          }),
          variant: "destructive",
        }),
      );
  };

  if (view === "hidden") return null;
  const policy = (
    <Link to={path("/privacy#cookies")} className="underline underline-offset-4 hover:text-fg">
      {t({ id: "common.cookies.policy", defaultMessage: "Privacy policy" })}
    </Link>
  );
  const buttons = {
    necessary: t({ id: "common.cookies.necessaryOnly", defaultMessage: "Necessary Only" }),
    all: t({ id: "common.cookies.acceptAll", defaultMessage: "Accept All" }),
  };
  // z-40 and mounted after the floating assistant, so it sits above it; a modal (portalled
  // after the app, overlay z-40) still covers it, so it never hides the auth form. The simple
  // view is one line and its buttons on a wide screen, a bottom sheet of a few lines on a phone.
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-banner-title"
      data-view={view}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85dvh] overflow-y-auto border-t border-border bg-card text-fg shadow-2xl"
    >
      {view === "simple" ? (
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6">
          <div className="min-w-0 flex-1 text-sm text-muted-fg">
            <h2 id="cookie-banner-title" tabIndex={-1} className="inline font-semibold text-fg">
              <Cookie className="me-1.5 inline h-4 w-4 align-[-3px] text-primary" aria-hidden />
              {t({ id: "common.cookies.title", defaultMessage: "We value your privacy." })}
            </h2>{" "}
            {t({
              id: "common.cookies.text",
              defaultMessage:
                "Necessary cookies keep you signed in; others only with your consent.",
            })}{" "}
            {policy}
            <span aria-hidden> · </span>
            <button
              type="button"
              onClick={() => setView("customise")}
              className="font-medium text-fg underline underline-offset-4"
            >
              {t({ id: "common.cookies.customise", defaultMessage: "Customise" })}
            </button>
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
            <Button variant="outline" size="sm" onClick={() => decide(necessaryOnly)}>
              {buttons.necessary}
            </Button>
            <Button size="sm" onClick={() => decide(allowAll)}>
              {buttons.all}
            </Button>
          </div>
        </div>
      ) : (
        <Suspense
          fallback={
            // While the view's code loads, the dialog keeps a name (its heading) and the policy.
            <div className="mx-auto max-w-2xl p-5 text-sm text-muted-fg">
              <h2 id="cookie-banner-title" className="text-lg font-semibold text-fg">
                {t({ id: "common.cookies.title", defaultMessage: "We value your privacy." })}
              </h2>
              <p className="mt-2">{policy}</p>
            </div>
          }
        >
          <CustomiseView
            draft={draft}
            onChange={setDraft}
            focusHeading={focusHeading}
            policy={policy}
            buttons={buttons}
            onSave={() => decide(draft)}
            onNecessary={() => decide(necessaryOnly)}
            onAll={() => decide(allowAll)}
          />
        </Suspense>
      )}
    </section>
  );
}
