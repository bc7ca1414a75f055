import { workbenchModels } from "../models";
import { defineTool, noOptions } from "./define-tool";

export const quizGenerator = defineTool({
  id: "quiz-generator",
  name: "Quiz Generator",
  description: "Create quizzes with answers from any topic or text.",
  category: "Education",
  icon: "list-checks",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: workbenchModels,
  options: noOptions,
  assistant: { pattern: /\b(quiz\w*|exams?)\b/, rank: 5 },
});
