import { z } from "zod";

/** What Ask My PDF reads: PDF, Word, PowerPoint, plain text and Markdown. */
export const documentFormats = ["pdf", "docx", "pptx", "txt", "md"] as const;
export type DocumentFormat = (typeof documentFormats)[number];

/**
 * What a document's "page" is: a PDF's page, a deck's slide, or for running text (Word, plain
 * text, Markdown), which has no fixed pages, a section of about 3,000 characters.
 */
export const pageUnits = ["page", "slide", "section"] as const;
export type PageUnit = (typeof pageUnits)[number];

export const documentStatuses = ["queued", "reading", "ready", "failed"] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** A passage an answer cites: its number in the answer ([1], [2]...), where it is, and its text. */
export const citedSourceSchema = z.object({
  number: z.number().int().positive(),
  documentId: z.string(),
  name: z.string(),
  unit: z.enum(pageUnits),
  page: z.number().int().positive(),
  /** Character offsets of the passage within its page's text. */
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  text: z.string(),
});
export type CitedSource = z.infer<typeof citedSourceSchema>;

/** "page 4", "slide 2", "section 3". */
export function pageLabel(unit: PageUnit, page: number): string {
  return `${unit} ${page}`;
}
