import { defineTool, noOptions } from "./define-tool";

export const modelCreator3d = defineTool({
  id: "3d-model-creator",
  name: "3D Model Creator",
  description: "Create 3D models from a description or a reference image.",
  category: "Media",
  icon: "box",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: { pattern: /\b(3d|three-d|meshes)\b/, rank: 9 },
  route: "/3d",
});
