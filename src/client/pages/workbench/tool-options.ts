import type { ComponentType } from "react";
import { CodeAssistantPanel } from "@/client/tools/code-assistant/panel";
import { EmailAssistantPanel } from "@/client/tools/email-assistant/panel";
import { FlashcardGeneratorPanel } from "@/client/tools/flashcard-generator/panel";
import { GoogleDocsAiPanel } from "@/client/tools/google-docs-ai/panel";
import { LanguageTutorPanel } from "@/client/tools/language-tutor/panel";
import type { ToolOptionsPanelProps } from "@/client/tools/panel-props";
import { toolOptionsSchemas } from "@/shared/chat";
import type { ToolId } from "@/shared/tools/registry";

const panels: Partial<Record<ToolId, ComponentType<ToolOptionsPanelProps>>> = {
  "code-assistant": CodeAssistantPanel,
  "email-assistant": EmailAssistantPanel,
  "language-tutor": LanguageTutorPanel,
  "google-docs-ai": GoogleDocsAiPanel,
  "flashcard-generator": FlashcardGeneratorPanel,
};

export function toolOptionsPanel(toolId: ToolId) {
  return panels[toolId];
}

/** The options a tool starts with (its schema's defaults), or none. */
export function defaultToolOptions(toolId: ToolId): Record<string, string> {
  const schema = toolOptionsSchemas[toolId as keyof typeof toolOptionsSchemas];
  return schema ? (schema.parse({}) as Record<string, string>) : {};
}
