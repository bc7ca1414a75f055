import type { z } from "zod";
import type { ToolDefinition } from "@/shared/tools/define-tool";

/** A chat tool's server side: what it tells the model, built from its typed options. */
export type ChatToolServer<Definition extends ToolDefinition = ToolDefinition> = {
  id: Definition["id"];
  /** Follows Bismo's base prompt; gets the options its tool's schema validated, defaults filled in. */
  systemPrompt: (options: z.infer<Definition["options"]>) => string;
};

export function chatTool<const Definition extends ToolDefinition>(
  definition: Definition,
  systemPrompt: ChatToolServer<Definition>["systemPrompt"],
): ChatToolServer<Definition> {
  return { id: definition.id, systemPrompt };
}
