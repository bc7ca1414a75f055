import { defineTool, noOptions } from "./define-tool";

export const textToSpeech = defineTool({
  id: "text-to-speech",
  name: "Text to Speech",
  description: "Turn text into natural speech with six voices.",
  category: "Audio",
  icon: "volume-2",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: {
    pattern: /\b(voices?|speech|speak|audio|narrat\w*|read (it )?aloud|voice-?overs?)\b/,
    rank: 14,
  },
  route: "/voice",
});
