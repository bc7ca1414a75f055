declare module "virtual:tool-catalogue" {
  import type { Tool } from "@/shared/tools/registry";

  /**
   * Served by scripts/tool-catalogue.ts from the tool definitions, in the registry's order;
   * `built`: the tool works in this build (a chat tool, or a panel tool with its workspace).
   */
  export const toolCatalogue: readonly (Pick<
    Tool,
    "id" | "name" | "kind" | "icon" | "route" | "promotion"
  > & {
    built: boolean;
  })[];
}
