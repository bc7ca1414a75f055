import { Cookie } from "lucide-react";
import { Link } from "react-router";
import { useAccountPreferences } from "@/client/api/preferences-hooks";
import { openCookieSettings } from "@/client/components/cookie-consent/consent-store";
import { ConsentSwitch } from "@/client/components/cookie-consent/consent-switch";
import { Button } from "@/client/components/ui/button";
import { LoadError, Loading, Note } from "@/client/components/ui/section-states";
import { useCurrentUser } from "@/client/lib/current-user";
import { company, mailto } from "@/shared/company";
import { AccountRequired } from "./account-required";
import { SettingsCard } from "./settings-parts";
import { useSaveSwitch } from "./use-settings-preferences";

const linkClass = "font-medium text-primary underline underline-offset-4";

function ConsentChoices() {
  const preferences = useAccountPreferences();
  const save = useSaveSwitch();
  if (preferences.isPending) return <Loading label="Loading your choices..." />;
  if (preferences.isError)
    return (
      <LoadError message={preferences.error.message} onRetry={() => void preferences.refetch()} />
    );
  const choices = preferences.data;
  return (
    <div className="grid gap-2">
      <ConsentSwitch
        id="consent-ai-training"
        label="AI model training"
        description="Allow your content to be used to train AI models. Bismo trains no models itself, and the AI providers it uses do not train on your content under their API terms: this records your choice for the operator of this server."
        checked={choices.consentAiTraining}
        onChange={(checked) => save({ consentAiTraining: checked })}
      />
      <ConsentSwitch
        id="consent-personalization"
        label="Personalization"
        description="Allow Bismo to tailor what it shows you. Today that is the favourite and recent tools in your workbench; this records your consent for the operator."
        checked={choices.consentPersonalization}
        onChange={(checked) => save({ consentPersonalization: checked })}
      />
      <ConsentSwitch
        id="consent-analytics"
        label="Usage analytics"
        description="Allow anonymous usage statistics. Bismo has no analytics built in: this records your choice for the operator, should they add any."
        checked={choices.consentAnalytics}
        onChange={(checked) => save({ consentAnalytics: checked })}
      />
      <Note>Saved on your account.</Note>
    </div>
  );
}

export function PrivacySection() {
  const { isAuthenticated, isGuest } = useCurrentUser();
  return (
    <>
      {isAuthenticated ? (
        <SettingsCard
          title="Your consent"
          description="Each choice applies to your account on every device."
        >
          <ConsentChoices />
        </SettingsCard>
      ) : (
        <AccountRequired isGuest={isGuest} />
      )}
      <SettingsCard
        title="Cookies"
        description="Which optional cookies this browser may use. Your choice is kept in this browser, and on your account when you are signed in."
      >
        <Button variant="outline" onClick={openCookieSettings}>
          <Cookie className="h-4 w-4" aria-hidden />
          Open cookie settings
        </Button>
      </SettingsCard>
      <SettingsCard title="Your rights">
        <ul className="list-disc space-y-2 pl-5 text-sm">
          <li>
            Read how Bismo handles your data in the{" "}
            <Link to="/privacy" className={linkClass}>
              privacy policy
            </Link>
            , and what you may ask for under{" "}
            <Link to="/privacy#rights" className={linkClass}>
              your GDPR rights
            </Link>
            .
          </li>
          {isAuthenticated && (
            <li>
              Get a copy of your data or delete your account under{" "}
              <Link to="?section=account" className={linkClass}>
                Account
              </Link>
              .
            </li>
          )}
          <li>
            Questions go to our data protection officer at{" "}
            <a href={mailto(company.dataProtectionOfficer.email)} className={linkClass}>
              {company.dataProtectionOfficer.email}
            </a>
            .
          </li>
        </ul>
      </SettingsCard>
    </>
  );
}
