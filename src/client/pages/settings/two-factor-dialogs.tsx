import { useState } from "react";
import { useNewBackupCodes, useTurnOffTwoFactor } from "@/client/api/two-factor";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent } from "@/client/components/ui/dialog";
import { toast } from "@/client/components/ui/toast";
import { BackupCodes } from "./backup-codes";
import { PasswordStep } from "./password-step";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Ten new backup codes after the password, shown once; the old ones stop working. */
export function NewBackupCodesDialog({
  open,
  onOpenChange,
  email,
}: DialogProps & { email: string }) {
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
        title={codes ? "Save your new backup codes" : "Make new backup codes?"}
        description={
          codes
            ? "Your old codes no longer work. These are shown only now: download or copy them and keep them somewhere safe."
            : "Ten new codes replace the ones you have, used or not. Enter your password to go on."
        }
      >
        {codes ? (
          <div className="space-y-4">
            <BackupCodes codes={codes} email={email} />
            <Button className="w-full" onClick={() => changeOpen(false)}>
              Done
            </Button>
          </div>
        ) : (
          <PasswordStep
            id="backup-codes-password"
            action="Make new codes"
            pendingLabel="Making codes..."
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
  const turnOff = useTurnOffTwoFactor();
  const changeOpen = (next: boolean) => {
    if (!next) turnOff.reset();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        title="Turn off two-factor sign-in?"
        description="Signing in will ask for your password only. Your authenticator entry and backup codes stop working."
      >
        <PasswordStep
          id="two-factor-off-password"
          action="Turn off"
          pendingLabel="Turning off..."
          destructive
          pending={turnOff.isPending}
          error={turnOff.error?.message ?? null}
          onCancel={() => changeOpen(false)}
          onSubmit={(password) =>
            turnOff.mutate(password, {
              onSuccess: () => {
                changeOpen(false);
                toast({
                  title: "Two-factor sign-in is off",
                  description: "Signing in now asks for your password only.",
                });
              },
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
