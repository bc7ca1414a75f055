import { generalChatModels } from "../models";
import { defineTool, noOptions } from "./define-tool";

export const multiChat = defineTool({
  id: "multi-chat",
  name: "Multi Chat",
  description: "Chat with the AI models this server offers, all in one place.",
  describeWithModels: (models) => `Chat with ${models}, all in one place.`,
  category: "Chat",
  icon: "messages-square",
  kind: "chat",
  messageBar: true,
  uploadAccept: ["image/*", ".pdf", ".txt", ".md", ".docx", ".xlsx", ".pptx", ".csv"],
  models: generalChatModels,
  options: noOptions,
  assistant: {
    pattern: /\b(chat\w*|talk|conversations?|questions?|gpt|claude|gemini)\b/,
    rank: 17,
  },
  route: "/chat",
  promotion: {
    card: {
      rank: 1,
      title: "Chat Assistant",
      text: "Ask anything, attach your files, and get answers from the AI models this server offers.",
    },
    footer: { rank: 1 },
  },
});
