import { Check, CreditCard, LogIn, LogOut, Settings, ShieldCheck } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApiError } from "@/client/api/http";
import { chooseAssistantEnabled } from "@/client/components/assistant/account-assistant-preference";
import { useAssistantEnabled } from "@/client/components/assistant/assistant-preference";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import {
  avatarLabel,
  userDisplayName,
  userInitials,
} from "@/client/components/site/account-identity";
import { toast } from "@/client/components/ui/toast";
import { planLabels } from "@/client/i18n/plan-label";
import { useT } from "@/client/i18n/use-t";
import { signOutAndLeave } from "@/client/lib/session-actions";
import type { CurrentUser } from "@/shared/auth";
import { defineMessage } from "@/shared/i18n/runtime";

export const signInOrCreate = defineMessage({
  id: "hub.signInOrCreate",
  defaultMessage: "Sign in / Create account",
});

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-primary/15 data-[highlighted]:ring-2 data-[highlighted]:ring-primary data-[highlighted]:ring-inset";

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/** Avatar button and its menu: who is signed in, on which plan, and where to go. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useT();
  const { openAuth } = useAuthDialog();
  const assistantEnabled = useAssistantEnabled();
  const name = userDisplayName(user, t);
  const toggleAssistant = (enabled: boolean) =>
    chooseAssistantEnabled(enabled, !user.isGuest).catch((error: unknown) =>
      toast({
        variant: "destructive",
        title: t({
          id: "hub.menu.assistantNotSaved",
          defaultMessage: "Assistant setting not saved to your account",
        }),
        description:
          error instanceof ApiError
            ? error.message
            : t({ id: "common.tryAgainLater", defaultMessage: "Please try again." }),
      }),
    );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={avatarLabel(user, t)}
        className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-fg"
      >
        {userInitials(user)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-border bg-bg p-2 text-fg shadow-xl"
        >
          <DropdownMenu.Label className="px-2 py-2">
            <p className="truncate font-semibold">{name}</p>
            {user.isGuest ? (
              <p className="text-xs text-muted-fg">
                {t({ id: "hub.menu.guestSession", defaultMessage: "Temporary guest session" })}
              </p>
            ) : (
              <>
                <p className="truncate text-sm text-muted-fg">{user.email}</p>
                <p
                  data-testid="plan-label"
                  className="mt-2 inline-block rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-primary"
                >
                  {t(planLabels[user.plan])}
                </p>
              </>
            )}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {user.isGuest && (
            <DropdownMenu.Item className={itemClass} onSelect={() => openAuth("sign-up")}>
              <LogIn className="h-4 w-4" aria-hidden />
              {t(signInOrCreate)}
            </DropdownMenu.Item>
          )}
          <MenuLink to="/profile-settings" icon={<Settings className="h-4 w-4" aria-hidden />}>
            {t({ id: "app.account.settings", defaultMessage: "Profile Settings" })}
          </MenuLink>
          {!user.isGuest && (
            <MenuLink to="/plans" icon={<CreditCard className="h-4 w-4" aria-hidden />}>
              {t({ id: "app.account.plans", defaultMessage: "Payment Plans" })}
            </MenuLink>
          )}
          {user.role === "admin" && (
            <MenuLink to="/admin" icon={<ShieldCheck className="h-4 w-4" aria-hidden />}>
              {t({ id: "app.account.admin", defaultMessage: "Admin" })}
            </MenuLink>
          )}
          <DropdownMenu.CheckboxItem
            className={itemClass}
            checked={assistantEnabled}
            onCheckedChange={(checked) => void toggleAssistant(checked === true)}
          >
            <span className="flex h-4 w-4 items-center justify-center">
              <DropdownMenu.ItemIndicator>
                <Check className="h-4 w-4" aria-hidden />
              </DropdownMenu.ItemIndicator>
            </span>
            {t({ id: "hub.menu.assistant", defaultMessage: "Floating assistant" })}
          </DropdownMenu.CheckboxItem>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOutAndLeave()}>
            <LogOut className="h-4 w-4" aria-hidden />
            {t({ id: "hub.menu.logout", defaultMessage: "Logout" })}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
