import type { ChatMessage } from "@/client/lib/chat-message";
import type { ToolId } from "@/shared/tools/registry";

/** A guest's conversation stays in this browser tab (one per tool); the server never stores it. */
export type GuestChat = { id: string; messages: ChatMessage[] };

const key = (toolId: ToolId) => `bismo:guest-chat:${toolId}`;

export function readGuestChat(toolId: ToolId): GuestChat | null {
  try {
    const raw = sessionStorage.getItem(key(toolId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<GuestChat>;
    if (typeof parsed.id !== "string" || !Array.isArray(parsed.messages)) return null;
    return { id: parsed.id, messages: parsed.messages };
  } catch {
    return null;
  }
}

export function saveGuestChat(toolId: ToolId, chat: GuestChat) {
  try {
    sessionStorage.setItem(key(toolId), JSON.stringify(chat));
  } catch {
    // Storage full or disabled: the chat still works for this page view.
  }
}
