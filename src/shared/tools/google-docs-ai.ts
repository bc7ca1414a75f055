import { z } from "zod";
import { workbenchModels } from "../models";
import { defineTool } from "./define-tool";

export const documentTypes = ["document", "spreadsheet", "presentation"] as const;
export const documentTasks = [
  "Summarize",
  "Analyze Data",
  "Create Outline",
  "Grammar Check",
  "Translate",
  "Format Content",
] as const;

/** The tasks whose answer is a document to keep: it can be downloaded as a file too. */
export const documentTasksWithFiles = ["Format Content", "Translate"] as const;

const options = z.object({
  documentType: z.enum(documentTypes).default("document"),
  task: z.enum(documentTasks).default("Summarize"),
});

export const googleDocsAi = defineTool({
  id: "google-docs-ai",
  name: "Docs Assistant",
  description: "Summarise, outline, translate and polish documents and sheets.",
  category: "Productivity",
  icon: "file-pen",
  kind: "chat",
  messageBar: true,
  uploadAccept: [".docx", ".pdf", ".txt", ".md", ".xlsx", ".pptx", ".csv"],
  models: workbenchModels,
  options,
  route: "/docs",
  promotion: {
    card: {
      rank: 4,
      title: "Document Summarizer",
      text: "Turn long documents into clear summaries, outlines and translations.",
      icon: "file-text",
    },
    footer: { rank: 7 },
  },
});
