import { generalChatModels } from "../models";
import { defineTool, noOptions } from "./define-tool";

export const smartChat = defineTool({
  id: "smart-chat",
  name: "Smart Chat",
  description: "A thoughtful assistant for questions, writing and analysis.",
  category: "Chat",
  icon: "brain",
  kind: "chat",
  messageBar: true,
  uploadAccept: ["image/*", ".pdf", ".txt", ".md", ".js", ".py", ".html", ".css"],
  models: generalChatModels,
  options: noOptions,
});
