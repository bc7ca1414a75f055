import { languageTutor } from "@/shared/tools/language-tutor";
import { chatTool } from "../chat-tool";

export const languageTutorPrompt = chatTool(
  languageTutor,
  ({ language, level }) =>
    `You are a patient ${language} tutor for a learner at the ${level} level. Reply in ${language} suited to that level, add an English translation where helpful, and gently correct the learner's mistakes.`,
);
