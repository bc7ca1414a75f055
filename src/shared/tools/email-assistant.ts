import { z } from "zod";
import { generalChatModels } from "../models";
import { defineTool } from "./define-tool";

export const emailTypes = [
  "Professional",
  "Marketing",
  "Follow-up",
  "Apology",
  "Thank You",
  "Sales Pitch",
] as const;

const options = z.object({
  emailType: z.enum(emailTypes).default("Professional"),
});

export const emailAssistant = defineTool({
  id: "email-assistant",
  name: "Email Assistant",
  description: "Write professional, marketing, follow-up and other e-mails.",
  category: "Productivity",
  icon: "mail",
  kind: "chat",
  messageBar: true,
  uploadAccept: [],
  models: generalChatModels,
  options,
  assistant: { pattern: /\b(e-?mails?|inbox|newsletters?)\b/, rank: 8 },
  promotion: {
    card: {
      rank: 8,
      title: "E-mail Writer",
      text: "Draft professional, follow-up and thank-you e-mails in the right tone.",
    },
  },
});
