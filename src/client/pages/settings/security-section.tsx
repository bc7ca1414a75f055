import { useQueryClient } from "@tanstack/react-query";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsList } from "./sessions-list";
import { SettingsCard } from "./settings-parts";
import { TwoFactorCard } from "./two-factor-card";

export function SecuritySection() {
  const queryClient = useQueryClient();
  return (
    <>
      <SettingsCard
        title="Change password"
        description="Enter your current password, then the new one twice."
      >
        <ChangePasswordForm
          onChanged={() =>
            void queryClient.invalidateQueries({ queryKey: ["account", "sessions"] })
          }
        />
      </SettingsCard>
      <SettingsCard
        title="Two-factor sign-in"
        description="A code from an authenticator app on your phone, asked after your password: a stolen password alone no longer signs in."
      >
        <TwoFactorCard />
      </SettingsCard>
      <SettingsCard
        title="Active sessions"
        description="The browsers and devices signed in to your account."
      >
        <SessionsList />
      </SettingsCard>
    </>
  );
}
