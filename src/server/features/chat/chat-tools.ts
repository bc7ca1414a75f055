import type { LanguageModel } from "ai";
import type { CitedSource } from "@/shared/documents";
import type { Locale } from "@/shared/i18n/locales";
import type { ToolId } from "@/shared/tools/registry";

/** One question, as a tool that grounds its answers sees it before the model is asked. */
export type GroundingRequest = {
  /** The signed-in account; null for guests and visitors, who have no documents. */
  userId: string | null;
  /** The conversation the question belongs to; null for the JSON API, which has none. */
  conversationId: string | null;
  question: string;
  /** The turns before the question, oldest first, as text. */
  history: Array<{ role: "user" | "assistant"; text: string }>;
  /** The model that will answer (a tool may ask it to restate a follow-up question first). */
  languageModel: LanguageModel;
  signal: AbortSignal;
};

/** What the answer must rest on: words for the system prompt, and the sources they number. */
export type Grounding = { system: string; sources: CitedSource[] };

/**
 * What the chat tools add to a message: their options, system prompts and groundings. The
 * tools sit above chat, so chat names no tool: the composition root hands this in, built by
 * src/server/tools/index.ts.
 */
export type ChatTools = {
  /** The tool's options, checked by its schema with defaults filled in; 400 naming the bad option. */
  options(toolId: ToolId, options: Record<string, string> | undefined): unknown;
  /** What the tool adds to Bismo's base prompt, from options `options` produced, for `locale`. */
  systemPrompt(toolId: ToolId, options: unknown, locale: Locale): string;
  /** The chat tools that ground their answers, each with its grounding. */
  groundings: ReadonlyMap<ToolId, (request: GroundingRequest) => Promise<Grounding>>;
};
