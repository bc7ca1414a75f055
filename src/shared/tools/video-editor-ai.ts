import { defineTool, noOptions } from "./define-tool";

export const videoEditorAi = defineTool({
  id: "video-editor-ai",
  name: "Video Editor AI",
  description: "Edit videos by instruction: subtitles, cuts, colour, noise.",
  category: "Media",
  icon: "scissors",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
});
