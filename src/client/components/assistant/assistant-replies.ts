import { builtTools, isBuilt, workbenchUrl } from "@/client/lib/tool-links";
import { findTool, type ToolId, tools } from "@/shared/tools/registry";

/** Spec: what the assistant remembers between messages. */
export type AssistantContext = {
  lastTool: ToolId | null;
  pendingNavigation: boolean;
  destination: string | null;
  confirmedNavigation: boolean;
};

export const emptyContext: AssistantContext = {
  lastTool: null,
  pendingNavigation: false,
  destination: null,
  confirmedNavigation: false,
};

export const greeting = "Hi there! I'm your AI assistant. How can I help you today?";

// Each tool's own words (its definition's `assistant`): tools that work in this build first,
// then most specific first: "clone my voice" is Voice Clone, not Text to Speech.
const toolRules = tools
  .flatMap((tool) => (tool.assistant ? [{ tool: tool.id, ...tool.assistant }] : []))
  .sort((a, b) => Number(isBuilt(b.tool)) - Number(isBuilt(a.tool)) || a.rank - b.rank);

const yesWords = new Set(["yes", "yeah", "yep", "yup", "sure", "ok", "okay", "please"]);
const noWords = new Set(["no", "nope", "nah", "don't", "dont", "not", "never"]);

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .match(/[a-z0-9']+/g) ?? [];
const says = (text: string, vocabulary: Set<string>) => words(text).some((w) => vocabulary.has(w));

const toolById = (id: ToolId) => findTool(id);
const sentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function toolMentioned(text: string): ToolId | null {
  const lower = text.toLowerCase();
  return toolRules.find((rule) => rule.pattern.test(lower))?.tool ?? null;
}

/** The assistant's answer to one message, and what it remembers afterwards. No network call. */
export function replyTo(
  text: string,
  context: AssistantContext,
): { reply: string; context: AssistantContext } {
  const pendingTool = context.pendingNavigation ? context.lastTool : null;
  // A "no" wins over a "yes" in the same message ("not sure").
  if (pendingTool && says(text, noWords)) {
    return {
      reply: "No problem, I won't open it. What else can I help you with?",
      context: { ...context, pendingNavigation: false, destination: null },
    };
  }
  if (pendingTool && says(text, yesWords)) {
    return {
      reply: `Great! Taking you to the ${toolById(pendingTool)?.name} now…`,
      context: { ...context, pendingNavigation: false, confirmedNavigation: true },
    };
  }
  const mentioned = toolMentioned(text);
  const tool = mentioned && toolById(mentioned);
  if (tool && !isBuilt(tool.id)) {
    return {
      reply: `The ${tool.name} is not available in this version of Bismo yet, so I can't open it for you. ${whatWorks}`,
      context: emptyContext,
    };
  }
  if (tool) {
    return {
      reply: `The ${tool.name} can help with that: ${sentence(tool.description)} Would you like me to open it for you?`,
      context: {
        lastTool: tool.id,
        pendingNavigation: true,
        destination: workbenchUrl(tool.id),
        confirmedNavigation: false,
      },
    };
  }
  if (pendingTool) {
    return {
      reply: `Shall I open the ${toolById(pendingTool)?.name}? Just say yes or no.`,
      context,
    };
  }
  return { reply: smallTalk(text), context };
}

const whatWorks = `These tools work today: ${builtTools.map((tool) => tool.name).join(", ")}.`;

function smallTalk(text: string): string {
  const said = new Set(words(text));
  if (["thanks", "thank", "thx", "cheers"].some((w) => said.has(w))) {
    return "You're welcome! Is there anything else you'd like to create?";
  }
  if (["hi", "hello", "hey", "hallo", "morning"].some((w) => said.has(w))) {
    return "Hello! Tell me what you'd like to make (a document, some code, an e-mail, flashcards or a chat) and I'll point you to the right tool.";
  }
  return "I can help you find the right tool: documents, code, e-mails, languages, chat and more. What would you like to create?";
}
