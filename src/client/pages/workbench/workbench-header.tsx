import { Info, LayoutGrid, PanelLeft } from "lucide-react";
import { useRef } from "react";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { Button } from "@/client/components/ui/button";
import { useToastsBelow } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { LogoMenu } from "./logo-menu";

type Props = {
  toolName: string;
  onOpenDrawer: (side: "left" | "right") => void;
  onExplore: () => void;
};

/** The workbench's top bar: logo menu, drawer buttons on narrow screens, who is signed in. */
export function WorkbenchHeader({ toolName, onOpenDrawer, onExplore }: Props) {
  const { t } = useT();
  const { user, isAuthenticated } = useCurrentUser();
  const { openAuth } = useAuthDialog();
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);
  return (
    <header ref={header} className="flex items-center gap-2 border-b border-border px-3 py-2">
      <LogoMenu />
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t({
          id: "workbench.header.openLeft",
          defaultMessage: "Open tools and history",
        })}
        onClick={() => onOpenDrawer("left")}
      >
        <PanelLeft className="h-5 w-5" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="max-sm:hidden"
        aria-label={t({ id: "workbench.header.explore", defaultMessage: "Explore tools" })}
        onClick={onExplore}
      >
        <LayoutGrid className="h-5 w-5" aria-hidden />
      </Button>
      <p className="min-w-0 flex-1 truncate text-sm font-medium lg:hidden">{toolName}</p>
      <div className="ms-auto flex items-center gap-2">
        {isAuthenticated ? (
          <span className="hidden max-w-48 truncate text-sm text-muted-fg sm:inline">
            {user?.email}
          </span>
        ) : (
          <>
            <span className="hidden text-sm text-muted-fg sm:inline">
              {t({ id: "app.plan.guest", defaultMessage: "Guest" })}
            </span>
            <Button size="sm" variant="outline" onClick={() => openAuth("sign-in")}>
              {t({ id: "workbench.header.logIn", defaultMessage: "Log in" })}
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={t({ id: "workbench.header.openRight", defaultMessage: "Open tool info" })}
          onClick={() => onOpenDrawer("right")}
        >
          <Info className="h-5 w-5" aria-hidden />
        </Button>
      </div>
    </header>
  );
}
