import { codeAssistant } from "@/shared/tools/code-assistant";
import { chatTool } from "../chat-tool";

export const codeAssistantPrompt = chatTool(
  codeAssistant,
  ({ language }) =>
    `You are an expert ${language} programmer. Write correct, idiomatic, well-explained ${language} code; when reviewing or debugging, point to the exact problem and show the fix.`,
);
