import { Dialog } from "@/client/components/ui/dialog";
import { authMessages } from "@/shared/i18n/compiled/auth";
import { AuthForm, type AuthMode } from "./auth-form";

export const messageAreas = [authMessages];

/** The auth modal itself, loaded by AuthDialogProvider the first time it opens. */
export function AuthModal({
  open,
  mode,
  onOpenChange,
}: {
  open: boolean;
  mode: AuthMode;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <AuthForm initialMode={mode} onSignedIn={() => onOpenChange(false)} />}
    </Dialog>
  );
}
