import { defineTool, noOptions } from "./define-tool";

export const voiceClone = defineTool({
  id: "voice-clone",
  name: "Voice Clone",
  description: "Speak any text in a voice cloned from a short sample.",
  category: "Audio",
  icon: "audio-lines",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: { pattern: /\bclon(e|es|ed|ing)\b/, rank: 2 },
});
