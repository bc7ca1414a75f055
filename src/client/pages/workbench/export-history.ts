import { type ChatMessage, messageText } from "@/client/lib/chat-message";
import { saveFile } from "@/client/lib/save-file";
import type { ConversationResponse } from "@/shared/chat";
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

/**
 * A tool's whole history in one file: the tool, the export date, and each conversation (newest
 * first) with its id, title and messages as a single conversation's export holds them.
 */
export function historyExport(
  tool: Tool,
  conversations: readonly ConversationResponse[],
  now = new Date(),
) {
  return {
    tool: tool.id,
    exportDate: now.toISOString(),
    conversations: conversations.map(({ conversation, messages }) => {
      const { messages: exported, conversationId } = chatExport(
        tool,
        conversation.id,
        messages as ChatMessage[],
        now,
      );
      return { conversationId, title: conversation.title, messages: exported };
    }),
  };
}

/**
 * `{Tool_Name}_chat_{YYYY-MM-DD}.json` (one conversation) or `{Tool_Name}_history_{...}.json`
 * (all of them), dated as the user's own calendar reads.
 */
export function chatExportFileName(
  tool: Tool,
  now = new Date(),
  kind: "chat" | "history" = "chat",
) {
  const pad = (value: number) => String(value).padStart(2, "0");
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${tool.name.replace(/\s+/g, "_")}_${kind}_${date}.json`;
}

export function downloadJson(fileName: string, value: unknown) {
  saveFile(fileName, new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }));
}
