import { defineTool, noOptions } from "./define-tool";

export const presentationBuilder = defineTool({
  id: "presentation-builder",
  name: "Presentation Builder",
  description: "Draft a slide deck for your audience and export it.",
  category: "Productivity",
  icon: "presentation",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: { pattern: /\b(presentations?|slides?|slide ?decks?|powerpoint)\b/, rank: 4 },
});
