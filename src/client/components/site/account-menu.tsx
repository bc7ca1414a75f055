import { CreditCard, LogOut, Settings, ShieldCheck } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { planLabels } from "@/client/i18n/plan-label";
import { useT } from "@/client/i18n/use-t";
import { signOutAndLeave } from "@/client/lib/session-actions";
import { useDismiss } from "@/client/lib/use-dismiss";
import type { CurrentUser } from "@/shared/auth";
import { appMessages } from "@/shared/i18n/compiled/app";
import { accountDisplayName, accountInitials, avatarLabel } from "./account-identity";

export const messageAreas = [appMessages];

const itemClass =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm hover:bg-muted focus-visible:bg-muted";

/** The signed-in account's avatar button and its panel: who, which plan, where to go, sign out. */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useDismiss({ open, setOpen, root, returnFocus: button });

  const signOut = async () => {
    setSigningOut(true);
    await signOutAndLeave();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={avatarLabel(user, t)}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-fg hover:opacity-90"
      >
        {accountInitials(user.email)}
      </button>
      {open && (
        <div
          id={panelId}
          data-testid="account-panel"
          className="absolute end-0 z-50 mt-2 w-64 rounded-xl border border-border bg-card p-2 text-fg shadow-xl"
        >
          <div className="border-b border-border px-3 pt-1 pb-3">
            <p className="truncate font-semibold">{accountDisplayName(user)}</p>
            <p className="truncate text-sm text-muted-fg" title={user.email}>
              {user.email}
            </p>
            <p className="mt-2 inline-block rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-fg">
              {t(planLabels[user.plan])}
            </p>
          </div>
          <nav
            aria-label={t({ id: "app.account.nav", defaultMessage: "Account" })}
            className="flex flex-col pt-2"
          >
            <Link to="/plans" className={itemClass}>
              <CreditCard className="h-4 w-4" aria-hidden />{" "}
              {t({ id: "app.account.plans", defaultMessage: "Payment Plans" })}
            </Link>
            <Link to="/profile-settings" className={itemClass}>
              <Settings className="h-4 w-4" aria-hidden />{" "}
              {t({ id: "app.account.settings", defaultMessage: "Profile Settings" })}
            </Link>
            {user.role === "admin" && (
              <Link to="/admin" className={itemClass}>
                <ShieldCheck className="h-4 w-4" aria-hidden />{" "}
                {t({ id: "app.account.admin", defaultMessage: "Admin" })}
              </Link>
            )}
            <button type="button" className={itemClass} onClick={signOut} disabled={signingOut}>
              <LogOut className="h-4 w-4" aria-hidden />{" "}
              {signingOut
                ? t({ id: "app.account.signingOut", defaultMessage: "Signing out..." })
                : t({ id: "app.account.signOut", defaultMessage: "Sign Out" })}
            </button>
          </nav>
        </div>
      )}
    </div>
  );
}
