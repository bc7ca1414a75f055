import { useMutation } from "@tanstack/react-query";
import type { HubChatResponse } from "@/shared/chat";
import { api, readJson } from "./http";

/**
 * The spec's hub payload, less its fixed provider and model ('openai', 'gpt-4o'): the server
 * picks Multi Chat's first usable model, so the box works with whichever provider is set up.
 */
export function hubChatPayload(message: string) {
  return { message, temperature: 0.7, maxTokens: 1000 };
}

/** POST /api/ai/chat: starts a conversation of the default tool from the hub's ask box. */
export function useHubChat() {
  return useMutation({
    mutationFn: (message: string) => readJson(api.ai.chat.$post({ json: hubChatPayload(message) })),
  });
}

/** Router state the ask box sends along when it opens the workbench. */
export type HubHandoff = {
  /** The sampling settings the hub asked with, for that first answer. */
  generation?: HubChatResponse["generation"];
  /** A guest's question, sent there as a normal message (guests have no stored conversation). */
  pendingMessage?: string;
  /** An account's new conversation holds the question; the workbench requests its answer. */
  answerPending?: boolean;
};
