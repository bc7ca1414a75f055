import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { landingSections, scrollToSection, sectionHref } from "./sections";

type NavLinksProps = {
  onLanding: boolean;
  activeSection?: string | null;
  className: string;
  itemClass: string;
  onNavigate?: () => void;
};

/** Home, About, Features (in-page on the landing page) and Pricing. */
export function NavLinks({
  onLanding,
  activeSection,
  className,
  itemClass,
  onNavigate,
}: NavLinksProps) {
  const { pathname } = useLocation();
  const goToSection = (event: MouseEvent, id: string) => {
    if (!onLanding) {
      onNavigate?.();
      return;
    }
    event.preventDefault();
    onNavigate?.();
    scrollToSection(id);
  };
  return (
    <ul className={className}>
      {landingSections.map((section) => {
        const href = sectionHref(section.id, onLanding);
        const current = onLanding && activeSection === section.id;
        return (
          <li key={section.id}>
            {onLanding ? (
              <a
                href={href}
                aria-current={current ? "location" : undefined}
                data-active={current || undefined}
                className={itemClass}
                onClick={(event) => goToSection(event, section.id)}
              >
                {section.label}
              </a>
            ) : (
              <Link to={href} className={itemClass} onClick={onNavigate}>
                {section.label}
              </Link>
            )}
          </li>
        );
      })}
      <li>
        <Link
          to="/pricing"
          aria-current={pathname === "/pricing" ? "page" : undefined}
          data-active={pathname === "/pricing" || undefined}
          className={itemClass}
          onClick={onNavigate}
        >
          Pricing
        </Link>
      </li>
    </ul>
  );
}
