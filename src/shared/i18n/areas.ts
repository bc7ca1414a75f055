import type { Locale } from "./locales";
import type { Catalogue } from "./runtime";

/**
 * An area's messages: the first segment of their ids (`landing.hero.title` is in `landing`),
 * compiled to one module per language (src/shared/i18n/compiled/<area>/<locale>.ts), each loaded
 * only when a page that shows the area is shown in that language. A whole-app catalogue is
 * 26-30 KB gzipped per language; a page loads the few areas it needs (decision 0030).
 */
export type Area = {
  readonly name: string;
  readonly load: Readonly<Record<Locale, () => Promise<{ default: Catalogue }>>>;
};

/** Every loaded area's messages, merged per language (ids never clash: they start with the area). */
const merged = new Map<Locale, Catalogue>();
const loads = new Map<string, Promise<void>>();
const done = new Set<string>();
const known = new Map<string, Area>();

/** Loads the areas in `locale` (each once; in parallel). Resolves when all are usable. */
export function loadAreas(locale: Locale, areas: readonly Area[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      known.set(area.name, area);
      const key = `${locale}/${area.name}`;
      let load = loads.get(key);
      if (!load) {
        load = area.load[locale]().then(
          (module) => {
            Object.assign(catalogueOf(locale), module.default);
            done.add(key);
          },
          (error: unknown) => {
            // A failed chunk (offline) may be asked for again.
            loads.delete(key);
            throw error;
          },
        );
        loads.set(key, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

/** Whether every one of `areas` is loaded in `locale`, so rendering needs no wait. */
export function areasLoaded(locale: Locale, areas: readonly Area[]): boolean {
  return areas.every((area) => done.has(`${locale}/${area.name}`));
}

/** The areas loaded in any language so far: what a switch to another language must load. */
export function knownAreas(): Area[] {
  return [...known.values()];
}

/** The merged messages of `locale`'s loaded areas (the object grows as areas load). */
export function catalogueOf(locale: Locale): Catalogue {
  let catalogue = merged.get(locale);
  if (!catalogue) {
    catalogue = {};
    merged.set(locale, catalogue);
  }
  return catalogue;
}
