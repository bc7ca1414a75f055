import { defineTool, noOptions } from "./define-tool";

export const segSwap = defineTool({
  id: "seg-swap",
  name: "Image Editor",
  description: "Remove, replace or restyle parts of an image.",
  category: "Design",
  icon: "wand",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
});
