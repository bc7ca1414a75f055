import type { ComponentType } from "react";
import type { ToolDefinition } from "@/shared/tools/define-tool";
import {
  type ChatToolId,
  type Covers,
  getTool,
  type ToolDefinitionOf,
  type ToolId,
  tools,
} from "@/shared/tools/registry";
import { modelCreator3dView } from "./3d-model-creator/view";
import { askPdfPanels } from "./ask-pdf/view";
import { brandKitCreatorView } from "./brand-kit-creator/view";
import { codeAssistantView } from "./code-assistant/options-bar";
import { emailAssistantView } from "./email-assistant/options-bar";
import { flashcardGeneratorView } from "./flashcard-generator/view";
import { goalMasterView } from "./goal-master/view";
import { googleDocsAiView } from "./google-docs-ai/options-bar";
import { hunyuan3dMvView } from "./hunyuan-3d-mv/view";
import { hunyuanVideoView } from "./hunyuan-video/view";
import { imageGeneratorView } from "./image-generator/view";
import { languageTutorView } from "./language-tutor/options-bar";
import { presentationBuilderView } from "./presentation-builder/view";
import { quizGeneratorView } from "./quiz-generator/view";
import { segSwapView } from "./seg-swap/view";
import { speechToTextView } from "./speech-to-text/view";
import { textToSpeechView } from "./text-to-speech/view";
import { thumbnailCreatorView } from "./thumbnail-creator/view";
import type { ChatToolPanels, PanelToolView } from "./tool-view";
import { videoEditorAiView } from "./video-editor-ai/view";
import { videoGeneratorView } from "./video-generator/view";
import { voiceCloneView } from "./voice-clone/view";

/** The options bar of every chat tool that has options. */
const chatToolViews = [languageTutorView, googleDocsAiView, codeAssistantView, emailAssistantView];
/** The ids of those of `Definition` that have options: a chat tool with options needs a bar. */
export type WithOptions<Definition extends ToolDefinition> = Definition extends unknown
  ? keyof Definition["options"]["shape"] extends never
    ? never
    : Definition["id"]
  : never;
/** The chat tools listed with an options bar (tests/unit/new-tool-entries.test-d.ts checks the rule). */
export type ChatToolWithOptionsBar = (typeof chatToolViews)[number]["id"];
// A chat tool with options but no bar to set them fails to compile here, naming the tool.
const everyOptionHasABar: Covers<
  WithOptions<ToolDefinitionOf<ChatToolId>>,
  ChatToolWithOptionsBar
> = true;
void everyOptionHasABar;

/** The workspace of every built panel tool; a panel tool not listed shows 'not available yet'. */
const panelToolViews: readonly PanelToolView[] = [
  imageGeneratorView,
  thumbnailCreatorView,
  segSwapView,
  flashcardGeneratorView,
  quizGeneratorView,
  goalMasterView,
  presentationBuilderView,
  brandKitCreatorView,
  modelCreator3dView,
  hunyuan3dMvView,
  videoGeneratorView,
  hunyuanVideoView,
  videoEditorAiView,
  textToSpeechView,
  speechToTextView,
  voiceCloneView,
];

type ErasedOptionsBar = ComponentType<{ options: unknown; onChange: (options: unknown) => void }>;
export type ErasedAnswerActions = ComponentType<{
  options: unknown;
  answer: string;
  attachedNames: readonly string[];
}>;

// Each bar (and answer action) is handed only the options its own tool's schema produced
// (defaultToolOptions).
const optionsBars = new Map<ToolId, ErasedOptionsBar>(
  chatToolViews.map((view) => [view.id, view.OptionsBar as ErasedOptionsBar]),
);
const answerActions = new Map<ToolId, ErasedAnswerActions>(
  chatToolViews.flatMap((view) =>
    view.AnswerActions ? [[view.id, view.AnswerActions as ErasedAnswerActions]] : [],
  ),
);
const panels = new Map(panelToolViews.map((view) => [view.id, view]));

/**
 * The tools people can work with in this build: every chat tool, and each panel tool whose
 * workspace is listed above. The build's tool catalogue (scripts/tool-catalogue.ts) reads it,
 * so the public pages promote a tool as soon as it lands here.
 */
export const builtToolIds: readonly ToolId[] = tools
  .filter((tool) => tool.kind === "chat" || panels.has(tool.id))
  .map((tool) => tool.id);

/** The chat tools with documents of their own. */
const chatToolPanels = new Map<ToolId, ChatToolPanels>([[askPdfPanels.id, askPdfPanels]]);

/** How the workbench shows a tool: a chat (with its options bar, if any), a workspace, or neither yet. */
export function toolView(toolId: ToolId) {
  const tool = getTool(toolId);
  if (tool.kind === "chat")
    return {
      kind: "chat" as const,
      OptionsBar: optionsBars.get(toolId),
      AnswerActions: answerActions.get(toolId),
      panels: chatToolPanels.get(toolId),
    };
  const panel = panels.get(toolId);
  return panel
    ? { kind: "panel" as const, Workspace: panel.Workspace, History: panel.History }
    : { kind: "unavailable" as const };
}

/** The options a tool starts with: its schema's defaults. */
export function defaultToolOptions(toolId: ToolId): unknown {
  return getTool(toolId).options.parse({});
}
