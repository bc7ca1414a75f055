import { Menu, X } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { BrandLink } from "@/client/components/layout/brand";
import { Button, buttonClass } from "@/client/components/ui/button";
import { useToastsBelow } from "@/client/components/ui/toast";
import { LanguageButton } from "@/client/i18n/language-menu";
import { useT } from "@/client/i18n/use-t";
import { withMessages } from "@/client/i18n/with-messages";
import { useCurrentUser } from "@/client/lib/current-user";
import { useDismiss } from "@/client/lib/use-dismiss";
import { NavLinks } from "./nav-links";
import { landingSections } from "./sections";
import { useScrollTracking } from "./use-scroll-tracking";
import { useStartTrying } from "./use-start-trying";

// Only signed-in accounts see the menu (and the plan catalogue it labels with): not a visitor's first load.
// The menu below lg opens on a tap; its code comes then.
const MobileMenu = lazy(async () => ({ default: (await import("./mobile-menu")).MobileMenu }));
const AccountMenu = lazy(async () => ({
  default: (await withMessages(import("./account-menu"))).AccountMenu,
}));

const sectionIds = landingSections.map((section) => section.id);
const navItemClass =
  "rounded-lg px-3 py-2 text-sm font-medium text-muted-fg transition hover:bg-muted hover:text-fg data-[active]:bg-primary/15 data-[active]:text-fg";

/** The public pages' header: blurred once scrolled, section tracking on the landing page, menu below lg. */
export function SiteHeader({ onLanding = false }: { onLanding?: boolean }) {
  const { t } = useT();
  const { user, isAuthenticated } = useCurrentUser();
  const { openAuth } = useAuthDialog();
  const navigate = useNavigate();
  const trying = useStartTrying();
  const { scrolled, activeSection } = useScrollTracking(onLanding ? sectionIds : []);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);

  useDismiss({ open: menuOpen, setOpen: setMenuOpen, root: header, returnFocus: menuToggle });
  useToastsBelow(header);

  const getStarted = () => (isAuthenticated ? navigate("/ai-hub") : openAuth("sign-up"));
  const solid = scrolled || menuOpen;

  return (
    <header
      ref={header}
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        solid ? "border-b border-border bg-bg/75 shadow-sm backdrop-blur-md" : "bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <BrandLink />
        <nav
          aria-label={t({ id: "common.nav.main", defaultMessage: "Main" })}
          className="hidden lg:block"
        >
          <NavLinks
            onLanding={onLanding}
            activeSection={activeSection}
            className="flex items-center gap-1"
            itemClass={navItemClass}
          />
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageButton />
          {isAuthenticated && user ? (
            <Suspense fallback={<span className="h-10 w-10 rounded-full bg-muted" />}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <Button variant="ghost" onClick={trying.start} disabled={trying.starting}>
                {t({
                  id: "common.action.tryWithoutAccount",
                  defaultMessage: "Try Without Account",
                })}
              </Button>
              <Button variant="outline" onClick={() => openAuth("sign-in")}>
                {t({ id: "common.action.signIn", defaultMessage: "Sign In" })}
              </Button>
              <Button onClick={getStarted}>
                {t({ id: "common.action.getStarted", defaultMessage: "Get Started" })}
              </Button>
            </div>
          )}
          <button
            ref={menuToggle}
            type="button"
            className={`${buttonClass("ghost", "icon")} lg:hidden`}
            aria-expanded={menuOpen}
            aria-controls="site-mobile-menu"
            aria-label={
              menuOpen
                ? t({ id: "common.nav.closeMenu", defaultMessage: "Close menu" })
                : t({ id: "common.nav.openMenu", defaultMessage: "Open menu" })
            }
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="h-5 w-5" aria-hidden />
            ) : (
              <Menu className="h-5 w-5" aria-hidden />
            )}
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            id="site-mobile-menu"
            onLanding={onLanding}
            activeSection={activeSection}
            onClose={() => setMenuOpen(false)}
            onTry={trying.start}
            onGetStarted={getStarted}
            showSignIn={!isAuthenticated}
            onSignIn={() => openAuth("sign-in")}
          />
        </Suspense>
      )}
    </header>
  );
}
