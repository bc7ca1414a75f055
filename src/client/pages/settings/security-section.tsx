import { useQueryClient } from "@tanstack/react-query";
import { useT } from "@/client/i18n/use-t";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsList } from "./sessions-list";
import { SettingsCard } from "./settings-parts";
import { TwoFactorCard } from "./two-factor-card";

export function SecuritySection() {
  const { t } = useT();
  const queryClient = useQueryClient();
  return (
    <>
      <SettingsCard
        title={t({ id: "settings.password.title", defaultMessage: "Change password" })}
        description={t({
          id: "settings.password.text",
          defaultMessage: "Enter your current password, then the new one twice.",
        })}
      >
        <ChangePasswordForm
          onChanged={() =>
            void queryClient.invalidateQueries({ queryKey: ["account", "sessions"] })
          }
        />
      </SettingsCard>
      <SettingsCard
        title={t({ id: "settings.twoFactor.title", defaultMessage: "Two-factor sign-in" })}
        description={t({
          id: "settings.twoFactor.text",
          defaultMessage:
            "A code from an authenticator app on your phone, asked after your password: a stolen password alone no longer signs in.",
        })}
      >
        <TwoFactorCard />
      </SettingsCard>
      <SettingsCard
        title={t({ id: "settings.sessions.title", defaultMessage: "Active sessions" })}
        description={t({
          id: "settings.sessions.text",
          defaultMessage: "The browsers and devices signed in to your account.",
        })}
      >
        <SessionsList />
      </SettingsCard>
    </>
  );
}
