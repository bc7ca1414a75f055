import { z } from "zod";
import { idSchema } from "../ids";
import { workbenchModels } from "../models";
import { textField } from "../text";
import { defineTool } from "./define-tool";
import { filled, generationRequest, savedResult } from "./results";

/** workbench.md section 9 */
export const industries = [
  "Technology",
  "Healthcare",
  "Finance",
  "Education",
  "Retail",
  "Creative",
] as const;

export const colourRoles = [
  "primary",
  "secondary",
  "accent",
  "neutral",
  "background",
  "surface",
  "text",
] as const;
export type ColourRole = (typeof colourRoles)[number];

export const fontCategories = [
  "serif",
  "sans-serif",
  "display",
  "monospace",
  "handwriting",
] as const;

const options = z.object({ industry: z.enum(industries).default("Technology") });

export const brandKitCreator = defineTool({
  id: "brand-kit-creator",
  name: "Brand Kit Creator",
  description: "Build a brand kit: names, palette, typography and voice.",
  category: "Design",
  icon: "palette",
  kind: "panel",
  messageBar: true,
  uploadAccept: ["image/*", ".pdf", ".ai", ".eps"],
  models: workbenchModels,
  options,
  assistant: { pattern: /\b(brand\w*|logos?|colou?r palettes?)\b/, rank: 10 },
});

const hexPattern = /^#[0-9a-f]{6}$/i;

const fontSchema = z.object({
  family: filled("a Google Fonts family name, e.g. Inter"),
  category: z.enum(fontCategories),
  weights: z.array(z.number().int()).describe("the weights to use, e.g. [400, 700]"),
});

export type FontChoice = z.infer<typeof fontSchema>;

/** What the model writes (structured output); contrast ratios are Bismo's, not the model's. */
export const brandKitDraftSchema = z.object({
  palette: z
    .array(
      z.object({
        name: filled("an evocative colour name"),
        hex: z
          .string()
          .refine((value) => hexPattern.test(value), "a colour as #RRGGBB")
          .describe("the colour as #RRGGBB"),
        role: z.enum(colourRoles),
      }),
    )
    .refine((palette) => palette.length >= 5 && palette.length <= 7, "5 to 7 colours")
    .refine(
      (palette) =>
        ["background", "text"].every((role) => palette.some((colour) => colour.role === role)),
      "one colour with the background role and one with the text role",
    ),
  typography: z.object({
    heading: fontSchema,
    body: fontSchema,
    rationale: filled("why the two fonts suit the brand, in one or two sentences"),
  }),
  taglines: z
    .array(z.string())
    .refine(
      (list) => list.length >= 3 && list.length <= 5 && list.every((line) => line.trim()),
      "3 to 5 taglines",
    )
    .describe("3 to 5 tagline options"),
  voice: z.object({
    traits: z.array(z.string()).describe("3 to 5 adjectives for the brand's personality"),
    summary: filled("the voice and tone in two or three sentences"),
    do: z.array(z.string()).describe("3 things to do in writing"),
    dont: z.array(z.string()).describe("3 things to avoid"),
  }),
  logoConcepts: z
    .array(
      z.object({
        title: filled("the concept's name"),
        description: filled("the idea behind it"),
        prompt: filled("a detailed prompt for an image model to draw the logo"),
      }),
    )
    .refine((list) => list.length >= 2 && list.length <= 4, "2 to 4 logo concepts"),
});
export type BrandKitDraft = z.infer<typeof brandKitDraftSchema>;

export const brandKitSchema = savedResult(
  brandKitDraftSchema.extend({
    industry: z.enum(industries),
    name: z.string(),
    description: z.string(),
    /** The job drawing each logo concept, by the concept's position (see logoRequestSchema). */
    logoJobs: z.record(z.string(), z.string().max(100)).default({}),
  }),
);
export type BrandKit = z.infer<typeof brandKitSchema>;
export type BrandColour = BrandKit["palette"][number];

export type BrandKitSummary = { id: string; name: string; industry: string; updatedAt: string };

export function brandKitSummary(kit: BrandKit): BrandKitSummary {
  return { id: kit.id, name: kit.name, industry: kit.industry, updatedAt: kit.updatedAt };
}

/** POST /api/brand-kits/generate */
export const generateBrandKitRequestSchema = generationRequest({
  industry: z.enum(industries),
  name: textField().trim().min(1, "Give the brand a name.").max(100),
  description: textField().trim().min(1, "Describe the brand in a sentence or two.").max(4000),
  uploadIds: z.array(idSchema).max(5, "Attach at most 5 files.").default([]),
});
export type GenerateBrandKitRequest = z.input<typeof generateBrandKitRequestSchema>;

/** POST /api/brand-kits/logos: one logo concept drawn by the first image provider set up. */
export const logoRequestSchema = z.object({
  title: textField().trim().min(1).max(200),
  prompt: textField().trim().min(1, "The logo concept has no prompt.").max(4000),
});
export type LogoRequest = z.infer<typeof logoRequestSchema>;

/** GET /api/brand-kits/logos: whether logos can be drawn here, or the settings that would allow it. */
export type LogoAvailability =
  | { available: true; model: string }
  | { available: false; reason: string };

/** A drawn logo: the job's result. */
export const logoResultSchema = z.object({ url: z.string(), model: z.string() });
export type LogoResult = z.infer<typeof logoResultSchema>;

/** WCAG 2.x relative luminance of an sRGB colour given as #RRGGBB. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((value) =>
    value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

export type ContrastPair = {
  foreground: BrandColour;
  background: BrandColour;
  /** Rounded to two decimals, as WCAG tools show it. */
  ratio: number;
  /** 4.5:1: body text (AA). */
  aa: boolean;
  /** 3:1: large text and interface parts (AA). */
  aaLarge: boolean;
  /** 7:1: body text (AAA). */
  aaa: boolean;
};

const backgroundRoles = new Set<ColourRole>(["background", "surface"]);
const fillRoles = new Set<ColourRole>(["primary", "secondary", "accent"]);

/**
 * The palette's text pairs: every other colour on each background or surface colour, and the
 * background, surface and text colours on each primary, secondary and accent fill (buttons).
 */
export function contrastPairs(palette: readonly BrandColour[]): ContrastPair[] {
  const pairs: ContrastPair[] = [];
  for (const background of palette) {
    for (const foreground of palette) {
      if (foreground === background) continue;
      const onBackground =
        backgroundRoles.has(background.role) && !backgroundRoles.has(foreground.role);
      const onFill =
        fillRoles.has(background.role) &&
        (backgroundRoles.has(foreground.role) || foreground.role === "text");
      if (!onBackground && !onFill) continue;
      const exact = contrastRatio(foreground.hex, background.hex);
      pairs.push({
        foreground,
        background,
        ratio: Math.round(exact * 100) / 100,
        aa: exact >= 4.5,
        aaLarge: exact >= 3,
        aaa: exact >= 7,
      });
    }
  }
  return pairs;
}
