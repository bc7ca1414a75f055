import { Cookie } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useCurrentUser } from "@/client/lib/current-user";
import type { CookieConsent } from "@/shared/preferences";
import { saveConsentToAccount, syncConsentWithAccount } from "./account-consent";
import { ConsentChoices } from "./consent-choices";
import { readStoredConsent, reopenCount, storeConsent, subscribeToReopen } from "./consent-store";

/** Spec section 9: the banner appears 2 s after load when no consent is stored. */
export const bannerDelayMs = 2000;

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
  const { user, isAuthenticated } = useCurrentUser();
  const [view, setView] = useState<View>("hidden");
  const [draft, setDraft] = useState<CookieConsent>(necessaryOnly);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOnOpen = useRef(false);

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
      focusOnOpen.current = true;
      setView("customise");
    };
    if (reopenCount() > 0) reopen();
    return subscribeToReopen(reopen);
  }, []);

  const accountId = isAuthenticated ? user?.id : undefined;
  useEffect(() => {
    if (!accountId) return;
    let cancelled = false;
    syncConsentWithAccount()
      .then((stored) => {
        if (!cancelled && stored) setView((current) => (current === "simple" ? "hidden" : current));
      })
      // Offline or a server hiccup: the banner keeps working from local storage alone.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [accountId]);

  useEffect(() => {
    if (view !== "hidden" && focusOnOpen.current) {
      focusOnOpen.current = false;
      heading.current?.focus();
    }
  }, [view]);

  const decide = (consent: CookieConsent) => {
    storeConsent(consent, new Date().toISOString());
    setView("hidden");
    if (!accountId) return;
    saveConsentToAccount(consent).catch(() =>
      toast({
        title: "Choice saved in this browser only",
        description:
          "We could not save it to your account right now; we will try again on your next visit.",
        variant: "destructive",
      }),
    );
  };

  if (view === "hidden") return null;
  const policy = (
    <Link to="/privacy#cookies" className="underline underline-offset-4 hover:text-fg">
      Privacy policy
    </Link>
  );
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
            <h2
              id="cookie-banner-title"
              ref={heading}
              tabIndex={-1}
              className="inline font-semibold text-fg"
            >
              <Cookie className="mr-1.5 inline h-4 w-4 align-[-3px] text-primary" aria-hidden />
              We value your privacy.
            </h2>{" "}
            Necessary cookies keep you signed in; others only with your consent. {policy}
            <span aria-hidden> · </span>
            <button
              type="button"
              onClick={() => setView("customise")}
              className="font-medium text-fg underline underline-offset-4"
            >
              Customise
            </button>
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
            <Button variant="outline" size="sm" onClick={() => decide(necessaryOnly)}>
              Necessary Only
            </Button>
            <Button size="sm" onClick={() => decide(allowAll)}>
              Accept All
            </Button>
          </div>
        </div>
      ) : (
        <div className="mx-auto max-w-2xl p-5">
          <h2
            id="cookie-banner-title"
            ref={heading}
            tabIndex={-1}
            className="flex items-center gap-2 text-lg font-semibold"
          >
            <Cookie className="h-5 w-5 text-primary" aria-hidden />
            Customise cookie preferences
          </h2>
          <p className="mt-2 text-sm text-muted-fg">
            Necessary cookies keep you signed in. With your permission we also use cookies for
            analytics, marketing and personalisation. Change your choice any time under Privacy
            Settings in the footer. {policy}
          </p>
          <ConsentChoices draft={draft} onChange={setDraft} />
          <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
            <Button
              variant="ghost"
              className="order-last col-span-2 sm:order-none"
              onClick={() => decide(draft)}
            >
              Save Preferences
            </Button>
            <Button variant="outline" onClick={() => decide(necessaryOnly)}>
              Necessary Only
            </Button>
            <Button onClick={() => decide(allowAll)}>Accept All</Button>
          </div>
        </div>
      )}
    </section>
  );
}
