import { askPdf } from "@/shared/tools/ask-pdf";
import type { ChatToolPanels } from "../tool-view";
import { DocumentsBar } from "./documents";
import { SourceViewer } from "./source-viewer";

/** Ask My PDF's additions to the chat: the conversation's documents, and the cited page. */
export const askPdfPanels: ChatToolPanels = {
  id: askPdf.id,
  Documents: DocumentsBar,
  SourceViewer,
};
