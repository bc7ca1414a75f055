import type { ComponentType, LazyExoticComponent } from "react";
import type { CitedSource } from "@/shared/documents";
import type { Tool, ToolDefinitionOf, ToolId, ToolOptions } from "@/shared/tools/registry";

/** What a chat tool's options bar gets: its own options, typed, with their defaults filled in. */
export type OptionsBarProps<Id extends ToolId> = {
  options: ToolOptions<Id>;
  onChange: (options: ToolOptions<Id>) => void;
};

/** A chat tool's part of the workbench: the bar of options above its conversation. */
export type ChatToolView<Id extends ToolId = ToolId> = {
  id: Id;
  OptionsBar: ComponentType<OptionsBarProps<Id>>;
};

/**
 * What a chat tool that answers from documents adds to its chat: the conversation's documents
 * above the questions, and a viewer for the page an answer's marker cites.
 */
export type ChatToolPanels = {
  id: ToolId;
  Documents: ComponentType<{
    conversationId: string;
    isAuthenticated: boolean;
    /** A document was added: keep the conversation (a new one gets its id in the address). */
    onAdded: () => void;
  }>;
  SourceViewer: ComponentType<{ source: CitedSource; onClose: () => void }>;
};

/** What a panel tool's workspace gets from the workbench. */
export type WorkspaceProps = { tool: Tool; isAuthenticated: boolean };

/** A panel tool's part of the workbench: its whole workspace, loaded when first opened. */
export type PanelToolView = {
  id: ToolId;
  Workspace: LazyExoticComponent<ComponentType<WorkspaceProps>>;
  /**
   * The tool runs jobs whose results are kept: the left panel lists them (JobHistory), and
   * opening one puts its id in the page's `job` search parameter for the workspace to show.
   */
  keepsResults?: boolean;
};

export function chatToolView<Id extends ToolId>(
  definition: ToolDefinitionOf<Id>,
  OptionsBar: ComponentType<OptionsBarProps<Id>>,
): ChatToolView<Id> {
  return { id: definition.id as Id, OptionsBar };
}
