import type { ComponentType, LazyExoticComponent } from "react";
import type { CitedSource } from "@/shared/documents";
import type { Tool, ToolDefinitionOf, ToolId, ToolOptions } from "@/shared/tools/registry";

/** What a chat tool's options bar gets: its own options, typed, with their defaults filled in. */
export type OptionsBarProps<Id extends ToolId> = {
  options: ToolOptions<Id>;
  onChange: (options: ToolOptions<Id>) => void;
};

/** What a chat tool's answer actions get: the options in effect, the answer and what it answered. */
export type AnswerActionsProps<Id extends ToolId> = {
  options: ToolOptions<Id>;
  /** The answer's text (Markdown). */
  answer: string;
  /** The names of the files the question attached. */
  attachedNames: readonly string[];
};

/** A chat tool's part of the workbench: the bar of options above its conversation. */
export type ChatToolView<Id extends ToolId = ToolId> = {
  id: Id;
  OptionsBar: ComponentType<OptionsBarProps<Id>>;
  /** Buttons beside each finished answer (e.g. download it as a document). */
  AnswerActions?: ComponentType<AnswerActionsProps<Id>>;
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

/** What a panel tool's history gets: `onOpened` after it opened an entry (closes the phone drawer). */
export type HistoryProps = { tool: Tool; isAuthenticated: boolean; onOpened: () => void };

/** A panel tool's part of the workbench: its whole workspace, loaded when first opened. */
export type PanelToolView = {
  id: ToolId;
  Workspace: LazyExoticComponent<ComponentType<WorkspaceProps>>;
  /**
   * The tool's saved results in the left panel, where chat tools list their conversations;
   * renders nothing when there are none. Opening one sets `?result=<id>` (lib/open-result.ts).
   */
  History?: LazyExoticComponent<ComponentType<HistoryProps>>;
};

export function chatToolView<Id extends ToolId>(
  definition: ToolDefinitionOf<Id>,
  OptionsBar: ComponentType<OptionsBarProps<Id>>,
  AnswerActions?: ComponentType<AnswerActionsProps<Id>>,
): ChatToolView<Id> {
  return { id: definition.id as Id, OptionsBar, AnswerActions };
}
