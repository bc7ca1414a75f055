import type { ComponentType } from "react";
import {
  type ChatToolId,
  type Covers,
  getTool,
  type ToolDefinitionOf,
  type ToolId,
} from "@/shared/tools/registry";
import { askPdfPanels } from "./ask-pdf/view";
import { codeAssistantView } from "./code-assistant/options-bar";
import { emailAssistantView } from "./email-assistant/options-bar";
import { flashcardGeneratorView } from "./flashcard-generator/options-bar";
import { googleDocsAiView } from "./google-docs-ai/options-bar";
import { imageGeneratorView } from "./image-generator/view";
import { languageTutorView } from "./language-tutor/options-bar";
import { segSwapView } from "./seg-swap/view";
import { thumbnailCreatorView } from "./thumbnail-creator/view";
import type { ChatToolPanels, PanelToolView } from "./tool-view";

/** The options bar of every chat tool that has options. */
const chatToolViews = [
  languageTutorView,
  googleDocsAiView,
  flashcardGeneratorView,
  codeAssistantView,
  emailAssistantView,
];
type ChatToolWithOptions = {
  [Id in ChatToolId]: keyof ToolDefinitionOf<Id>["options"]["shape"] extends never ? never : Id;
}[ChatToolId];
// A chat tool with options but no bar to set them fails to compile here, naming the tool.
const everyOptionHasABar: Covers<ChatToolWithOptions, (typeof chatToolViews)[number]["id"]> = true;
void everyOptionHasABar;

/** The workspace of every built panel tool; a panel tool not listed shows 'not available yet'. */
const panelToolViews: readonly PanelToolView[] = [
  imageGeneratorView,
  thumbnailCreatorView,
  segSwapView,
];

type ErasedOptionsBar = ComponentType<{ options: unknown; onChange: (options: unknown) => void }>;

// Each bar is handed only the options its own tool's schema produced (defaultToolOptions).
const optionsBars = new Map<ToolId, ErasedOptionsBar>(
  chatToolViews.map((view) => [view.id, view.OptionsBar as ErasedOptionsBar]),
);
const workspaces = new Map(panelToolViews.map((view) => [view.id, view]));

/** The chat tools with documents of their own. */
const chatToolPanels = new Map<ToolId, ChatToolPanels>([[askPdfPanels.id, askPdfPanels]]);

/** How the workbench shows a tool: a chat (with its options bar, if any), a workspace, or neither yet. */
export function toolView(toolId: ToolId) {
  const tool = getTool(toolId);
  if (tool.kind === "chat") {
    return {
      kind: "chat" as const,
      OptionsBar: optionsBars.get(toolId),
      panels: chatToolPanels.get(toolId),
    };
  }
  const panel = workspaces.get(toolId);
  return panel
    ? {
        kind: "panel" as const,
        Workspace: panel.Workspace,
        keepsResults: panel.keepsResults ?? false,
      }
    : { kind: "unavailable" as const };
}

/** The options a tool starts with: its schema's defaults. */
export function defaultToolOptions(toolId: ToolId): unknown {
  return getTool(toolId).options.parse({});
}
