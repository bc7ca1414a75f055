import { z } from "zod";
import { citedSourceSchema } from "./documents";
import { idSchema } from "./ids";
import { textField } from "./text";
import { defaultToolId, type ToolId, toolIdSchema } from "./tools/registry";

export const titleMaxLength = 50;

/**
 * The words of a Markdown text without its markup, on one line: `**bold**` reads "bold",
 * `[docs](https://...)` reads "docs", a heading's `#` and a list's `-` go.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, "")
    .replace(/(\*\*|__|~~|`+)(?=\S)([\s\S]*?\S)\1/g, "$2")
    .replace(/(^|[^\w*])[*_](?=\S)([^*_]*?\S)[*_](?![\w*])/g, "$1$2")
    .replace(/\s+/g, " ")
    .trim();
}

/** A conversation's title: its first message as plain text, cut to 50 characters plus '...' when longer. */
export function conversationTitle(firstMessage: string): string {
  const text = plainText(firstMessage);
  return text.length > titleMaxLength ? `${text.slice(0, titleMaxLength)}...` : text;
}

export const messageStatuses = ["complete", "interrupted", "error"] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** `metadata` of every message in the UI stream and in a loaded conversation. */
export const messageMetadataSchema = z.object({
  createdAt: z.string(),
  modelId: z.string().optional(),
  modelDisplayName: z.string().optional(),
  status: z.enum(messageStatuses).optional(),
  /** For status "error" or "interrupted": the specific, safe reason. */
  errorMessage: z.string().optional(),
  /** Tokens the provider counted for an answer, when it said (sent with the answer's end). */
  usage: z
    .object({ inputTokens: z.number().optional(), outputTokens: z.number().optional() })
    .optional(),
  /** The passages an answer's numbered markers ([1], [2]...) point to (Ask My PDF). */
  sources: z.array(citedSourceSchema).optional(),
});
export type MessageMetadata = z.infer<typeof messageMetadataSchema>;

/**
 * Streamed as a transient `data-retry` part while the provider is asked again: why the last
 * attempt failed, and which attempt comes next.
 */
export type RetryNotice = { reason: string; attempt: number; attempts: number };

const uiPartSchema = z.looseObject({ type: textField().min(1), text: textField().optional() });

/** A UIMessage as @ai-sdk/react sends it; parts are checked in detail on the server. */
export const uiMessageSchema = z.object({
  id: textField().min(1).max(200),
  role: z.enum(["system", "user", "assistant"]),
  parts: z.array(uiPartSchema).max(100),
  metadata: z.unknown().optional(),
});

/** Sampling settings a caller may set for one answer; the provider's defaults otherwise. */
const generationSettings = {
  temperature: z.number().min(0).max(2).optional(),
  maxOutputTokens: z.number().int().positive().max(200_000).optional(),
};

/**
 * The most messages a chat request carries: a longer conversation sends its latest ones (the
 * model would not take thousands of turns either; the conversation itself keeps them all).
 */
export const chatRequestMessages = 500;

/** POST /api/chat: what DefaultChatTransport sends plus the tool, model and tool options. */
export const chatRequestSchema = z.object({
  /** The conversation's id, which later names it in /api/conversations/:id. */
  id: idSchema,
  messages: z.array(uiMessageSchema).min(1).max(chatRequestMessages),
  trigger: z.enum(["submit-message", "regenerate-message"]).default("submit-message"),
  messageId: textField().max(200).optional(),
  toolId: toolIdSchema,
  model: textField().min(1).max(200),
  options: z.record(textField(), textField().max(200)).optional(),
  ...generationSettings,
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** POST /api/ai/chat: the hub's ask box (the spec's payload). */
export const hubChatRequestSchema = z.object({
  message: textField().trim().min(1, "Type a message first.").max(20_000),
  /** Sent by the spec's clients; the model alone decides the provider. */
  provider: textField().optional(),
  model: textField().min(1).max(200).optional(),
  temperature: generationSettings.temperature,
  maxTokens: generationSettings.maxOutputTokens,
});
/** Where the answer streams: the new conversation (null for guests) and the settings to ask it with. */
export type HubChatResponse = {
  conversationId: string | null;
  model: string;
  generation: { temperature?: number; maxOutputTokens?: number };
};

/** POST /api/ai/workbench-chat: JSON chat for API clients (the spec's payload). */
export const workbenchChatRequestSchema = z.object({
  message: textField().trim().min(1, "Type a message first.").max(20_000),
  tool: toolIdSchema.default(defaultToolId),
  model: textField().min(1).max(200).default("gpt-4o"),
  /** Sent by the spec's clients; the model alone decides the provider. */
  provider: textField().optional(),
  options: z.record(textField(), textField().max(200)).optional(),
  temperature: generationSettings.temperature,
  maxTokens: generationSettings.maxOutputTokens,
  history: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: textField().max(100_000) }))
    .max(200)
    .default([]),
});
export type WorkbenchChatResponse = { response: string; modelDisplayName: string };

export type ConversationSummary = {
  id: string;
  toolId: ToolId;
  title: string;
  lastMessageAt: string;
  /** In search results: the words around the match in the first matching message. */
  excerpt?: string;
};

export type StoredMessage = {
  id: string;
  role: "user" | "assistant";
  parts: Array<
    | { type: "text"; text: string }
    | { type: "file"; mediaType: string; filename: string; url: string }
  >;
  metadata: MessageMetadata;
};

/** GET /api/conversations?toolId=&q= (q: search titles and messages) */
/** Conversations a page of the history lists (newest first) holds at most. */
export const historyPageSize = 50;
/**
 * GET /api/conversations?toolId=&q=&cursor=: one page of the history (or of a search), newest
 * first; `nextCursor` asks for the next page, null on the last.
 */
export type ConversationListResponse = {
  conversations: ConversationSummary[];
  nextCursor: string | null;
};
/** GET /api/conversations/export?toolId=: every conversation of the tool, newest first. */
export type ConversationExportResponse = { conversations: ConversationResponse[] };
/** GET /api/conversations/:id */
export type ConversationResponse = {
  conversation: ConversationSummary;
  messages: StoredMessage[];
};

/** POST /api/uploads -> 201 */
export type UploadResponse = {
  id: string;
  name: string;
  size: number;
  mediaType: string;
  url: string;
};
