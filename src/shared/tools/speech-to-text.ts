import { workbenchModels } from "../models";
import { defineTool, noOptions } from "./define-tool";

export const speechToText = defineTool({
  id: "speech-to-text",
  name: "Speech to Text",
  description: "Transcribe audio to text or subtitles (SRT, VTT).",
  category: "Audio",
  icon: "mic",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: workbenchModels,
  options: noOptions,
  assistant: { pattern: /\b(transcri\w*|subtitles?|captions?|dictat\w*)\b/, rank: 1 },
});
