import { workbenchModels } from "../models";
import { defineTool, noOptions } from "./define-tool";

export const brandKitCreator = defineTool({
  id: "brand-kit-creator",
  name: "Brand Kit Creator",
  description: "Build a brand kit: names, palette, typography and voice.",
  category: "Design",
  icon: "palette",
  kind: "panel",
  messageBar: false,
  uploadAccept: ["image/*", ".pdf", ".ai", ".eps"],
  models: workbenchModels,
  options: noOptions,
  assistant: { pattern: /\b(brand\w*|logos?|colou?r palettes?)\b/, rank: 10 },
});
