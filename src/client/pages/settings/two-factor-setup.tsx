import { type FormEvent, useState } from "react";
import { useConfirmTwoFactor, useStartTwoFactor } from "@/client/api/two-factor";
import { CodeInput } from "@/client/components/auth/code-input";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent } from "@/client/components/ui/dialog";
import { Field } from "@/client/components/ui/field";
import { FormError } from "@/client/components/ui/section-states";
import { useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import { BackupCodes } from "./backup-codes";
import { PasswordStep } from "./password-step";
import { QrCode } from "./qr-code";
import { checking, done, keepCodes, turnOn } from "./settings-words";

type Step =
  | { name: "password" }
  | { name: "scan"; totpURI: string; backupCodes: string[] }
  | { name: "codes"; backupCodes: string[] };

const titles = {
  password: turnOn,
  scan: defineMessage({
    id: "settings.setup.scanTitle",
    defaultMessage: "Add Bismo to your authenticator app",
  }),
  codes: defineMessage({
    id: "settings.setup.codesTitle",
    defaultMessage: "Save your backup codes",
  }),
} as const;

const descriptions = {
  password: defineMessage({
    id: "settings.setup.passwordText",
    defaultMessage: "Enter your password to begin.",
  }),
  scan: defineMessage({
    id: "settings.setup.scanText",
    defaultMessage:
      "Scan the QR code with an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis...), then enter the code it shows.",
  }),
  codes: defineMessage({
    id: "settings.setup.codesText",
    defaultMessage:
      "Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once.",
  }),
} as const;

/** The secret of an otpauth:// URI, in groups of four as people type it. */
const secretText = (totpURI: string) =>
  (new URL(totpURI).searchParams.get("secret") ?? "").replace(/(.{4})(?!$)/g, "$1 ");

function ScanStep({ totpURI, onConfirmed }: { totpURI: string; onConfirmed: () => void }) {
  const { t } = useT();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === 6 && !confirm.isPending) confirm.mutate(code, { onSuccess: onConfirmed });
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="flex justify-center">
        <QrCode
          value={totpURI}
          label={t({
            id: "settings.setup.qr",
            defaultMessage: "QR code for your authenticator app",
          })}
        />
      </div>
      <div className="text-sm">
        <p className="text-muted-fg">
          {t({
            id: "settings.setup.key",
            defaultMessage: "Cannot scan it? Enter this key in the app instead:",
          })}
        </p>
        <p
          data-testid="two-factor-secret"
          translate="no"
          className="mt-1 rounded-lg border border-border bg-muted/40 p-2 text-center font-mono break-all select-all"
        >
          {secretText(totpURI)}
        </p>
      </div>
      <Field
        label={t({ id: "settings.setup.code", defaultMessage: "Code from the app" })}
        htmlFor="two-factor-setup-code"
      >
        <CodeInput
          id="two-factor-setup-code"
          required
          value={code}
          onValueChange={setCode}
          aria-invalid={confirm.isError}
          aria-describedby={confirm.isError ? "two-factor-setup-error" : undefined}
        />
      </Field>
      {confirm.isError && (
        <FormError id="two-factor-setup-error">{confirm.error.message}</FormError>
      )}
      <Button type="submit" className="w-full" disabled={code.length !== 6 || confirm.isPending}>
        {confirm.isPending
          ? t(checking)
          : t({ id: "settings.setup.verify", defaultMessage: "Verify and turn on" })}
      </Button>
    </form>
  );
}

/**
 * Turning two-factor sign-in on: the password, then the QR code (and its key as text) with a code
 * check, then the ten backup codes, shown once. Until the code check it stays off.
 */
export function TwoFactorSetup({
  open,
  email,
  onOpenChange,
}: {
  open: boolean;
  email: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const start = useStartTwoFactor();
  const [step, setStep] = useState<Step>({ name: "password" });
  const changeOpen = (next: boolean) => {
    if (!next) {
      setStep({ name: "password" });
      start.reset();
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        title={t(titles[step.name])}
        description={
          step.name === "codes"
            ? `${t(descriptions.codes)} ${t(keepCodes)}`
            : t(descriptions[step.name])
        }
      >
        {step.name === "password" && (
          <PasswordStep
            id="two-factor-setup-password"
            action={t({ id: "settings.setup.continue", defaultMessage: "Continue" })}
            pendingLabel={t(checking)}
            pending={start.isPending}
            error={start.error?.message ?? null}
            onCancel={() => changeOpen(false)}
            onSubmit={(password) =>
              start.mutate(password, {
                onSuccess: ({ totpURI, backupCodes }) =>
                  setStep({ name: "scan", totpURI, backupCodes }),
              })
            }
          />
        )}
        {step.name === "scan" && (
          <ScanStep
            totpURI={step.totpURI}
            onConfirmed={() => setStep({ name: "codes", backupCodes: step.backupCodes })}
          />
        )}
        {step.name === "codes" && (
          <div className="space-y-4">
            <BackupCodes codes={step.backupCodes} email={email} />
            <Button className="w-full" onClick={() => changeOpen(false)}>
              {t(done)}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
