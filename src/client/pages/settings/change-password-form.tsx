import { type FormEvent, useState } from "react";
import { authClient, authErrorMessage } from "@/client/api/auth";
import { networkError } from "@/client/components/auth/auth-words";
import {
  PasswordHints,
  passwordsValid,
  usePasswordTouched,
} from "@/client/components/auth/password-hints";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { PasswordInput } from "@/client/components/ui/password-input";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";

/** better-auth's change-password: the current password, then the new one twice (sign-up's hints). */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useT();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const passwordField = usePasswordTouched();
  const [confirmation, setConfirmation] = useState("");
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const canSubmit = !saving && current.length > 0 && passwordsValid(password, confirmation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSaving(true);
    setError(null);
    try {
      const { error: failure } = await authClient.changePassword({
        currentPassword: current,
        newPassword: password,
        revokeOtherSessions: signOutOthers,
      });
      if (failure) return setError(authErrorMessage(failure));
      setCurrent("");
      setPassword("");
      passwordField.reset();
      setConfirmation("");
      toast({
        title: t({ id: "settings.password.changed", defaultMessage: "Password changed" }),
        description: signOutOthers
          ? t({
              id: "settings.password.changedOthers",
              defaultMessage: "Use it from now on. Your other devices have been signed out.",
            })
          : t({ id: "settings.password.changedText", defaultMessage: "Use it from now on." }),
      });
      onChanged();
    } catch {
      setError(t(networkError));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="max-w-md space-y-4">
      <Field
        htmlFor="current-password"
        label={t({ id: "settings.password.current", defaultMessage: "Current password" })}
      >
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </Field>
      <Field
        htmlFor="new-password"
        label={t({ id: "settings.password.new", defaultMessage: "New password" })}
      >
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          required
          value={password}
          onBlur={passwordField.onBlur}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Field
        htmlFor="confirm-password"
        label={t({ id: "settings.password.confirmNew", defaultMessage: "Confirm new password" })}
      >
        <PasswordInput
          id="confirm-password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </Field>
      <PasswordHints
        password={password}
        confirmation={confirmation}
        touched={passwordField.touched}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={signOutOthers}
          onChange={(event) => setSignOutOthers(event.target.checked)}
          className="h-4 w-4 accent-primary"
        />
        {t({
          id: "settings.password.signOutOthers",
          defaultMessage: "Sign out of my other devices",
        })}
      </label>
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {error}
        </p>
      )}
      <Button type="submit" disabled={!canSubmit}>
        {saving
          ? t({ id: "settings.password.changing", defaultMessage: "Changing..." })
          : t({ id: "settings.password.title", defaultMessage: "Change password" })}
      </Button>
    </form>
  );
}
