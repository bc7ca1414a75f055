import { smartChat } from "@/shared/tools/smart-chat";
import { chatTool } from "../chat-tool";

export const smartChatPrompt = chatTool(
  smartChat,
  () => "Think the question through, state assumptions, and give a clear, well-structured answer.",
);
