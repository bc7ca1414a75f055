import { flashcardGenerator } from "@/shared/tools/flashcard-generator";
import { chatTool } from "../chat-tool";

export const flashcardGeneratorPrompt = chatTool(
  flashcardGenerator,
  ({ count, difficulty }) =>
    `Make ${count} study flashcards at the ${difficulty} level from the topic or attached notes. Format each as "**Q:** ..." and "**A:** ...".`,
);
