import type { UIMessage } from "ai";
import { ApiError, parseErrorBody } from "@/client/api/http";
import { activeLocale } from "@/client/i18n/locale-store";
import { i18nFor } from "@/client/i18n/use-t";
import { chatRequestMessages, type MessageMetadata } from "@/shared/chat";

/** A chat message as useChat holds it; metadata arrives with the stream or a loaded conversation. */
export type ChatMessage = UIMessage<Partial<MessageMetadata>>;

export function messageText(message: ChatMessage): string {
  return message.parts
    .flatMap((part) => (part.type === "text" ? [part.text] : []))
    .join("")
    .trim();
}

/**
 * What a chat request carries of a conversation: its latest messages up to the server's limit,
 * starting at a question (a provider may refuse a conversation that starts with an answer).
 */
export function requestMessages<M extends { role: string }>(messages: readonly M[]): M[] {
  const latest = messages.slice(-chatRequestMessages);
  if (latest.length === messages.length) return latest;
  const question = latest.findIndex((message) => message.role === "user");
  return question < 0 ? latest : latest.slice(question);
}

export function messageFiles(message: ChatMessage) {
  return message.parts.flatMap((part) => (part.type === "file" ? [part] : []));
}

/**
 * A chat failure as an ApiError when the server refused the message with its error shape (a
 * used-up allowance carries its `quota`), or null for a failure mid-stream.
 */
export function chatRefusal(error: Error | undefined): ApiError | null {
  try {
    const body = parseErrorBody(JSON.parse(error?.message ?? ""));
    return body ? new ApiError(0, body.code, body.message, body.quota) : null;
  } catch {
    return null;
  }
}

/**
 * The specific reason behind a chat failure. A refused request carries our JSON error body as its
 * message (the transport passes the response text on); a failure mid-stream carries the stream's text.
 */
export function chatErrorReason(error: Error | undefined): string {
  const text = error?.message?.trim();
  const { t } = i18nFor(activeLocale());
  if (!text)
    return t({
      id: "workbench.chat.incomplete",
      defaultMessage: "The answer could not be completed.",
    });
  try {
    const error = parseErrorBody(JSON.parse(text));
    if (error) return error.message;
  } catch {
    // Not JSON: the stream's own error text.
  }
  if (/failed to fetch|networkerror|load failed/i.test(text))
    return t({
      id: "workbench.chat.network",
      defaultMessage: "Network error: check your connection and try again.",
    });
  return text.length > 300 ? `${text.slice(0, 300)}...` : text;
}
