import type { Descriptor, MessageId } from "@/shared/i18n/runtime";
import type { ToolCategory, ToolId } from "@/shared/tools/registry";

/**
 * The messages a tool's definition holds (scripts/i18n/tool-messages.ts extracts them under ids
 * made from the tool's id): its name, description, and its landing card's title and text.
 */
export const toolName = (id: ToolId): Descriptor => ({ id: `common.tool.${id}` as MessageId });
export const toolDescription = (id: ToolId): Descriptor => ({
  id: `catalog.${id}.description` as MessageId,
});
type WithModels = Extract<MessageId, `catalog.${string}.withModels`>;
/** Only for a tool whose definition has `describeWithModels`: takes `{ models }`. */
export const toolDescriptionWithModels = (id: ToolId): Descriptor<WithModels> => ({
  id: `catalog.${id}.withModels` as WithModels,
});
export const categoryName = (category: ToolCategory): Descriptor => ({
  id: `catalog.category.${category.toLowerCase()}` as MessageId,
});
/** Only for a tool whose definition has a landing card. */
export const cardTitle = (id: ToolId): Descriptor => ({
  id: `landing.card.${id}.title` as MessageId,
});
export const cardText = (id: ToolId): Descriptor => ({
  id: `landing.card.${id}.text` as MessageId,
});
