import { z } from "zod";

export const documentTypes = ["document", "spreadsheet", "presentation"] as const;
export const documentTasks = [
  "Summarize",
  "Analyze Data",
  "Create Outline",
  "Grammar Check",
  "Translate",
  "Format Content",
] as const;

export const googleDocsAiOptionsSchema = z.object({
  documentType: z.enum(documentTypes).default("document"),
  task: z.enum(documentTasks).default("Summarize"),
});
export type GoogleDocsAiOptions = z.infer<typeof googleDocsAiOptionsSchema>;
