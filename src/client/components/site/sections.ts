import { defineMessage } from "@/shared/i18n/runtime";

export const landingSections = [
  { id: "home", label: defineMessage({ id: "common.nav.home", defaultMessage: "Home" }) },
  { id: "about", label: defineMessage({ id: "common.nav.about", defaultMessage: "About" }) },
  {
    id: "features",
    label: defineMessage({ id: "common.nav.features", defaultMessage: "Features" }),
  },
] as const;
export type LandingSectionId = (typeof landingSections)[number]["id"];

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Scrolls smoothly (instantly under reduced motion) to a section and moves keyboard focus there. */
export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  section.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
  return true;
}

/** Where a section lives from any page: in place on the landing page, else via /landing. */
export function sectionHref(id: string, onLanding: boolean) {
  return onLanding ? `#${id}` : `/landing#${id}`;
}
