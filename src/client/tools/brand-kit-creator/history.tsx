import { resultHistory } from "@/client/components/results/result-history";
import { activeLocale } from "@/client/i18n/locale-store";
import { i18nFor } from "@/client/i18n/use-t";
import { brandKitCreatorMessages } from "@/shared/i18n/compiled/brandKitCreator";
import { defineMessage } from "@/shared/i18n/runtime";
import { kits } from "./api";
import { industryName } from "./kit-names";

/** The tool's own words, loaded with the list (view.ts). */
export const messageAreas = [brandKitCreatorMessages];

/** 'Saved Brand Kits' in the left panel, each with its industry. */
export const BrandKitHistory = resultHistory(kits, {
  heading: defineMessage({ id: "brandKitCreator.saved", defaultMessage: "Saved Brand Kits" }),
  noun: "brand kit",
  title: (kit) => kit.name,
  // Called as the list renders, which it does again in a newly chosen language.
  detail: (kit) => {
    const name = industryName(kit.industry);
    return name ? i18nFor(activeLocale()).t(name) : kit.industry;
  },
});
