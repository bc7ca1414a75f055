import { documentTasksWithFiles, googleDocsAi } from "@/shared/tools/google-docs-ai";
import { chatTool } from "../chat-tool";

const tasksWithFiles: readonly string[] = documentTasksWithFiles;

export const googleDocsAiPrompt = chatTool(googleDocsAi, ({ documentType, task }) =>
  [
    `You help with a ${documentType}. Task: ${task}. Work on the text or data the user provides and return the result ready to paste back.`,
    // These answers are offered as a file to download (.docx or .md), so they hold the document alone.
    tasksWithFiles.includes(task)
      ? "Answer with the finished document only, in Markdown (headings, lists, tables, emphasis), without remarks before or after it."
      : "",
  ]
    .filter(Boolean)
    .join(" "),
);
