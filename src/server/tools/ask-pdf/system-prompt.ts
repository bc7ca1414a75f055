import { askPdf } from "@/shared/tools/ask-pdf";
import { chatTool } from "../chat-tool";

export const askPdfPrompt = chatTool(
  askPdf,
  () =>
    "Answer questions about the attached document. Quote or cite the relevant passage, and say so plainly when the document does not contain the answer.",
);
