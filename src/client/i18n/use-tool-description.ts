import { useModels } from "@/client/api/models";
import { toolDescription, toolDescriptionWithModels } from "@/client/i18n/tool-messages";
import { useT } from "@/client/i18n/use-t";
import { localeTags } from "@/shared/i18n/locales";
import { describedModels } from "@/shared/models";
import type { Tool } from "@/shared/tools/registry";

/**
 * Describes tools as this server can serve them, in the page's language: a tool whose definition
 * names its models (Multi Chat) names its default and a model of each other provider.
 */
export function useToolDescription(): (tool: Tool) => string {
  const { t, locale } = useT();
  const catalogue = useModels();
  return (tool) => {
    const names = describedModels(tool, catalogue.data);
    if (names.length === 0) return t(toolDescription(tool.id));
    const models = new Intl.ListFormat(localeTags[locale], { type: "conjunction" }).format(names);
    return t(toolDescriptionWithModels(tool.id), { models });
  };
}
