import { z } from "zod";
import { idSchema } from "../ids";
import { workbenchModels } from "../models";
import { textField } from "../text";
import { defineTool } from "./define-tool";
import { filled, generationRequest, savedResult } from "./results";

/** workbench.md section 9 */
export const audiences = ["business", "academic", "students", "general"] as const;
export const audienceLabels: Record<(typeof audiences)[number], string> = {
  business: "Business",
  academic: "Academic",
  students: "Students",
  general: "General",
};

/** workbench.md section 2: slide count min 5, max 50 (placeholder 10). */
export const minSlides = 5;
export const maxSlides = 50;
export const slideCountMessage = `Choose between ${minSlides} and ${maxSlides} slides.`;

export const slideLayouts = ["title", "section", "bullets", "two-column"] as const;
export type SlideLayout = (typeof slideLayouts)[number];

const options = z.object({ audience: z.enum(audiences).default("general") });

export const presentationBuilder = defineTool({
  id: "presentation-builder",
  name: "Presentation Builder",
  description: "Draft a slide deck for your audience and export it.",
  category: "Productivity",
  icon: "presentation",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: workbenchModels,
  options,
  assistant: { pattern: /\b(presentations?|slides?|slide ?decks?|powerpoint)\b/, rank: 4 },
});

/**
 * What the model writes: the deck's slides in order, each naming its section, exactly
 * `slideCount` of them (a different count is an unusable answer, asked for again).
 */
export function presentationDraftSchema(slideCount: number) {
  return z.object({
    title: filled("the deck's title"),
    subtitle: z.string().describe("one line under the title; may be empty"),
    slides: z
      .array(
        z.object({
          section: filled("the section this slide belongs to"),
          layout: z
            .enum(slideLayouts)
            .describe(
              "title for the first slide, section for a section's opening slide, two-column to compare, bullets otherwise",
            ),
          title: filled("the slide's title"),
          bullets: z
            .array(z.string())
            .describe(
              "short points; for two-column the first half is the left column; empty for title and section slides",
            ),
          notes: z.string().describe("what the speaker says on this slide, two to four sentences"),
        }),
      )
      .refine((slides) => slides.length === slideCount, `exactly ${slideCount} slides`),
  });
}
export type PresentationDraft = z.infer<ReturnType<typeof presentationDraftSchema>>;

export const slideSchema = z.object({
  id: idSchema,
  section: textField().trim().max(200),
  layout: z.enum(slideLayouts),
  title: textField().trim().max(300),
  bullets: z.array(textField().trim().max(500)).max(12),
  notes: textField().max(5000),
});
export type Slide = z.infer<typeof slideSchema>;

/** What a person edits (PUT /api/presentations/:id) and what the export takes. */
export const presentationInputSchema = z.object({
  title: textField().trim().min(1, "Give the deck a title.").max(300),
  subtitle: textField().trim().max(300),
  slides: z
    .array(slideSchema)
    .min(1, "A deck needs at least one slide.")
    .max(maxSlides, `A deck has at most ${maxSlides} slides.`),
});
export type PresentationInput = z.infer<typeof presentationInputSchema>;

export const presentationSchema = savedResult(
  presentationInputSchema.extend({
    topic: z.string(),
    audience: z.enum(audiences),
  }),
);
export type Presentation = z.infer<typeof presentationSchema>;

export type PresentationSummary = {
  id: string;
  title: string;
  slideCount: number;
  updatedAt: string;
};

export function presentationSummary(deck: Presentation): PresentationSummary {
  return {
    id: deck.id,
    title: deck.title,
    slideCount: deck.slides.length,
    updatedAt: deck.updatedAt,
  };
}

/** POST /api/presentations/generate */
export const generatePresentationRequestSchema = generationRequest({
  topic: textField().trim().min(1, "Describe the topic of the deck.").max(4000),
  audience: z.enum(audiences),
  slideCount: z
    .number({ error: slideCountMessage })
    .int(slideCountMessage)
    .min(minSlides, slideCountMessage)
    .max(maxSlides, slideCountMessage),
});
export type GeneratePresentationRequest = z.input<typeof generatePresentationRequestSchema>;
