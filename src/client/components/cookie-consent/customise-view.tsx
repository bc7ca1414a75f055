import { Cookie } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { consentMessages } from "@/shared/i18n/compiled/consent";
import type { CookieConsent } from "@/shared/preferences";
import { ConsentChoices } from "./consent-choices";

export const messageAreas = [consentMessages];

/** The banner's second view: every category as a switch, and the choice saved as set. */
export function CustomiseView({
  draft,
  onChange,
  focusHeading,
  policy,
  buttons,
  onSave,
  onNecessary,
  onAll,
}: {
  draft: CookieConsent;
  onChange: (next: CookieConsent) => void;
  focusHeading: boolean;
  policy: ReactNode;
  buttons: { necessary: string; all: string };
  onSave: () => void;
  onNecessary: () => void;
  onAll: () => void;
}) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-2xl p-5">
      <h2
        id="cookie-banner-title"
        ref={(heading) => {
          if (focusHeading) heading?.focus();
        }}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold"
      >
        <Cookie className="h-5 w-5 text-primary" aria-hidden />
        {t({ id: "consent.title", defaultMessage: "Customise cookie preferences" })}
      </h2>
      <p className="mt-2 text-sm text-muted-fg">
        {t({
          id: "consent.text",
          defaultMessage:
            "Necessary cookies keep you signed in. With your permission we also use cookies for analytics, marketing and personalisation. Change your choice any time under Privacy Settings in the footer.",
        })}{" "}
        {policy}
      </p>
      <ConsentChoices draft={draft} onChange={onChange} />
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="ghost" className="order-last col-span-2 sm:order-none" onClick={onSave}>
          {t({ id: "consent.save", defaultMessage: "Save Preferences" })}
        </Button>
        <Button variant="outline" onClick={onNecessary}>
          {buttons.necessary}
        </Button>
        <Button onClick={onAll}>{buttons.all}</Button>
      </div>
    </div>
  );
}
