import { toolCategories, tools } from "../../src/shared/tools/registry.ts";

/**
 * The messages the tool definitions (src/shared/tools/<tool-id>.ts) hold, extracted from them as
 * `t(...)` calls are from the rest of the code, so a definition stays the one place its English
 * is written. Their ids derive from the tool's id (client: src/client/i18n/tool-messages.ts):
 * `common.tool.<id>` (the common area: every page names tools), `catalog.<id>.description` and
 * `catalog.<id>.withModels`, `catalog.category.<category>` (area catalog: the hub, the workbench)
 * and `landing.card.<id>.title|text` (the landing page's cards).
 */
export function toolMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const tool of tools) {
    messages.set(`common.tool.${tool.id}`, tool.name);
    messages.set(`catalog.${tool.id}.description`, tool.description);
    // The function is a template: asked for "{models}", it returns the ICU text.
    if (tool.describeWithModels)
      messages.set(`catalog.${tool.id}.withModels`, tool.describeWithModels("{models}"));
    const card = tool.promotion?.card;
    if (card) {
      messages.set(`landing.card.${tool.id}.title`, card.title);
      messages.set(`landing.card.${tool.id}.text`, card.text);
    }
  }
  for (const category of toolCategories)
    messages.set(`catalog.category.${category.toLowerCase()}`, category);
  return messages;
}
