/**
 * Adding a chat tool to the registry's list: it does not compile until its server prompt is
 * listed, nor, when it has options, its client options bar; the error names the tool. Checked
 * here on throwaway tools by the project's own typecheck (`npm run typecheck`, `tsc -b`): this
 * file is types only and never runs.
 */
import { expectTypeOf } from "vitest";
import { z } from "zod";
import type { ChatToolWithOptionsBar, WithOptions } from "@/client/tools/registry";
import type { ChatToolWithPrompt } from "@/server/tools";
import { generalChatModels } from "@/shared/models";
import { defineTool, noOptions } from "@/shared/tools/define-tool";
import type { ChatToolId, Covers, toolDefinitions } from "@/shared/tools/registry";

const throwaway = {
  name: "Throwaway Tool",
  description: "Exists only in a test.",
  category: "Chat",
  icon: "brain",
  kind: "chat",
  messageBar: true,
  uploadAccept: [],
  models: generalChatModels,
} as const;
const throwawayTool = defineTool({
  ...throwaway,
  id: "throwaway-tool",
  options: z.object({ tone: z.enum(["dry", "warm"]).default("dry") }),
});
const plainThrowawayTool = defineTool({
  ...throwaway,
  id: "plain-throwaway-tool",
  options: noOptions,
});

type Definitions = (typeof toolDefinitions)[number];
type ChatDefinitions<Definition> = Extract<Definition, { kind: "chat" }>;

// The chat tools are every chat definition in the registry's list, so a new one joins them.
expectTypeOf<ChatToolId>().toEqualTypeOf<ChatDefinitions<Definitions>["id"]>();

/** The registry's list with both throwaway tools added. */
type Added = Definitions | typeof throwawayTool | typeof plainThrowawayTool;
type AddedChatToolId = ChatDefinitions<Added>["id"];

// src/server/tools/index.ts: every chat tool has a prompt, and an added one has none yet...
expectTypeOf<Covers<ChatToolId, ChatToolWithPrompt>>().toEqualTypeOf<true>();
expectTypeOf<Covers<AddedChatToolId, ChatToolWithPrompt>>().toEqualTypeOf<{
  missing: "throwaway-tool" | "plain-throwaway-tool";
}>();
// @ts-expect-error: the list's own check, as written there, fails for the throwaway tools
const promptsListed: Covers<AddedChatToolId, ChatToolWithPrompt> = true;
void promptsListed;
// ...until its prompt is listed.
expectTypeOf<
  Covers<AddedChatToolId, ChatToolWithPrompt | "throwaway-tool" | "plain-throwaway-tool">
>().toEqualTypeOf<true>();

// src/client/tools/registry.ts: every chat tool with options has a bar; an added one with
// options has none yet, and one without options needs none...
expectTypeOf<
  Covers<WithOptions<ChatDefinitions<Definitions>>, ChatToolWithOptionsBar>
>().toEqualTypeOf<true>();
type AddedWithOptions = WithOptions<ChatDefinitions<Added>>;
expectTypeOf<Covers<AddedWithOptions, ChatToolWithOptionsBar>>().toEqualTypeOf<{
  missing: "throwaway-tool";
}>();
// @ts-expect-error: the list's own check, as written there, fails for the throwaway tool
const barsListed: Covers<AddedWithOptions, ChatToolWithOptionsBar> = true;
void barsListed;
// ...until its bar is listed.
expectTypeOf<
  Covers<AddedWithOptions, ChatToolWithOptionsBar | "throwaway-tool">
>().toEqualTypeOf<true>();
