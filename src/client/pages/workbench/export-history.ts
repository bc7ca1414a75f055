import { type ChatMessage, messageText } from "@/client/lib/chat-message";
import { saveFile } from "@/client/lib/save-file";
import type { Tool } from "@/shared/tools/registry";

/** The spec's export file: tool, conversationId, exportDate, messages (role, content, timestamp). */
export function chatExport(
  tool: Tool,
  conversationId: string,
  messages: ChatMessage[],
  now = new Date(),
) {
  return {
    tool: tool.id,
    conversationId,
    exportDate: now.toISOString(),
    messages: messages.map((message) => ({
      role: message.role,
      content: messageText(message),
      timestamp: message.metadata?.createdAt ?? now.toISOString(),
    })),
  };
}

/** `{Tool_Name}_chat_{YYYY-MM-DD}.json`, dated as the user's own calendar reads. */
export function chatExportFileName(tool: Tool, now = new Date()) {
  const pad = (value: number) => String(value).padStart(2, "0");
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${tool.name.replace(/\s+/g, "_")}_chat_${date}.json`;
}

export function downloadJson(fileName: string, value: unknown) {
  saveFile(fileName, new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }));
}
