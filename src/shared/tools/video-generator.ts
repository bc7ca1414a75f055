import { defineTool, noOptions } from "./define-tool";

export const videoGenerator = defineTool({
  id: "video-generator",
  name: "Video Generator",
  description: "Generate short videos from text, an image or another video.",
  category: "Media",
  icon: "video",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: { pattern: /\b(videos?|clips?|movies?|films?|animat\w*)\b/, rank: 12 },
  route: "/video",
});
