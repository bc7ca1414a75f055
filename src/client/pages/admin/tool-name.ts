import { toolCatalogue } from "virtual:tool-catalogue";

/** A tool's name by its id (the light catalogue, not the definitions); the id for one this build does not know. */
export function toolName(toolId: string): string {
  return toolCatalogue.find((tool) => tool.id === toolId)?.name ?? toolId;
}
