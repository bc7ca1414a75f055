import type { z } from "zod";
import type { Grounding, GroundingRequest } from "@/server/features/chat/chat-tools";
import type { Locale } from "@/shared/i18n/locales";
import type { ToolDefinition } from "@/shared/tools/define-tool";
import type { ToolDeps } from "./panel-tool";

/** A chat tool's server side: what it tells the model, built from its typed options. */
export type ChatToolServer<Definition extends ToolDefinition = ToolDefinition> = {
  id: Definition["id"];
  /**
   * Follows Bismo's base prompt; gets the options its tool's schema validated, defaults filled
   * in, and the user's interface language.
   */
  systemPrompt: (options: z.infer<Definition["options"]>, locale: Locale) => string;
  /** Finds, for each question, the material the answer must rest on (Ask My PDF's passages). */
  grounding?: (deps: ToolDeps) => (request: GroundingRequest) => Promise<Grounding>;
};

export function chatTool<const Definition extends ToolDefinition>(
  definition: Definition,
  systemPrompt: ChatToolServer<Definition>["systemPrompt"],
  grounding?: ChatToolServer<Definition>["grounding"],
): ChatToolServer<Definition> {
  return { id: definition.id, systemPrompt, grounding };
}
