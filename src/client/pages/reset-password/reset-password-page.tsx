import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { authClient, authErrorMessage } from "@/client/api/auth";
import { networkError, pleaseWait } from "@/client/components/auth/auth-words";
import {
  PasswordHints,
  passwordsValid,
  usePasswordTouched,
} from "@/client/components/auth/password-hints";
import { Button, buttonClass } from "@/client/components/ui/button";
import { PasswordInput } from "@/client/components/ui/password-input";
import { useT } from "@/client/i18n/use-t";
import { authMessages } from "@/shared/i18n/compiled/auth";
import { backToHome } from "../confirm/unlock-sign-in";

export const messageAreas = [authMessages];

/** The password-reset e-mail links here with `?token=`. */
export function ResetPasswordPage() {
  const { t, path } = useT();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [password, setPassword] = useState("");
  const passwordField = usePasswordTouched();
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || !passwordsValid(password, confirmation)) return;
    setSubmitting(true);
    setError(null);
    const result = await authClient
      .resetPassword({ newPassword: password, token })
      .catch(() => null);
    setSubmitting(false);
    if (!result) return setError(t(networkError));
    if (result.error) return setError(authErrorMessage(result.error));
    setDone(true);
  };

  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8">
        <h1 className="text-2xl font-bold">
          {t({ id: "auth.newPassword.title", defaultMessage: "Choose a new password" })}
        </h1>
        {!token ? (
          <div role="alert" className="mt-4 space-y-4">
            <p>
              {t({
                id: "auth.newPassword.incomplete",
                defaultMessage:
                  "This reset link is incomplete. Ask for a new one from the sign-in window.",
              })}
            </p>
            <Link to={path("/")} className={buttonClass()}>
              {t(backToHome)}
            </Link>
          </div>
        ) : done ? (
          <div role="status" className="mt-4 space-y-4">
            <p>
              {t({
                id: "auth.newPassword.done",
                defaultMessage: "Your password has been changed. You can now sign in with it.",
              })}
            </p>
            <Link to={path("/")} className={buttonClass()}>
              {t(backToHome)}
            </Link>
          </div>
        ) : (
          <form onSubmit={submit} className="mt-4 space-y-4">
            <label className="block space-y-1 text-sm font-medium" htmlFor="new-password">
              {t({ id: "auth.newPassword.field", defaultMessage: "New password" })}
            </label>
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              value={password}
              onBlur={passwordField.onBlur}
              onChange={(event) => setPassword(event.target.value)}
            />
            <label className="block space-y-1 text-sm font-medium" htmlFor="new-password-confirm">
              {t({ id: "auth.newPassword.confirm", defaultMessage: "Confirm new password" })}
            </label>
            <PasswordInput
              id="new-password-confirm"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
            <PasswordHints
              password={password}
              confirmation={confirmation}
              touched={passwordField.touched}
            />
            {error && (
              <p
                role="alert"
                className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
              >
                {error}
              </p>
            )}
            <Button
              type="submit"
              className="w-full"
              disabled={submitting || !passwordsValid(password, confirmation)}
            >
              {submitting
                ? t(pleaseWait)
                : t({ id: "auth.newPassword.save", defaultMessage: "Save new password" })}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
