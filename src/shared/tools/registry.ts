import { z } from "zod";
import { modelCreator3d } from "./3d-model-creator";
import { askPdf } from "./ask-pdf";
import { brandKitCreator } from "./brand-kit-creator";
import { codeAssistant } from "./code-assistant";
import type { ToolDefinition, ToolPromotion } from "./define-tool";
import { emailAssistant } from "./email-assistant";
import { flashcardGenerator } from "./flashcard-generator";
import { goalMaster } from "./goal-master";
import { googleDocsAi } from "./google-docs-ai";
import { hunyuan3dMv } from "./hunyuan-3d-mv";
import { hunyuanVideo } from "./hunyuan-video";
import { imageGenerator } from "./image-generator";
import { languageTutor } from "./language-tutor";
import { multiChat } from "./multi-chat";
import { presentationBuilder } from "./presentation-builder";
import { quizGenerator } from "./quiz-generator";
import { segSwap } from "./seg-swap";
import { smartChat } from "./smart-chat";
import { speechToText } from "./speech-to-text";
import { textToSpeech } from "./text-to-speech";
import { thumbnailCreator } from "./thumbnail-creator";
import { videoEditorAi } from "./video-editor-ai";
import { videoGenerator } from "./video-generator";
import { voiceClone } from "./voice-clone";

export { type ToolCategory, toolCategories } from "./define-tool";

/**
 * The 23 tools in the spec's order: the one list a new tool is added to. Everything else
 * about a tool lives in its own file here and in its folders under src/server/tools and
 * src/client/tools. The first tool is the workbench's default.
 */
export const toolDefinitions = [
  multiChat,
  askPdf,
  goalMaster,
  imageGenerator,
  videoGenerator,
  languageTutor,
  googleDocsAi,
  speechToText,
  textToSpeech,
  flashcardGenerator,
  quizGenerator,
  brandKitCreator,
  presentationBuilder,
  smartChat,
  codeAssistant,
  thumbnailCreator,
  modelCreator3d,
  voiceClone,
  emailAssistant,
  hunyuan3dMv,
  hunyuanVideo,
  segSwap,
  videoEditorAi,
] as const;

type Definitions = (typeof toolDefinitions)[number];
export type ToolId = Definitions["id"];
/** One tool's definition, with its literal types. */
export type ToolDefinitionOf<Id extends ToolId> = Extract<Definitions, { id: Id }>;
/** The options a tool's requests carry, with its schema's defaults filled in. */
export type ToolOptions<Id extends ToolId> = z.infer<ToolDefinitionOf<Id>["options"]>;
type CardIconName<Definition> = Definition extends { promotion: { card: { icon: infer Name } } }
  ? Name
  : never;
/** The lucide icons tools are shown with: each definition's, and its landing card's when different. */
export type ToolIconName = Definitions["icon"] | CardIconName<Definitions>;
export type ChatToolId = Extract<Definitions, { kind: "chat" }>["id"];

/** A tool as most code sees it: any of the definitions, without their literal types. */
export type Tool = Omit<ToolDefinition, "id" | "icon" | "promotion"> & {
  id: ToolId;
  icon: ToolIconName;
  promotion?: ToolPromotion<ToolIconName>;
};

export const tools: readonly Tool[] = toolDefinitions;
export const toolIds = toolDefinitions.map((definition) => definition.id) as [ToolId, ...ToolId[]];
export const toolIdSchema = z.enum(toolIds);
export const defaultToolId: ToolId = toolDefinitions[0].id;

const byId = new Map<string, Tool>(tools.map((entry) => [entry.id, entry]));

export function findTool(id: string | null | undefined): Tool | undefined {
  return id ? byId.get(id) : undefined;
}

export function getTool(id: ToolId): Tool {
  const entry = byId.get(id);
  if (!entry) throw new Error(`Unknown tool ${id}`);
  return entry;
}

/**
 * Compiles only when `Listed` names every id in `Required`; otherwise the error names the
 * missing ones. Per-tool lists (server prompts, client option bars) check themselves with it.
 */
export type Covers<Required extends string, Listed extends string> = [
  Exclude<Required, Listed>,
] extends [never]
  ? true
  : { missing: Exclude<Required, Listed> };
