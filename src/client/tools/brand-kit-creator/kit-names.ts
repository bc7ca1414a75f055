import { defineMessage } from "@/shared/i18n/runtime";
import type { ColourRole, FontChoice, industries } from "@/shared/tools/brand-kit-creator";

type Industry = (typeof industries)[number];

/** The industries as people read them (the value stays the API's English word). */
export const industryNames = {
  Technology: defineMessage({
    id: "brandKitCreator.industry.technology",
    defaultMessage: "Technology",
  }),
  Healthcare: defineMessage({
    id: "brandKitCreator.industry.healthcare",
    defaultMessage: "Healthcare",
  }),
  Finance: defineMessage({ id: "brandKitCreator.industry.finance", defaultMessage: "Finance" }),
  Education: defineMessage({
    id: "brandKitCreator.industry.education",
    defaultMessage: "Education",
  }),
  Retail: defineMessage({ id: "brandKitCreator.industry.retail", defaultMessage: "Retail" }),
  Creative: defineMessage({ id: "brandKitCreator.industry.creative", defaultMessage: "Creative" }),
} as const satisfies Record<Industry, unknown>;

/** A colour's role in the palette. */
export const roleNames = {
  primary: defineMessage({ id: "brandKitCreator.role.primary", defaultMessage: "Primary" }),
  secondary: defineMessage({ id: "brandKitCreator.role.secondary", defaultMessage: "Secondary" }),
  accent: defineMessage({ id: "brandKitCreator.role.accent", defaultMessage: "Accent" }),
  neutral: defineMessage({ id: "brandKitCreator.role.neutral", defaultMessage: "Neutral" }),
  background: defineMessage({
    id: "brandKitCreator.role.background",
    defaultMessage: "Background",
  }),
  surface: defineMessage({ id: "brandKitCreator.role.surface", defaultMessage: "Surface" }),
  text: defineMessage({ id: "brandKitCreator.role.text", defaultMessage: "Text" }),
} as const satisfies Record<ColourRole, unknown>;

/** A font's kind, as Google Fonts sorts them. */
export const fontCategoryNames = {
  serif: defineMessage({ id: "brandKitCreator.font.serif", defaultMessage: "Serif" }),
  "sans-serif": defineMessage({
    id: "brandKitCreator.font.sansSerif",
    defaultMessage: "Sans serif",
  }),
  display: defineMessage({ id: "brandKitCreator.font.display", defaultMessage: "Display" }),
  monospace: defineMessage({ id: "brandKitCreator.font.monospace", defaultMessage: "Monospace" }),
  handwriting: defineMessage({
    id: "brandKitCreator.font.handwriting",
    defaultMessage: "Handwriting",
  }),
} as const satisfies Record<FontChoice["category"], unknown>;

/** An industry's name; null for a word this build does not know (the caller shows it as it is). */
export const industryName = (industry: string) =>
  Object.hasOwn(industryNames, industry) ? industryNames[industry as Industry] : null;
