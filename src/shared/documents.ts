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

/** The file names Ask My PDF reads (its size cap is UPLOAD_MAX_BYTES). */
export const documentAccept = [".pdf", ".docx", ".pptx", ".txt", ".md"] as const;

/**
 * A document as a conversation's list shows it. `progress`/`stage` come from the job reading it
 * ("Reading page 37 of 120") while its status is queued or reading; `note` says why it failed or
 * what was left out.
 */
export const documentViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  format: z.enum(documentFormats),
  unit: z.enum(pageUnits),
  pages: z.number().int().nullable(),
  size: z.number().int(),
  status: z.enum(documentStatuses),
  note: z.string().nullable(),
  jobId: z.string().nullable(),
  progress: z.number().nullable(),
  stage: z.string().nullable(),
  /** The file itself, for its owner (opened in a new tab). */
  url: z.string(),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

export type DocumentListResponse = { documents: DocumentView[] };

/** `POST /api/conversations/:id/documents`: the document, and whether it has to be read first. */
export type DocumentAddedResponse = { document: DocumentView };

/**
 * `POST /api/pdf/upload` (the spec's call for API clients): the document once read (or, with
 * `Prefer: respond-async`, as queued), and the conversation that holds it.
 */
export type PdfUploadResponse = {
  documentId: string;
  conversationId: string;
  name: string;
  pages: number | null;
  status: DocumentStatus;
  note: string | null;
};

/** One page's text as read, for the viewer that shows a cited passage. */
export type DocumentPageResponse = {
  documentId: string;
  name: string;
  unit: PageUnit;
  page: number;
  pageCount: number;
  text: string;
};
