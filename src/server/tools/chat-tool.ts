import type { LanguageModel } from "ai";
import type { z } from "zod";
import type { AppDeps } from "@/server/platform/http/app-env";
import type { CitedSource } from "@/shared/documents";
import type { ToolDefinition } from "@/shared/tools/define-tool";

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

/** A chat tool's server side: what it tells the model, built from its typed options. */
export type ChatToolServer<Definition extends ToolDefinition = ToolDefinition> = {
  id: Definition["id"];
  /** Follows Bismo's base prompt; gets the options its tool's schema validated, defaults filled in. */
  systemPrompt: (options: z.infer<Definition["options"]>) => string;
  /** Finds, for each question, the material the answer must rest on (Ask My PDF's passages). */
  grounding?: (deps: AppDeps) => (request: GroundingRequest) => Promise<Grounding>;
};

export function chatTool<const Definition extends ToolDefinition>(
  definition: Definition,
  systemPrompt: ChatToolServer<Definition>["systemPrompt"],
  grounding?: ChatToolServer<Definition>["grounding"],
): ChatToolServer<Definition> {
  return { id: definition.id, systemPrompt, grounding };
}
