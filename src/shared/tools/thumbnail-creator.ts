import { defineTool, noOptions } from "./define-tool";

export const thumbnailCreator = defineTool({
  id: "thumbnail-creator",
  name: "Thumbnail Creator",
  description: "Design eye-catching video thumbnails with text overlays.",
  category: "Design",
  icon: "monitor-play",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: { pattern: /\bthumbnails?\b/, rank: 3 },
});
