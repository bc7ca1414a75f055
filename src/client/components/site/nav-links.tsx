import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "@/client/i18n/use-t";
import { splitLocalePath } from "@/shared/i18n/paths";
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
  const { t, path } = useT();
  const onPricing = splitLocalePath(useLocation().pathname).path === "/pricing";
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
        const href = onLanding
          ? sectionHref(section.id, true)
          : path(sectionHref(section.id, false));
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
                {t(section.label)}
              </a>
            ) : (
              <Link to={href} className={itemClass} onClick={onNavigate}>
                {t(section.label)}
              </Link>
            )}
          </li>
        );
      })}
      <li>
        <Link
          to={path("/pricing")}
          aria-current={onPricing ? "page" : undefined}
          data-active={onPricing || undefined}
          className={itemClass}
          onClick={onNavigate}
        >
          {t({ id: "common.nav.pricing", defaultMessage: "Pricing" })}
        </Link>
      </li>
    </ul>
  );
}
