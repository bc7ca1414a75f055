import { ArrowLeft } from "lucide-react";
import { type ComponentType, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { SectionedPage } from "@/client/components/layout/sectioned-page";
import { useToastsBelow } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { appMessages } from "@/shared/i18n/compiled/app";
import { pricingMessages } from "@/shared/i18n/compiled/pricing";
import { settingsMessages } from "@/shared/i18n/compiled/settings";
import { AccountRequired } from "./account-required";
import { AccountSection } from "./account-section";
import { BillingSection } from "./billing-section";
import { NotificationsSection } from "./notifications-section";
import { PreferencesSection } from "./preferences-section";
import { PrivacySection } from "./privacy-section";
import { ProfileSection } from "./profile-section";
import { SecuritySection } from "./security-section";
import { type SectionId, sectionFor, settingsSections } from "./settings-sections";
import { asGuest, notSignedIn } from "./settings-words";

// Billing shows the plan cards (pricing).
export const messageAreas = [settingsMessages, appMessages, pricingMessages];

const sectionViews: Record<SectionId, ComponentType> = {
  profile: ProfileSection,
  account: AccountSection,
  privacy: PrivacySection,
  billing: BillingSection,
  notifications: NotificationsSection,
  security: SecuritySection,
  preferences: PreferencesSection,
};

/** Settings: one section at a time, named in the URL (`?section=security`). */
export function SettingsPage() {
  const { t } = useT();
  const { user, isAuthenticated, isGuest } = useCurrentUser();
  const [params] = useSearchParams();
  const section = sectionFor(params.get("section"));
  const View = sectionViews[section.id];
  // Toasts (saved, signed out...) show under the back link, over the title, not over a control.
  const back = useRef<HTMLAnchorElement>(null);
  useToastsBelow(back);
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link
        ref={back}
        to="/ai-workbench"
        className="inline-flex items-center gap-1 rounded text-sm text-muted-fg hover:text-fg"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />{" "}
        {t({ id: "settings.back", defaultMessage: "Back to Workbench" })}
      </Link>
      <h1 className="mt-6 text-3xl font-bold hyphens-auto">
        {t({ id: "app.account.settings", defaultMessage: "Profile Settings" })}
      </h1>
      <p className="mt-1 break-words text-muted-fg">
        {isAuthenticated && user
          ? t(
              { id: "settings.signedInAs", defaultMessage: "Signed in as {email}" },
              {
                email: user.email,
              },
            )
          : isGuest
            ? t(asGuest)
            : t(notSignedIn)}
      </p>
      <SectionedPage
        name={t({ id: "settings.name", defaultMessage: "Settings" })}
        idPrefix="settings"
        sections={settingsSections}
        active={section}
      >
        {section.accountOnly && !isAuthenticated ? (
          <AccountRequired isGuest={isGuest} />
        ) : (
          <View key={section.id} />
        )}
      </SectionedPage>
    </main>
  );
}
