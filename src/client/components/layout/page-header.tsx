import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandLink } from "./brand";

const appLinks = [
  { to: "/landing", label: "Landing Page" },
  { to: "/ai-hub", label: "AI Hub" },
  { to: "/ai-workbench", label: "AI Workbench" },
  { to: "/profile-settings", label: "Profile Settings" },
];

/** Header of the signed-in area: brand, the app's navigation, and whatever the page adds on the right. */
export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
      <BrandLink to="/landing" />
      <nav aria-label="App" className="flex flex-wrap gap-1 text-sm">
        {appLinks.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="rounded-md px-2 py-1 text-muted-fg hover:bg-muted hover:text-fg"
          >
            {link.label}
          </Link>
        ))}
      </nav>
      <div className="flex items-center gap-2">{children}</div>
    </header>
  );
}
