import { useState } from "react";
import { useNewBackupCodes, useTurnOffTwoFactor } from "@/client/api/two-factor";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent } from "@/client/components/ui/dialog";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { BackupCodes } from "./backup-codes";
import { PasswordStep } from "./password-step";
import { done, keepCodes, passwordOnly, turnOff } from "./settings-words";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Ten new backup codes after the password, shown once; the old ones stop working. */
export function NewBackupCodesDialog({
  open,
  onOpenChange,
  email,
}: DialogProps & { email: string }) {
  const { t } = useT();
  const generate = useNewBackupCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const changeOpen = (next: boolean) => {
    if (!next) {
      setCodes(null);
      generate.reset();
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        title={
          codes
            ? t({ id: "settings.codes.savedTitle", defaultMessage: "Save your new backup codes" })
            : t({ id: "settings.codes.newTitle", defaultMessage: "Make new backup codes?" })
        }
        description={
          codes
            ? `${t({
                id: "settings.codes.oldGone",
                defaultMessage: "Your old codes no longer work.",
              })} ${t(keepCodes)}`
            : t({
                id: "settings.codes.newText",
                defaultMessage:
                  "Ten new codes replace the ones you have, used or not. Enter your password to go on.",
              })
        }
      >
        {codes ? (
          <div className="space-y-4">
            <BackupCodes codes={codes} email={email} />
            <Button className="w-full" onClick={() => changeOpen(false)}>
              {t(done)}
            </Button>
          </div>
        ) : (
          <PasswordStep
            id="backup-codes-password"
            action={t({ id: "settings.codes.make", defaultMessage: "Make new codes" })}
            pendingLabel={t({ id: "settings.codes.making", defaultMessage: "Making codes..." })}
            pending={generate.isPending}
            error={generate.error?.message ?? null}
            onCancel={() => changeOpen(false)}
            onSubmit={(password) => generate.mutate(password, { onSuccess: setCodes })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Turns two-factor sign-in off after the password. */
export function TurnOffTwoFactorDialog({ open, onOpenChange }: DialogProps) {
  const { t } = useT();
  const turnOffTwoFactor = useTurnOffTwoFactor();
  const changeOpen = (next: boolean) => {
    if (!next) turnOffTwoFactor.reset();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        title={t({
          id: "settings.twoFactor.offTitle",
          defaultMessage: "Turn off two-factor sign-in?",
        })}
        description={t({
          id: "settings.twoFactor.offText",
          defaultMessage:
            "Signing in will ask for your password only. Your authenticator entry and backup codes stop working.",
        })}
      >
        <PasswordStep
          id="two-factor-off-password"
          action={t(turnOff)}
          pendingLabel={t({
            id: "settings.twoFactor.turningOff",
            defaultMessage: "Turning off...",
          })}
          destructive
          pending={turnOffTwoFactor.isPending}
          error={turnOffTwoFactor.error?.message ?? null}
          onCancel={() => changeOpen(false)}
          onSubmit={(password) =>
            turnOffTwoFactor.mutate(password, {
              onSuccess: () => {
                changeOpen(false);
                toast({
                  title: t({
                    id: "settings.twoFactor.isOff",
                    defaultMessage: "Two-factor sign-in is off",
                  }),
                  description: t(passwordOnly),
                });
              },
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
