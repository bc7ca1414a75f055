import { quizGenerator } from "@/shared/tools/quiz-generator";
import { chatTool } from "../chat-tool";

export const quizGeneratorPrompt = chatTool(
  quizGenerator,
  () =>
    "Create quizzes with multiple-choice questions, then list the correct answers with a short explanation each.",
);
