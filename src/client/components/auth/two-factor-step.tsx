import { type FormEvent, useEffect, useRef, useState } from "react";
import { authClient, authErrorMessage } from "@/client/api/auth";
import { Button } from "@/client/components/ui/button";
import { DialogContent } from "@/client/components/ui/dialog";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { defineMessage } from "@/shared/i18n/runtime";
import { networkError, pleaseWait } from "./auth-words";
import { CodeInput } from "./code-input";

type Method = "app" | "backup";

/** A backup code as issued (lower case, xxxxx-xxxxx), however it was typed or pasted. */
const backupCode = (typed: string) => {
  const characters = typed.toLowerCase().replace(/[^a-z0-9]/g, "");
  return characters.length === 10
    ? `${characters.slice(0, 5)}-${characters.slice(5)}`
    : typed.trim();
};

const descriptions = {
  app: defineMessage({
    id: "auth.twoFactor.appText",
    defaultMessage:
      "Open the authenticator app on your phone and enter the 6-digit code it shows for Bismo.",
  }),
  backup: defineMessage({
    id: "auth.twoFactor.backupText",
    defaultMessage:
      "Enter one of the backup codes you saved when you turned on two-factor sign-in. Each code works once.",
  }),
} satisfies Record<Method, unknown>;

/**
 * The second step of signing in to an account with two-factor sign-in: the password was right,
 * and better-auth holds the session until a code from the authenticator app (or a backup code)
 * arrives. Until then this browser is signed in to nothing: leaving here without a code leaves
 * it signed out.
 */
export function TwoFactorStep({
  onSignedIn,
  onBack,
}: {
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const { t } = useT();
  const { refresh } = useCurrentUser();
  const [method, setMethod] = useState<Method>("app");
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  const signedIn = useRef(false);

  // The password step ended the session this browser had (a guest's, or another account's).
  useEffect(
    () => () => {
      if (!signedIn.current) void refresh();
    },
    [refresh],
  );

  const switchMethod = () => {
    setMethod(method === "app" ? "backup" : "app");
    setCode("");
    setError(null);
  };

  const complete = code.trim().length > 0 && (method === "backup" || code.length === 6);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const { error: failure } =
        method === "app"
          ? await authClient.twoFactor.verifyTotp({ code, trustDevice })
          : await authClient.twoFactor.verifyBackupCode({ code: backupCode(code), trustDevice });
      if (failure) {
        setError(authErrorMessage(failure));
        setCode("");
        codeField.current?.focus();
        return;
      }
      signedIn.current = true;
      await refresh();
      onSignedIn();
    } catch {
      setError(t(networkError));
    } finally {
      setSubmitting(false);
    }
  };

  const errorProps = {
    "aria-invalid": Boolean(error),
    "aria-describedby": error ? "two-factor-error" : undefined,
  };
  return (
    <DialogContent
      title={t({ id: "auth.twoFactor.title", defaultMessage: "Two-factor sign-in" })}
      description={t(descriptions[method])}
    >
      <form onSubmit={submit} className="space-y-4">
        {method === "app" ? (
          <Field
            label={t({ id: "auth.twoFactor.code", defaultMessage: "6-digit code" })}
            htmlFor="two-factor-code"
          >
            <CodeInput
              key="app"
              ref={codeField}
              id="two-factor-code"
              required
              autoFocus
              value={code}
              onValueChange={setCode}
              {...errorProps}
            />
          </Field>
        ) : (
          <Field
            label={t({ id: "auth.twoFactor.backupCode", defaultMessage: "Backup code" })}
            htmlFor="two-factor-backup-code"
          >
            <Input
              key="backup"
              ref={codeField}
              id="two-factor-backup-code"
              required
              autoFocus
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={32}
              placeholder="xxxxx-xxxxx"
              className="font-mono"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              {...errorProps}
            />
          </Field>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={trustDevice}
            onChange={(event) => setTrustDevice(event.target.checked)}
            className="h-4 w-4 accent-primary"
          />
          {t(
            {
              id: "auth.twoFactor.trust",
              defaultMessage: "Trust this device for {days, plural, one {# day} other {# days}}",
            },
            { days: 30 },
          )}
        </label>
        {error && (
          <p
            id="two-factor-error"
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={!complete || submitting}>
          {submitting
            ? t(pleaseWait)
            : t({ id: "auth.twoFactor.verify", defaultMessage: "Verify" })}
        </Button>
      </form>
      <div className="mt-4 flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          className="text-primary underline-offset-2 hover:underline"
          onClick={switchMethod}
        >
          {method === "app"
            ? t({ id: "auth.twoFactor.useBackup", defaultMessage: "Use a backup code instead" })
            : t({
                id: "auth.twoFactor.useApp",
                defaultMessage: "Use your authenticator app instead",
              })}
        </button>
        <button
          type="button"
          className="text-muted-fg underline-offset-2 hover:underline"
          onClick={onBack}
        >
          {t({ id: "auth.twoFactor.back", defaultMessage: "Back to sign in" })}
        </button>
      </div>
    </DialogContent>
  );
}
