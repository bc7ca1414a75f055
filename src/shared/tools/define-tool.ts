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

/**
 * How a tool works in the workbench: `chat` tools talk through the message bar (with their
 * options sent along each message); `panel` tools bring a workspace of their own.
 */
export type ToolKind = "chat" | "panel";

/**
 * How the public pages promote a tool once it works in the build. `Icon` is a lucide icon name
 * (the registry narrows it to the names the definitions use).
 */
export type ToolPromotion<Icon extends string = string> = {
  /**
   * The landing page's card: its place among the cards (lower ranks first; the page shows the
   * first five that work), its title and text, and its icon when not the tool's own.
   */
  card?: { rank: number; title: string; text: string; icon?: Icon };
  /** Its link in the footer's tools: its place (lower ranks first; the first four that work show). */
  footer?: { rank: number };
};

/** Everything the product says about one tool; `src/shared/tools/<tool-id>.ts` holds one each. */
export type ToolDefinition = {
  id: string;
  name: string;
  /** Names no provider: the server may offer any of them, or only one. */
  description: string;
  /**
   * The description naming the models this server can use, e.g. Multi Chat's "Chat with GPT-5.1
   * and Claude Sonnet 4.5, all in one place."; `description` stands in until they are known.
   */
  describeWithModels?: (models: string) => string;
  category: ToolCategory;
  /** Name of a lucide icon; the client maps names to components (tool-icon.tsx). */
  icon: string;
  kind: ToolKind;
  /** Whether the workbench's bottom message bar shows (workbench.md section 2). */
  messageBar: boolean;
  /** Files the tool accepts (workbench.md section 5): extensions, and `image/*` for any image. */
  uploadAccept: readonly string[];
  /**
   * The spec's chat models for the tool (src/shared/models.ts), resolved to what the providers
   * list today: offered first, the first offered its default unless an admin chose another.
   * Every other offered chat model comes after them; empty for tools with no chat model.
   */
  models: readonly string[];
  /** The options sent with each request, each with its default: the one place defaults live. */
  options: z.ZodObject;
  /** Words in the floating assistant's input that point to this tool; lower ranks are tried first. */
  assistant?: { pattern: RegExp; rank: number };
  /** A short path that opens the tool, e.g. `/images` (the spec's routes; the landing page links them). */
  route?: `/${string}`;
  /** Whether the image editor offers the pictures this tool's finished jobs made as ones to edit. */
  editableImages?: boolean;
  /** The landing page's card and the footer's link; a tool without one is not promoted there. */
  promotion?: ToolPromotion;
};

/** Options for tools that have none. */
export const noOptions = z.object({});

/** Keeps the definition's literal types (its id, its options' shape) for the maps built on it. */
export function defineTool<const T extends ToolDefinition>(definition: T): T {
  return definition;
}
