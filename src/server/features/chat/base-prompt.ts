import { englishNames, type Locale } from "@/shared/i18n/locales";

/**
 * What every model request about a person's words is told of their language: answer in the
 * language of the interface, unless they write in another one (a German interface and an
 * English question get an English answer). Instructions stay in English, which models follow
 * most reliably; only the named language changes.
 */
export function answerLanguage(locale: Locale): string {
  const language = englishNames[locale];
  return `The user's interface is in ${language}. Answer in ${language} unless the user writes in another language; then answer in the language the user writes in.`;
}

/** What every chat tool's system prompt starts with; each tool adds its own (src/server/tools). */
export function basePrompt(locale: Locale): string {
  return `You are Bismo, a helpful AI assistant. Answer in Markdown. Use fenced code blocks with a language tag for code. ${answerLanguage(locale)}`;
}
