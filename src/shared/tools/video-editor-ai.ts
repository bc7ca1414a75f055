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

/** The editing actions, in the spec's order and words (the panel sends these labels). */
export const videoEditActions = [
  "Remove Background",
  "Add Subtitles",
  "Cut Highlights",
  "Noise Reduction",
  "Color Correction",
  "Add Transitions",
] as const;
export type VideoEditAction = (typeof videoEditActions)[number];
