import { z } from "zod";
import { workbenchModels } from "../models";
import { defineTool } from "./define-tool";

export const flashcardCounts = ["10", "20", "30", "50"] as const;
export const flashcardDifficulties = ["Beginner", "Intermediate", "Advanced"] as const;

const options = z.object({
  count: z.enum(flashcardCounts).default("10"),
  difficulty: z.enum(flashcardDifficulties).default("Intermediate"),
});

export const flashcardGenerator = defineTool({
  id: "flashcard-generator",
  name: "Flashcard Generator",
  description: "Make study flashcards from a topic or your notes.",
  category: "Education",
  icon: "layers",
  kind: "chat",
  messageBar: true,
  uploadAccept: [".pdf", ".txt", ".md", ".docx"],
  models: workbenchModels,
  options,
  assistant: { pattern: /\b(flash ?cards?|study|studying|memori[sz]e)\b/, rank: 6 },
});
