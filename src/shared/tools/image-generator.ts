import { defineTool, noOptions } from "./define-tool";

export const imageGenerator = defineTool({
  id: "image-generator",
  name: "Image Generator",
  description: "Create images from a text description in many styles.",
  category: "Media",
  icon: "image",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: {
    pattern: /\b(images?|pictures?|photos?|drawings?|draw|illustrat\w*|artworks?|paintings?)\b/,
    rank: 13,
  },
  route: "/images",
});
