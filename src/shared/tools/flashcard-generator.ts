import { z } from "zod";

export const flashcardCounts = ["10", "20", "30", "50"] as const;
export const flashcardDifficulties = ["Beginner", "Intermediate", "Advanced"] as const;

export const flashcardGeneratorOptionsSchema = z.object({
  count: z.enum(flashcardCounts).default("10"),
  difficulty: z.enum(flashcardDifficulties).default("Intermediate"),
});
export type FlashcardGeneratorOptions = z.infer<typeof flashcardGeneratorOptionsSchema>;
