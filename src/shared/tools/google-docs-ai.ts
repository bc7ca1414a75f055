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
  uploadAccept: [],
  models: workbenchModels,
  options,
  route: "/docs",
});
