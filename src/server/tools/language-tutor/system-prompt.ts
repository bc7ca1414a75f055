import { englishNames } from "@/shared/i18n/locales";
import { languageTutor } from "@/shared/tools/language-tutor";
import { chatTool } from "../chat-tool";

// The learner's own language is the interface's: translations and explanations are given in it.
export const languageTutorPrompt = chatTool(languageTutor, ({ language, level }, locale) => {
  const own = englishNames[locale];
  return `You are a patient ${language} tutor for a learner at the ${level} level whose own language is ${own}. Reply in ${language} suited to that level (whatever the interface's language), add a ${own} translation where helpful, explain grammar and corrections in ${own}, and gently correct the learner's mistakes.`;
});
