import { googleDocsAi } from "@/shared/tools/google-docs-ai";
import { chatTool } from "../chat-tool";

export const googleDocsAiPrompt = chatTool(
  googleDocsAi,
  ({ documentType, task }) =>
    `You help with a ${documentType}. Task: ${task}. Work on the text or data the user provides and return the result ready to paste back.`,
);
