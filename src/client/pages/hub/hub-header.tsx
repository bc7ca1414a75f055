import { LogIn, Menu } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import { Link, NavLink } from "react-router";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { appPlaces } from "@/client/components/layout/app-places";
import { BrandLink } from "@/client/components/layout/brand";
import { useToastsBelow } from "@/client/components/ui/toast";
import { LanguageButton } from "@/client/i18n/language-menu";
import { useT } from "@/client/i18n/use-t";
import type { CurrentUser } from "@/shared/auth";
import { signInOrCreate, UserMenu } from "./user-menu";

/** Small screens get the same places as a menu. */
function NavigationMenu() {
  const { t } = useT();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t({ id: "hub.nav.menu", defaultMessage: "Navigation menu" })}
        className="flex h-10 w-10 items-center justify-center rounded-lg border border-border md:hidden"
      >
        <Menu className="h-5 w-5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 w-56 rounded-xl border border-border bg-bg p-2 text-fg shadow-xl"
        >
          {appPlaces.map((place) => (
            <DropdownMenu.Item key={place.to} asChild>
              <Link
                to={place.to}
                className="block rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-primary/15 data-[highlighted]:ring-2 data-[highlighted]:ring-primary data-[highlighted]:ring-inset"
              >
                {t(place.label)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The hub's header: brand, where to go next, and who is signed in. */
export function HubHeader({ user }: { user: CurrentUser | null }) {
  const { t } = useT();
  const { openAuth } = useAuthDialog();
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);
  return (
    <header
      ref={header}
      className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6"
    >
      <div className="flex items-center gap-2">
        <NavigationMenu />
        <BrandLink to="/landing" />
      </div>
      <nav
        aria-label={t({ id: "common.nav.main", defaultMessage: "Main" })}
        className="hidden gap-1 text-sm md:flex"
      >
        {appPlaces.map((place) => (
          <NavLink
            key={place.to}
            to={place.to}
            className={({ isActive }) =>
              `rounded-md px-3 py-1.5 ${isActive ? "bg-muted font-medium text-fg" : "text-muted-fg hover:bg-muted hover:text-fg"}`
            }
          >
            {t(place.label)}
          </NavLink>
        ))}
      </nav>
      <div className="flex items-center gap-2">
        <LanguageButton />
        {user?.isGuest && (
          <button
            type="button"
            onClick={() => openAuth("sign-up")}
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-border px-3 text-sm font-medium hover:bg-muted"
          >
            <LogIn className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">{t(signInOrCreate)}</span>
            <span className="sm:hidden">
              {t({ id: "app.session.signIn", defaultMessage: "Sign in" })}
            </span>
          </button>
        )}
        {user && <UserMenu user={user} />}
      </div>
    </header>
  );
}
