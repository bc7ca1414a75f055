import { useSyncExternalStore } from "react";
import type { ThemeChoice } from "@/shared/preferences";
import { themeKey } from "@/shared/theme-script";

const listeners = new Set<() => void>();

export function readTheme(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(themeKey);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

/** "system" leaves it to the stylesheet's prefers-color-scheme; light or dark pin it (styles.css). */
export function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** Applies the choice and keeps it in this browser. */
export function storeTheme(choice: ThemeChoice) {
  try {
    if (choice === "system") window.localStorage.removeItem(themeKey);
    else window.localStorage.setItem(themeKey, choice);
  } catch {
    // Storage can be blocked (private mode); the choice then lasts until the page is left.
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/** Applies the stored choice now and whenever another tab changes it. */
export function followStoredTheme() {
  applyTheme(readTheme());
  window.addEventListener("storage", (event) => {
    if (event.key !== themeKey && event.key !== null) return;
    applyTheme(readTheme());
    for (const listener of listeners) listener();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The theme choice of this browser, live; "system" while prerendering. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readTheme, () => "system");
}
