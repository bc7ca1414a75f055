import { workbenchModels } from "../models";
import { defineTool, noOptions } from "./define-tool";

export const hunyuanVideo = defineTool({
  id: "hunyuan-video",
  name: "Hunyuan Video",
  description: "Generate cinematic video clips with Hunyuan Video.",
  category: "Media",
  icon: "clapperboard",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: workbenchModels,
  options: noOptions,
});
