import { KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTwoFactorStatus } from "@/client/api/two-factor";
import { Button } from "@/client/components/ui/button";
import { LoadError, Loading, Note } from "@/client/components/ui/section-states";
import { useCurrentUser } from "@/client/lib/current-user";
import { NewBackupCodesDialog, TurnOffTwoFactorDialog } from "./two-factor-dialogs";

// The set-up dialog carries the QR encoder: it loads when someone turns two-factor sign-in on.
const TwoFactorSetup = lazy(async () => ({
  default: (await import("./two-factor-setup")).TwoFactorSetup,
}));

/** Fewer backup codes than this left, and the card suggests new ones. */
const fewCodes = 3;

/** Settings > Security: whether sign-in asks for a code, and turning it on, off, new codes. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState<"setup" | "codes" | "off" | null>(null);
  const dialog = (name: "setup" | "codes" | "off") => ({
    open: open === name,
    onOpenChange: (next: boolean) => setOpen(next ? name : null),
  });
  const email = user?.email ?? "";

  if (status.isPending) return <Loading label="Loading two-factor sign-in..." />;
  if (status.isError)
    return <LoadError message={status.error.message} onRetry={() => void status.refetch()} />;
  const { enabled, backupCodesLeft } = status.data;
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium text-fg ${
            enabled ? "border-success/50" : "border-border"
          }`}
        >
          {enabled ? (
            <ShieldCheck className="h-3.5 w-3.5 text-success" aria-hidden />
          ) : (
            <ShieldOff className="h-3.5 w-3.5 text-muted-fg" aria-hidden />
          )}
          {enabled ? "On" : "Off"}
        </span>
        {enabled
          ? "Signing in asks for a code from your authenticator app after your password."
          : "Signing in asks for your password only."}
      </p>
      {enabled && (
        <Note>
          {backupCodesLeft} of 10 backup codes left.
          {backupCodesLeft <= fewCodes && " Make new ones before you run out."}
        </Note>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="outline" onClick={() => setOpen("codes")}>
              <KeyRound className="h-4 w-4" aria-hidden />
              New backup codes
            </Button>
            <Button variant="outline" onClick={() => setOpen("off")}>
              <ShieldOff className="h-4 w-4" aria-hidden />
              Turn off
            </Button>
          </>
        ) : (
          <Button onClick={() => setOpen("setup")}>
            <ShieldCheck className="h-4 w-4" aria-hidden />
            Turn on two-factor sign-in
          </Button>
        )}
      </div>
      {open === "setup" && (
        <Suspense fallback={null}>
          <TwoFactorSetup {...dialog("setup")} email={email} />
        </Suspense>
      )}
      <NewBackupCodesDialog {...dialog("codes")} email={email} />
      <TurnOffTwoFactorDialog {...dialog("off")} />
    </>
  );
}
