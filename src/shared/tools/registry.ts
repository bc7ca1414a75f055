import { z } from "zod";

export const toolCategories = [
  "Chat",
  "Documents",
  "Productivity",
  "Media",
  "Education",
  "Audio",
  "Design",
  "Development",
] as const;
export type ToolCategory = (typeof toolCategories)[number];

export const toolIds = [
  "multi-chat",
  "ask-pdf",
  "goal-master",
  "image-generator",
  "video-generator",
  "language-tutor",
  "google-docs-ai",
  "speech-to-text",
  "text-to-speech",
  "flashcard-generator",
  "quiz-generator",
  "brand-kit-creator",
  "presentation-builder",
  "smart-chat",
  "code-assistant",
  "thumbnail-creator",
  "3d-model-creator",
  "voice-clone",
  "email-assistant",
  "hunyuan-3d-mv",
  "hunyuan-video",
  "seg-swap",
  "video-editor-ai",
] as const;
export const toolIdSchema = z.enum(toolIds);
export type ToolId = z.infer<typeof toolIdSchema>;

/** Name of a lucide icon; the client maps it to the component so this file stays free of UI code. */
export type ToolIcon =
  | "messages-square"
  | "file-text"
  | "target"
  | "image"
  | "video"
  | "languages"
  | "file-pen"
  | "mic"
  | "volume-2"
  | "layers"
  | "list-checks"
  | "palette"
  | "presentation"
  | "brain"
  | "code"
  | "monitor-play"
  | "box"
  | "audio-lines"
  | "mail"
  | "boxes"
  | "clapperboard"
  | "wand"
  | "scissors";

export type Tool = {
  id: ToolId;
  name: string;
  description: string;
  category: ToolCategory;
  icon: ToolIcon;
  /** Tools with their own panel hide the workbench's bottom message bar. */
  hasMessageBar: boolean;
};

const tool = (
  id: ToolId,
  name: string,
  category: ToolCategory,
  icon: ToolIcon,
  description: string,
  hasMessageBar = true,
): Tool => ({ id, name, category, icon, description, hasMessageBar });

/** The 23-tool catalogue, in the spec's order. */
export const tools: readonly Tool[] = [
  tool(
    "multi-chat",
    "Multi Chat",
    "Chat",
    "messages-square",
    "Chat with GPT, Claude, Gemini and DeepSeek models in one place.",
  ),
  tool(
    "ask-pdf",
    "Ask My PDF",
    "Documents",
    "file-text",
    "Upload a PDF and ask questions about its content.",
  ),
  tool(
    "goal-master",
    "Goal Master AI",
    "Productivity",
    "target",
    "Turn a goal into a realistic plan with milestones and check-ins.",
    false,
  ),
  tool(
    "image-generator",
    "Image Generator",
    "Media",
    "image",
    "Create images from a text description in many styles.",
    false,
  ),
  tool(
    "video-generator",
    "Video Generator",
    "Media",
    "video",
    "Generate short videos from text, an image or another video.",
    false,
  ),
  tool(
    "language-tutor",
    "Language Tutor",
    "Education",
    "languages",
    "Practise a language with a patient tutor at your level.",
  ),
  tool(
    "google-docs-ai",
    "Docs Assistant",
    "Productivity",
    "file-pen",
    "Summarise, outline, translate and polish documents and sheets.",
  ),
  tool(
    "speech-to-text",
    "Speech to Text",
    "Audio",
    "mic",
    "Transcribe audio to text or subtitles (SRT, VTT).",
  ),
  tool(
    "text-to-speech",
    "Text to Speech",
    "Audio",
    "volume-2",
    "Turn text into natural speech with six voices.",
    false,
  ),
  tool(
    "flashcard-generator",
    "Flashcard Generator",
    "Education",
    "layers",
    "Make study flashcards from a topic or your notes.",
  ),
  tool(
    "quiz-generator",
    "Quiz Generator",
    "Education",
    "list-checks",
    "Create quizzes with answers from any topic or text.",
  ),
  tool(
    "brand-kit-creator",
    "Brand Kit Creator",
    "Design",
    "palette",
    "Build a brand kit: names, palette, typography and voice.",
  ),
  tool(
    "presentation-builder",
    "Presentation Builder",
    "Productivity",
    "presentation",
    "Draft a slide deck for your audience and export it.",
    false,
  ),
  tool(
    "smart-chat",
    "Smart Chat",
    "Chat",
    "brain",
    "A thoughtful assistant for questions, writing and analysis.",
  ),
  tool(
    "code-assistant",
    "Code Assistant",
    "Development",
    "code",
    "Write, explain, review and debug code in your language.",
  ),
  tool(
    "thumbnail-creator",
    "Thumbnail Creator",
    "Design",
    "monitor-play",
    "Design eye-catching video thumbnails with text overlays.",
    false,
  ),
  tool(
    "3d-model-creator",
    "3D Model Creator",
    "Media",
    "box",
    "Create 3D models from a description or a reference image.",
    false,
  ),
  tool(
    "voice-clone",
    "Voice Clone",
    "Audio",
    "audio-lines",
    "Speak any text in a voice cloned from a short sample.",
    false,
  ),
  tool(
    "email-assistant",
    "Email Assistant",
    "Productivity",
    "mail",
    "Write professional, marketing, follow-up and other e-mails.",
  ),
  tool(
    "hunyuan-3d-mv",
    "Multiview 3D",
    "Media",
    "boxes",
    "Build a 3D model from 2 to 6 photos of an object.",
    false,
  ),
  tool(
    "hunyuan-video",
    "Hunyuan Video",
    "Media",
    "clapperboard",
    "Generate cinematic video clips with Hunyuan Video.",
  ),
  tool(
    "seg-swap",
    "Image Editor",
    "Design",
    "wand",
    "Remove, replace or restyle parts of an image.",
    false,
  ),
  tool(
    "video-editor-ai",
    "Video Editor AI",
    "Media",
    "scissors",
    "Edit videos by instruction: subtitles, cuts, colour, noise.",
    false,
  ),
];

export const defaultToolId: ToolId = "multi-chat";

const byId = new Map(tools.map((entry) => [entry.id, entry]));

export function findTool(id: string | null | undefined): Tool | undefined {
  return id ? byId.get(id as ToolId) : undefined;
}

export function getTool(id: ToolId): Tool {
  const entry = byId.get(id);
  if (!entry) throw new Error(`Unknown tool ${id}`);
  return entry;
}
