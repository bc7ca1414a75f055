import { z } from "zod";

export const emailTypes = [
  "Professional",
  "Marketing",
  "Follow-up",
  "Apology",
  "Thank You",
  "Sales Pitch",
] as const;

export const emailAssistantOptionsSchema = z.object({
  emailType: z.enum(emailTypes).default("Professional"),
});
export type EmailAssistantOptions = z.infer<typeof emailAssistantOptionsSchema>;
