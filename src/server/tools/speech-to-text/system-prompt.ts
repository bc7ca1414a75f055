import { speechToText } from "@/shared/tools/speech-to-text";
import { chatTool } from "../chat-tool";

// Bismo's base prompt alone.
export const speechToTextPrompt = chatTool(speechToText, () => "");
