import { Cookie } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAccountPreferences } from "@/client/api/preferences-hooks";
import { openCookieSettings } from "@/client/components/cookie-consent/consent-store";
import { ConsentSwitch } from "@/client/components/cookie-consent/consent-switch";
import { Button } from "@/client/components/ui/button";
import { LoadError, Loading, Note } from "@/client/components/ui/section-states";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { company, mailto } from "@/shared/company";
import { AccountRequired } from "./account-required";
import { SettingsCard } from "./settings-parts";
import { useSaveSwitch } from "./use-settings-preferences";

const linkClass = "font-medium text-primary underline underline-offset-4";

function ConsentChoices() {
  const { t } = useT();
  const preferences = useAccountPreferences();
  const save = useSaveSwitch();
  if (preferences.isPending)
    return (
      <Loading
        label={t({ id: "settings.privacy.loading", defaultMessage: "Loading your choices..." })}
      />
    );
  if (preferences.isError)
    return (
      <LoadError message={preferences.error.message} onRetry={() => void preferences.refetch()} />
    );
  const choices = preferences.data;
  return (
    <div className="grid gap-2">
      <ConsentSwitch
        id="consent-ai-training"
        label={t({ id: "settings.privacy.training", defaultMessage: "AI model training" })}
        description={t({
          id: "settings.privacy.trainingText",
          defaultMessage:
            "Allow your content to be used to train AI models. Bismo trains no models itself, and the AI providers it uses do not train on your content under their API terms: this records your choice for the operator of this server.",
        })}
        checked={choices.consentAiTraining}
        onChange={(checked) => save({ consentAiTraining: checked })}
      />
      <ConsentSwitch
        id="consent-personalization"
        label={t({ id: "settings.privacy.personalization", defaultMessage: "Personalization" })}
        description={t({
          id: "settings.privacy.personalizationText",
          defaultMessage:
            "Allow Bismo to tailor what it shows you. Today that is the favourite and recent tools in your workbench; this records your consent for the operator.",
        })}
        checked={choices.consentPersonalization}
        onChange={(checked) => save({ consentPersonalization: checked })}
      />
      <ConsentSwitch
        id="consent-analytics"
        label={t({ id: "settings.privacy.analytics", defaultMessage: "Usage analytics" })}
        description={t({
          id: "settings.privacy.analyticsText",
          defaultMessage:
            "Allow anonymous usage statistics. Bismo has no analytics built in: this records your choice for the operator, should they add any.",
        })}
        checked={choices.consentAnalytics}
        onChange={(checked) => save({ consentAnalytics: checked })}
      />
      <Note>{t({ id: "settings.savedOnAccount", defaultMessage: "Saved on your account." })}</Note>
    </div>
  );
}

export function PrivacySection() {
  const { t, rich, path } = useT();
  const { isAuthenticated, isGuest } = useCurrentUser();
  const link = (to: string) => (children: ReactNode) => (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
  return (
    <>
      {isAuthenticated ? (
        <SettingsCard
          title={t({ id: "settings.privacy.consent", defaultMessage: "Your consent" })}
          description={t({
            id: "settings.privacy.consentText",
            defaultMessage: "Each choice applies to your account on every device.",
          })}
        >
          <ConsentChoices />
        </SettingsCard>
      ) : (
        <AccountRequired isGuest={isGuest} />
      )}
      <SettingsCard
        title={t({ id: "settings.privacy.cookies", defaultMessage: "Cookies" })}
        description={t({
          id: "settings.privacy.cookiesText",
          defaultMessage:
            "Which optional cookies this browser may use. Your choice is kept in this browser, and on your account when you are signed in.",
        })}
      >
        <Button variant="outline" onClick={openCookieSettings}>
          <Cookie className="h-4 w-4" aria-hidden />
          {t({ id: "settings.privacy.openCookies", defaultMessage: "Open cookie settings" })}
        </Button>
      </SettingsCard>
      <SettingsCard title={t({ id: "settings.privacy.rights", defaultMessage: "Your rights" })}>
        <ul className="list-disc space-y-2 ps-5 text-sm">
          <li>
            {rich(
              {
                id: "settings.privacy.policy",
                defaultMessage:
                  "Read how Bismo handles your data in the <policy>privacy policy</policy>, and what you may ask for under <rights>your GDPR rights</rights>.",
              },
              { policy: link(path("/privacy")), rights: link(path("/privacy#rights")) },
            )}
          </li>
          {isAuthenticated && (
            <li>
              {rich(
                {
                  id: "settings.privacy.copy",
                  defaultMessage:
                    "Get a copy of your data or delete your account under <account>Account</account>.",
                },
                { account: link("?section=account") },
              )}
            </li>
          )}
          <li>
            {rich(
              {
                id: "settings.privacy.dpo",
                defaultMessage:
                  "Questions go to our data protection officer at <mail>{email}</mail>.",
              },
              {
                email: company.dataProtectionOfficer.email,
                mail: (children) => (
                  <a href={mailto(company.dataProtectionOfficer.email)} className={linkClass}>
                    {children}
                  </a>
                ),
              },
            )}
          </li>
        </ul>
      </SettingsCard>
    </>
  );
}
