import { activeLocale } from "@/client/i18n/locale-store";
import { toolDescription, toolName } from "@/client/i18n/tool-messages";
import { type I18n, i18nFor } from "@/client/i18n/use-t";
import { builtTools, isBuilt, workbenchUrl } from "@/client/lib/tool-links";
import { localeTags } from "@/shared/i18n/locales";
import { type ToolId, tools } from "@/shared/tools/registry";
import { says } from "./assistant-words";

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

export const greeting = ({ t }: I18n) =>
  t({
    id: "assistant.greeting",
    defaultMessage: "Hi there! I'm your AI assistant. How can I help you today?",
  });

// Each tool's own words (its definition's `assistant`): tools that work in this build first,
// then most specific first: "clone my voice" is Voice Clone, not Text to Speech.
const toolRules = tools
  .flatMap((tool) => (tool.assistant ? [{ tool: tool.id, ...tool.assistant }] : []))
  .sort((a, b) => Number(isBuilt(b.tool)) - Number(isBuilt(a.tool)) || a.rank - b.rank);

/**
 * The tool a message asks for: by the tool's English words, else by its name in the reader's
 * language ("Bildgenerator", "画像生成").
 */
export function toolMentioned(text: string, i18n: I18n = i18nFor(activeLocale())): ToolId | null {
  const lower = text.toLowerCase();
  const byWords = toolRules.find((rule) => rule.pattern.test(lower))?.tool;
  if (byWords) return byWords;
  return (
    toolRules.find((rule) => lower.includes(i18n.t(toolName(rule.tool)).toLowerCase()))?.tool ??
    null
  );
}

// After a colon English and the Romance languages and Russian go on in lower case; German
// keeps its capitals (nouns), and Japanese, Korean and Chinese have none.
const lowerAfterColon = new Set(["en", "es", "fr", "it", "pt", "ru"]);

/**
 * The assistant's answer to one message, and what it remembers afterwards, in the reader's
 * language. No network call.
 */
export function replyTo(
  text: string,
  context: AssistantContext,
  i18n: I18n = i18nFor(activeLocale()),
): { reply: string; context: AssistantContext } {
  const { t, locale } = i18n;
  const name = (id: ToolId) => t(toolName(id));
  const pendingTool = context.pendingNavigation ? context.lastTool : null;
  // A "no" wins over a "yes" in the same message ("not sure").
  if (pendingTool && says(text, "no", locale)) {
    return {
      reply: t({
        id: "assistant.declined",
        defaultMessage: "No problem, I won't open it. What else can I help you with?",
      }),
      context: { ...context, pendingNavigation: false, destination: null },
    };
  }
  if (pendingTool && says(text, "yes", locale)) {
    return {
      reply: t(
        { id: "assistant.opening", defaultMessage: "Great! Taking you to the {tool} now…" },
        { tool: name(pendingTool) },
      ),
      context: { ...context, pendingNavigation: false, confirmedNavigation: true },
    };
  }
  const mentioned = toolMentioned(text, i18n);
  if (mentioned && !isBuilt(mentioned)) {
    const working = new Intl.ListFormat(localeTags[locale], { type: "conjunction" }).format(
      builtTools.map((tool) => name(tool.id)),
    );
    return {
      reply: t(
        {
          id: "assistant.unavailable",
          defaultMessage:
            "The {tool} is not available in this version of Bismo yet, so I can't open it for you. These tools work today: {working}.",
        },
        { tool: name(mentioned), working },
      ),
      context: emptyContext,
    };
  }
  if (mentioned) {
    const description = t(toolDescription(mentioned));
    return {
      reply: t(
        {
          id: "assistant.offer",
          defaultMessage:
            "The {tool} can help with that: {description} Would you like me to open it for you?",
        },
        {
          tool: name(mentioned),
          description: lowerAfterColon.has(locale)
            ? description.charAt(0).toLocaleLowerCase(localeTags[locale]) + description.slice(1)
            : description,
        },
      ),
      context: {
        lastTool: mentioned,
        pendingNavigation: true,
        destination: workbenchUrl(mentioned),
        confirmedNavigation: false,
      },
    };
  }
  if (pendingTool) {
    return {
      reply: t(
        {
          id: "assistant.askAgain",
          defaultMessage: "Shall I open the {tool}? Just say yes or no.",
        },
        { tool: name(pendingTool) },
      ),
      context,
    };
  }
  return { reply: smallTalk(text, i18n), context };
}

function smallTalk(text: string, { t, locale }: I18n): string {
  if (says(text, "thanks", locale))
    return t({
      id: "assistant.thanks",
      defaultMessage: "You're welcome! Is there anything else you'd like to create?",
    });
  if (says(text, "hello", locale))
    return t({
      id: "assistant.hello",
      defaultMessage:
        "Hello! Tell me what you'd like to make (a document, some code, an e-mail, flashcards or a chat) and I'll point you to the right tool.",
    });
  return t({
    id: "assistant.help",
    defaultMessage:
      "I can help you find the right tool: documents, code, e-mails, languages, chat and more. What would you like to create?",
  });
}
