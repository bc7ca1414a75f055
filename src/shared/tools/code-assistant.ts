import { z } from "zod";

export const programmingLanguages = [
  "JavaScript",
  "Python",
  "TypeScript",
  "React",
  "Node.js",
  "HTML/CSS",
] as const;

export const codeAssistantOptionsSchema = z.object({
  language: z.enum(programmingLanguages).default("JavaScript"),
});
export type CodeAssistantOptions = z.infer<typeof codeAssistantOptionsSchema>;
