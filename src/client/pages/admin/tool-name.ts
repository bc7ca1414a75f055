import { toolCatalogue } from "virtual:tool-catalogue";
import { toolName as toolNameMessage } from "@/client/i18n/tool-messages";
import type { Translate } from "@/shared/i18n/translator";

/** A tool's name by its id, in the reader's language; the id for one this build does not know. */
export function toolName(t: Translate, toolId: string): string {
  const tool = toolCatalogue.find((entry) => entry.id === toolId);
  return tool ? t(toolNameMessage(tool.id)) : toolId;
}
