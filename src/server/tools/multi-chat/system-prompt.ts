import { multiChat } from "@/shared/tools/multi-chat";
import { chatTool } from "../chat-tool";

// Bismo's base prompt alone.
export const multiChatPrompt = chatTool(multiChat, () => "");
