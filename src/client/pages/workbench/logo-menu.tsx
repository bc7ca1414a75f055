import { ChevronDown, Sparkles } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link, useLocation } from "react-router";
import { appPlaces } from "@/client/components/layout/app-places";
import { useT } from "@/client/i18n/use-t";

// The workbench entry stays on this page, keeping its tool and conversation.
const links = appPlaces.map((place) => ({
  label: place.label,
  to: place.to === "/ai-workbench" ? null : place.to,
}));

/** The logo button: the app's navigation (the current page is the workbench itself). */
export function LogoMenu() {
  const { t } = useT();
  const location = useLocation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-lg px-1.5 py-1 text-lg font-bold hover:bg-muted"
        aria-label={t({ id: "workbench.header.menu", defaultMessage: "Bismo menu" })}
      >
        <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-fg">
          <Sparkles className="h-4 w-4" aria-hidden />
        </span>
        <span className="hidden sm:inline">Bismo</span>
        <ChevronDown className="h-4 w-4 text-muted-fg" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-border bg-bg p-1 shadow-xl"
        >
          {links.map((link) => (
            <DropdownMenu.Item key={link.label.id} asChild>
              <Link
                to={link.to ?? `${location.pathname}${location.search}`}
                className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-primary/15 data-[highlighted]:ring-2 data-[highlighted]:ring-primary data-[highlighted]:ring-inset"
                aria-current={link.to === null ? "page" : undefined}
              >
                {t(link.label)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
