import { ArrowLeft } from "lucide-react";
import { type ComponentType, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { SectionedPage } from "@/client/components/layout/sectioned-page";
import { useToastsBelow } from "@/client/components/ui/toast";
import { useCurrentUser } from "@/client/lib/current-user";
import { AccountRequired } from "./account-required";
import { AccountSection } from "./account-section";
import { BillingSection } from "./billing-section";
import { NotificationsSection } from "./notifications-section";
import { PreferencesSection } from "./preferences-section";
import { PrivacySection } from "./privacy-section";
import { ProfileSection } from "./profile-section";
import { SecuritySection } from "./security-section";
import { type SectionId, sectionFor, settingsSections } from "./settings-sections";

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
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Workbench
      </Link>
      <h1 className="mt-6 text-3xl font-bold">Profile Settings</h1>
      <p className="mt-1 text-muted-fg">
        {isAuthenticated && user
          ? `Signed in as ${user.email}`
          : isGuest
            ? "You are using Bismo as a guest."
            : "You are not signed in."}
      </p>
      <SectionedPage name="Settings" sections={settingsSections} active={section}>
        {section.accountOnly && !isAuthenticated ? (
          <AccountRequired isGuest={isGuest} />
        ) : (
          <View key={section.id} />
        )}
      </SectionedPage>
    </main>
  );
}
