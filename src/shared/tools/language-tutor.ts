import { z } from "zod";
import { workbenchModels } from "../models";
import { defineTool } from "./define-tool";

export const tutorLanguages = [
  "Spanish",
  "French",
  "German",
  "Italian",
  "Portuguese",
  "Japanese",
] as const;
export const tutorLevels = ["Beginner", "Elementary", "Intermediate", "Advanced"] as const;

const options = z.object({
  language: z.enum(tutorLanguages).default("Spanish"),
  level: z.enum(tutorLevels).default("Beginner"),
});

export const languageTutor = defineTool({
  id: "language-tutor",
  name: "Language Tutor",
  description: "Practise a language with a patient tutor at your level.",
  category: "Education",
  icon: "languages",
  kind: "chat",
  messageBar: true,
  uploadAccept: [],
  models: workbenchModels,
  options,
  assistant: {
    pattern: /\b(languages?|spanish|french|german|italian|vocabulary|grammar|translat\w*)\b/,
    rank: 7,
  },
  promotion: {
    card: {
      rank: 7,
      title: "Language Tutor",
      text: "Practise Spanish, French, German and more with a patient tutor at your level.",
    },
  },
});
