import { z } from "zod";
import { defineTool } from "./define-tool";

export const programmingLanguages = [
  "JavaScript",
  "Python",
  "TypeScript",
  "React",
  "Node.js",
  "HTML/CSS",
] as const;

const options = z.object({
  language: z.enum(programmingLanguages).default("JavaScript"),
});

/** workbench.md section 9: code-assistant offers gpt-4o, claude-3-5-sonnet, deepseek-coder, codestral. */
const codeModels = ["gpt-4o", "claude-3-5-sonnet", "deepseek-coder", "codestral"];

export const codeAssistant = defineTool({
  id: "code-assistant",
  name: "Code Assistant",
  description: "Write, explain, review and debug code in your language.",
  category: "Development",
  icon: "code",
  kind: "chat",
  messageBar: true,
  uploadAccept: [".js", ".py", ".ts", ".jsx", ".tsx", ".html", ".css", ".json", ".md"],
  models: codeModels,
  options,
  assistant: {
    pattern:
      /\b(code|coding|program\w*|debug\w*|scripts?|functions?|bugs?|python|javascript|typescript)\b/,
    rank: 15,
  },
  route: "/code",
  promotion: {
    card: {
      rank: 3,
      title: "Code Helper",
      text: "Write, explain, review and debug code in the language you work in.",
      icon: "square-code",
    },
    footer: { rank: 6 },
  },
});
