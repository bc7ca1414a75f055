import { z } from "zod";
import { documentAccept } from "../documents";
import { generalChatModels } from "../models";
import { defineTool, noOptions } from "./define-tool";

export const askPdf = defineTool({
  id: "ask-pdf",
  name: "Ask My PDF",
  description: "Upload a PDF and ask questions about its content.",
  category: "Documents",
  icon: "file-text",
  kind: "chat",
  messageBar: true,
  uploadAccept: documentAccept,
  models: generalChatModels,
  options: noOptions,
  assistant: {
    pattern: /\b(pdfs?|documents?|docs?|files?|summar\w*|reports?|papers?)\b/,
    rank: 16,
  },
  route: "/document",
  promotion: {
    card: {
      rank: 6,
      title: "Ask Your PDFs",
      text: "Upload a PDF and ask questions about it; the answers come from the document.",
      icon: "file-question",
    },
    footer: { rank: 5 },
  },
});

/** The job that reads a document into pages (and vectors): its input, and what it answers. */
export const documentReadingInputSchema = z.object({ documentId: z.string() });
export const documentReadingResultSchema = z.object({
  documentId: z.string(),
  pages: z.number(),
  note: z.string().nullable(),
});
