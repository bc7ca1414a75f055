import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { NavLinks } from "./nav-links";

type MobileMenuProps = {
  id: string;
  onLanding: boolean;
  activeSection: string | null;
  onClose: () => void;
  onTry: () => void;
  onGetStarted: () => void;
  showSignIn: boolean;
  onSignIn: () => void;
};

/** Below lg: Home, About, Features, Pricing, Try AI Tools, Get Started (and Sign In for visitors). */
export function MobileMenu(props: MobileMenuProps) {
  const { t } = useT();
  const then = (action: () => void) => () => {
    props.onClose();
    action();
  };
  return (
    <nav
      id={props.id}
      aria-label={t({ id: "common.nav.mobile", defaultMessage: "Mobile" })}
      className="border-t border-border px-4 pt-2 pb-4 lg:hidden"
    >
      <NavLinks
        onLanding={props.onLanding}
        activeSection={props.activeSection}
        onNavigate={props.onClose}
        className="flex flex-col gap-1"
        itemClass="block rounded-lg px-3 py-3 text-base font-medium hover:bg-muted data-[active]:bg-primary/15"
      />
      <div className="mt-3 grid gap-2">
        <Button variant="outline" size="lg" onClick={then(props.onTry)}>
          {t({ id: "common.action.tryTools", defaultMessage: "Try AI Tools" })}
        </Button>
        <Button size="lg" onClick={then(props.onGetStarted)}>
          {t({ id: "common.action.getStarted", defaultMessage: "Get Started" })}
        </Button>
        {props.showSignIn && (
          <Button variant="ghost" size="lg" onClick={then(props.onSignIn)}>
            {t({ id: "common.action.signIn", defaultMessage: "Sign In" })}
          </Button>
        )}
      </div>
    </nav>
  );
}
