import { Hono } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import type { ChatTools, Grounding, GroundingRequest } from "@/server/features/chat/chat-tools";
import type { JobHandler } from "@/server/features/jobs/job-runner";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import type { Locale } from "@/shared/i18n/locales";
import { type ChatToolId, type Covers, getTool, type ToolId } from "@/shared/tools/registry";
import { modelCreator3dServer } from "./3d-model-creator/route";
import { askPdfServer } from "./ask-pdf/route";
import { askPdfPrompt } from "./ask-pdf/system-prompt";
import { brandKitCreatorServer } from "./brand-kit-creator/route";
import { codeAssistantPrompt } from "./code-assistant/system-prompt";
import { emailAssistantPrompt } from "./email-assistant/system-prompt";
import { flashcardGeneratorServer } from "./flashcard-generator/route";
import { goalMasterServer } from "./goal-master/route";
import { googleDocsAiPrompt } from "./google-docs-ai/system-prompt";
import { hunyuan3dMvServer } from "./hunyuan-3d-mv/route";
import { hunyuanVideoServer } from "./hunyuan-video/route";
import { imageGeneratorServer } from "./image-generator/route";
import { languageTutorPrompt } from "./language-tutor/system-prompt";
import { multiChatPrompt } from "./multi-chat/system-prompt";
import type { JobHandlerDeps, ToolDeps } from "./panel-tool";
import { presentationBuilderServer } from "./presentation-builder/route";
import { quizGeneratorServer } from "./quiz-generator/route";
import { readinessRoutes } from "./readiness-route";
import { segSwapServer } from "./seg-swap/route";
import { smartChatPrompt } from "./smart-chat/system-prompt";
import { speechToTextServer } from "./speech-to-text/route";
import { textToSpeechServer } from "./text-to-speech/route";
import { thumbnailCreatorServer } from "./thumbnail-creator/route";
import { videoEditorAiServer } from "./video-editor-ai/route";
import { videoGeneratorServer } from "./video-generator/route";
import { voiceCloneServer } from "./voice-clone/route";

/** Every chat tool's system prompt. */
const chatTools = [
  multiChatPrompt,
  askPdfPrompt,
  languageTutorPrompt,
  googleDocsAiPrompt,
  smartChatPrompt,
  codeAssistantPrompt,
  emailAssistantPrompt,
];
/** The chat tools listed with a prompt (tests/unit/new-tool-entries.test-d.ts checks the rule). */
export type ChatToolWithPrompt = (typeof chatTools)[number]["id"];
// A chat tool without its prompt fails to compile here, naming the tool.
const everyChatToolHasAPrompt: Covers<ChatToolId, ChatToolWithPrompt> = true;
void everyChatToolHasAPrompt;

/**
 * Every tool with routes or jobs of its own: each built panel tool (a panel tool not listed
 * shows 'not available yet'), and Ask My PDF's documents. Their routes are chained one by one
 * in `toolRoutes`, so each tool's types reach `AppType` and the typed client.
 */
const toolServers = [
  imageGeneratorServer,
  segSwapServer,
  thumbnailCreatorServer,
  flashcardGeneratorServer,
  quizGeneratorServer,
  goalMasterServer,
  presentationBuilderServer,
  brandKitCreatorServer,
  modelCreator3dServer,
  hunyuan3dMvServer,
  videoGeneratorServer,
  hunyuanVideoServer,
  videoEditorAiServer,
  askPdfServer,
  textToSpeechServer,
  speechToTextServer,
  voiceCloneServer,
] as const;

// Each prompt receives options its own tool's schema produced (toolOptions below).
type Prompt = (options: unknown, locale: Locale) => string;
const prompts = new Map<ToolId, Prompt>(
  chatTools.map((tool) => [tool.id, tool.systemPrompt as Prompt]),
);

/** The tool's options, checked by its schema with defaults filled in; 400 naming the bad option. */
function toolOptions(toolId: ToolId, options: Record<string, string> | undefined): unknown {
  const parsed = getTool(toolId).options.safeParse(options ?? {});
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `options.${issue.path.join(".")}: ${issue.message}`,
    );
    throw new AppError("validation_failed", problems.join("; "));
  }
  return parsed.data;
}

/** What the tool adds to Bismo's base prompt, from options `toolOptions` produced. */
function toolSystemPrompt(toolId: ToolId, options: unknown, locale: Locale): string {
  const prompt = prompts.get(toolId);
  if (!prompt) {
    throw new AppError(
      "validation_failed",
      msg(
        { id: "errors.tools.noChat", defaultMessage: "{tool} does not take chat messages." },
        { tool: getTool(toolId).name },
      ),
    );
  }
  return prompt(options, locale);
}

/** The job handlers of the tools that run jobs, by tool id (started by main.ts). */
export function jobHandlers(deps: JobHandlerDeps): Record<string, JobHandler> {
  return Object.fromEntries(
    toolServers.flatMap((tool) => (tool.job ? [[tool.id, tool.job(deps)]] : [])),
  );
}

/**
 * What the chat tools add to a message, for the chat feature (handed to it by the composition
 * root): options, system prompts, and the groundings made from `deps`.
 */
export function chatToolsFor(deps: ToolDeps): ChatTools {
  const groundings = new Map<ToolId, (request: GroundingRequest) => Promise<Grounding>>();
  for (const tool of chatTools) {
    if ("grounding" in tool && tool.grounding) groundings.set(tool.id, tool.grounding(deps));
  }
  return { options: toolOptions, systemPrompt: toolSystemPrompt, groundings };
}

/** The routes of every tool in `toolServers`, chained so that their types add up. */
export function toolRoutes(deps: ToolDeps) {
  return new Hono<AppEnv>()
    .route("/", imageGeneratorServer.routes(deps))
    .route("/", segSwapServer.routes(deps))
    .route("/", thumbnailCreatorServer.routes(deps))
    .route("/", flashcardGeneratorServer.routes(deps))
    .route("/", quizGeneratorServer.routes(deps))
    .route("/", goalMasterServer.routes(deps))
    .route("/", presentationBuilderServer.routes(deps))
    .route("/", brandKitCreatorServer.routes(deps))
    .route("/", modelCreator3dServer.routes(deps))
    .route("/", hunyuan3dMvServer.routes(deps))
    .route("/", videoGeneratorServer.routes(deps))
    .route("/", hunyuanVideoServer.routes(deps))
    .route("/", videoEditorAiServer.routes(deps))
    .route("/", askPdfServer.routes(deps))
    .route("/", textToSpeechServer.routes(deps))
    .route("/", speechToTextServer.routes(deps))
    .route("/", voiceCloneServer.routes(deps))
    .route("/", readinessRoutes(deps, toolServers));
}
