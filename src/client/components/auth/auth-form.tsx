import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { authClient, authErrorMessage } from "@/client/api/auth";
import { Button } from "@/client/components/ui/button";
import { DialogContent } from "@/client/components/ui/dialog";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { PasswordInput } from "@/client/components/ui/password-input";
import { rememberLocale } from "@/client/i18n/locale-store";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { accountNameRules } from "@/shared/auth";
import { defineMessage } from "@/shared/i18n/runtime";
import { networkError, pleaseWait } from "./auth-words";
import { PasswordHints, passwordsValid, usePasswordTouched } from "./password-hints";
import { TwoFactorStep } from "./two-factor-step";

export type AuthMode = "sign-in" | "sign-up" | "reset";

const titles = {
  "sign-in": defineMessage({ id: "auth.signIn.title", defaultMessage: "Welcome back" }),
  "sign-up": defineMessage({ id: "auth.signUp.title", defaultMessage: "Create your account" }),
  reset: defineMessage({ id: "auth.reset.title", defaultMessage: "Reset your password" }),
} satisfies Record<AuthMode, unknown>;
const descriptions = {
  "sign-in": defineMessage({
    id: "auth.signIn.text",
    defaultMessage: "Sign in to continue creating with Bismo.",
  }),
  "sign-up": defineMessage({
    id: "auth.signUp.text",
    defaultMessage: "Sign up to save your chats and creations.",
  }),
  reset: defineMessage({
    id: "auth.reset.text",
    defaultMessage: "We will e-mail you a link to choose a new password.",
  }),
} satisfies Record<AuthMode, unknown>;

export function AuthForm({
  initialMode,
  onSignedIn,
}: {
  initialMode: AuthMode;
  onSignedIn: () => void;
}) {
  const { t, rich, locale } = useT();
  const { refresh } = useCurrentUser();
  const [mode, setMode] = useState(initialMode);
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const passwordField = usePasswordTouched();
  // The address a new account was created for: the form is done, the inbox is next.
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  // The password was right and the account asks for a code next.
  const [codeStep, setCodeStep] = useState(false);

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setFullName("");
    setEmail("");
    setPassword("");
    setConfirmation("");
    setError(null);
    setNotice(null);
    setSignedUpAs(null);
    passwordField.reset();
  };

  const canSubmit =
    !submitting &&
    (mode !== "sign-up" || (signedUpAs === null && passwordsValid(password, confirmation)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    setError(null);
    setNotice(null);
    try {
      if (mode === "sign-in") {
        const { data, error } = await authClient.signIn.email({ email, password });
        if (error) return setError(authErrorMessage(error));
        if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
          setPassword("");
          return setCodeStep(true);
        }
        await refresh();
        onSignedIn();
      } else if (mode === "sign-up") {
        // The account keeps the language it was made in: its e-mails are written in it.
        const { error } = await authClient.signUp.email({
          name: fullName.trim(),
          email,
          password,
          language: locale,
        } as Parameters<typeof authClient.signUp.email>[0]);
        if (error) return setError(authErrorMessage(error));
        rememberLocale(locale);
        await refresh();
        setSignedUpAs(email);
      } else {
        const { error } = await authClient.requestPasswordReset({ email });
        if (error) return setError(authErrorMessage(error));
        setNotice(
          t({
            id: "auth.reset.sent",
            defaultMessage:
              "If an account exists for this address, we have sent it a link to reset the password.",
          }),
        );
      }
    } catch {
      setError(t(networkError));
    } finally {
      setSubmitting(false);
    }
  };

  if (codeStep) return <TwoFactorStep onSignedIn={onSignedIn} onBack={() => setCodeStep(false)} />;

  return (
    <DialogContent title={t(titles[mode])} description={t(descriptions[mode])}>
      <form onSubmit={submit} className="space-y-4" noValidate={false}>
        {mode === "sign-up" && (
          <Field
            label={t({ id: "auth.field.name", defaultMessage: "Full name" })}
            htmlFor="auth-name"
          >
            <Input
              id="auth-name"
              autoComplete="name"
              required
              maxLength={accountNameRules.maxLength}
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
            />
          </Field>
        )}
        <Field label={t({ id: "auth.field.email", defaultMessage: "Email" })} htmlFor="auth-email">
          <Input
            id="auth-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        {mode !== "reset" && (
          <Field
            label={t({ id: "auth.field.password", defaultMessage: "Password" })}
            htmlFor="auth-password"
          >
            <PasswordInput
              id="auth-password"
              autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
              required
              value={password}
              onBlur={passwordField.onBlur}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
        )}
        {mode === "sign-up" && (
          <>
            <Field
              label={t({ id: "auth.field.confirm", defaultMessage: "Confirm password" })}
              htmlFor="auth-confirm"
            >
              <PasswordInput
                id="auth-confirm"
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
          </>
        )}
        {error && (
          <p
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            {error}
          </p>
        )}
        {signedUpAs && (
          <div
            role="status"
            className="space-y-1 rounded-lg border border-success/40 bg-success/10 p-3 text-sm"
          >
            <p className="flex items-center gap-1.5 font-medium">
              <CheckCircle2 className="h-4 w-4 text-success" aria-hidden />
              {t({ id: "auth.signUp.created", defaultMessage: "Your account is created." })}
            </p>
            <p>
              {rich(
                {
                  id: "auth.signUp.createdText",
                  defaultMessage:
                    "We sent a confirmation link to <strong>{email}</strong>. Open it to activate your account and sign in. No e-mail after a few minutes? Check your spam folder.",
                },
                {
                  email: signedUpAs,
                  strong: (children) => <strong className="break-all">{children}</strong>,
                },
              )}
            </p>
          </div>
        )}
        {notice && (
          <p
            role="status"
            className="rounded-lg border border-success/40 bg-success/10 p-3 text-sm text-success"
          >
            {notice}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={!canSubmit}>
          {submitting
            ? t(pleaseWait)
            : mode === "sign-in"
              ? t({ id: "common.action.signIn", defaultMessage: "Sign In" })
              : mode === "sign-up"
                ? signedUpAs
                  ? t({ id: "auth.signUp.checkMail", defaultMessage: "Check your e-mail" })
                  : t({ id: "auth.signUp.submit", defaultMessage: "Sign Up" })
                : t({ id: "auth.reset.submit", defaultMessage: "Send reset link" })}
        </Button>
      </form>
      <div className="mt-4 space-y-2 text-center text-sm text-muted-fg">
        {mode === "sign-in" && (
          <button
            type="button"
            className="text-primary underline-offset-2 hover:underline"
            onClick={() => switchMode("reset")}
          >
            {t({ id: "auth.signIn.forgot", defaultMessage: "Forgot your password?" })}
          </button>
        )}
        <p>
          {mode === "sign-up"
            ? t({ id: "auth.signUp.haveAccount", defaultMessage: "Already have an account?" })
            : t({ id: "auth.signIn.noAccount", defaultMessage: "Don't have an account?" })}{" "}
          <button
            type="button"
            className="font-medium text-primary underline-offset-2 hover:underline"
            onClick={() => switchMode(mode === "sign-up" ? "sign-in" : "sign-up")}
          >
            {mode === "sign-up"
              ? t({ id: "auth.signUp.toSignIn", defaultMessage: "Sign in" })
              : t({ id: "auth.signIn.toSignUp", defaultMessage: "Sign up" })}
          </button>
        </p>
      </div>
    </DialogContent>
  );
}
