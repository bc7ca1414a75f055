import { defineTool, noOptions } from "./define-tool";

export const hunyuan3dMv = defineTool({
  id: "hunyuan-3d-mv",
  name: "Multiview 3D",
  description: "Build a 3D model from 2 to 6 photos of an object.",
  category: "Media",
  icon: "boxes",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
});
