import { z } from "zod";

export const tutorLanguages = [
  "Spanish",
  "French",
  "German",
  "Italian",
  "Portuguese",
  "Japanese",
] as const;
export const tutorLevels = ["Beginner", "Elementary", "Intermediate", "Advanced"] as const;

export const languageTutorOptionsSchema = z.object({
  language: z.enum(tutorLanguages).default("Spanish"),
  level: z.enum(tutorLevels).default("Beginner"),
});
export type LanguageTutorOptions = z.infer<typeof languageTutorOptionsSchema>;
