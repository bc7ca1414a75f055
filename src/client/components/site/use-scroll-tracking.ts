import { useEffect, useState } from "react";

/** Header turns blurred past this many pixels of scroll (spec section 9). */
export const headerScrollThreshold = 50;

/**
 * Tracks whether the page is scrolled past the header threshold and, given section ids,
 * which section crosses the line at one third of the viewport height. Measured at most
 * once per frame, with passive listeners.
 */
export function useScrollTracking(sectionIds: readonly string[] = []) {
  const [scrolled, setScrolled] = useState(false);
  const [activeSection, setActiveSection] = useState<string | null>(sectionIds[0] ?? null);
  const key = sectionIds.join(",");

  useEffect(() => {
    const ids = key ? key.split(",") : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      setScrolled(window.scrollY > headerScrollThreshold);
      const line = window.innerHeight / 3;
      let current = ids[0] ?? null;
      for (const id of ids) {
        const section = document.getElementById(id);
        if (section && section.getBoundingClientRect().top <= line) current = id;
      }
      setActiveSection(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key]);

  return { scrolled, activeSection };
}
