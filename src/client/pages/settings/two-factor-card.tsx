import { KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTwoFactorStatus } from "@/client/api/two-factor";
import { Button } from "@/client/components/ui/button";
import { LoadError, Loading, Note } from "@/client/components/ui/section-states";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { passwordOnly, turnOff, turnOn } from "./settings-words";
import { NewBackupCodesDialog, TurnOffTwoFactorDialog } from "./two-factor-dialogs";

// The set-up dialog carries the QR encoder: it loads when someone turns two-factor sign-in on.
const TwoFactorSetup = lazy(async () => ({
  default: (await import("./two-factor-setup")).TwoFactorSetup,
}));

/** Fewer backup codes than this left, and the card suggests new ones. */
const fewCodes = 3;

/** Settings > Security: whether sign-in asks for a code, and turning it on, off, new codes. */
export function TwoFactorCard() {
  const { t } = useT();
  const status = useTwoFactorStatus();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState<"setup" | "codes" | "off" | null>(null);
  const dialog = (name: "setup" | "codes" | "off") => ({
    open: open === name,
    onOpenChange: (next: boolean) => setOpen(next ? name : null),
  });
  const email = user?.email ?? "";

  if (status.isPending)
    return (
      <Loading
        label={t({
          id: "settings.twoFactor.loading",
          defaultMessage: "Loading two-factor sign-in...",
        })}
      />
    );
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
          {enabled
            ? t({ id: "settings.twoFactor.on", defaultMessage: "On" })
            : t({ id: "settings.twoFactor.off", defaultMessage: "Off" })}
        </span>
        {enabled
          ? t({
              id: "settings.twoFactor.onText",
              defaultMessage:
                "Signing in asks for a code from your authenticator app after your password.",
            })
          : t(passwordOnly)}
      </p>
      {enabled && (
        <Note>
          {t(
            {
              id: "settings.twoFactor.codesLeft",
              defaultMessage: "{left, number} of {total, number} backup codes left.",
            },
            { left: backupCodesLeft, total: 10 },
          )}
          {backupCodesLeft <= fewCodes &&
            ` ${t({
              id: "settings.twoFactor.fewCodes",
              defaultMessage: "Make new ones before you run out.",
            })}`}
        </Note>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="outline" onClick={() => setOpen("codes")}>
              <KeyRound className="h-4 w-4" aria-hidden />
              {t({ id: "settings.twoFactor.newCodes", defaultMessage: "New backup codes" })}
            </Button>
            <Button variant="outline" onClick={() => setOpen("off")}>
              <ShieldOff className="h-4 w-4" aria-hidden />
              {t(turnOff)}
            </Button>
          </>
        ) : (
          <Button onClick={() => setOpen("setup")}>
            <ShieldCheck className="h-4 w-4" aria-hidden />
            {t(turnOn)}
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
