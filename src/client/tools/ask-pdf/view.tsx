import { type ComponentProps, lazy, Suspense } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { askPdf } from "@/shared/tools/ask-pdf";
import type { ChatToolPanels } from "../tool-view";

// Each part comes with the tool's words (area askPdf), so it shows translated from its first frame.
const DocumentsBar = lazy(() =>
  withMessages(import("./documents")).then((m) => ({ default: m.DocumentsBar })),
);
const SourceViewer = lazy(() =>
  withMessages(import("./source-viewer")).then((m) => ({ default: m.SourceViewer })),
);

type Props<Part extends "Documents" | "SourceViewer"> = ComponentProps<ChatToolPanels[Part]>;

/** Ask My PDF's additions to the chat: the conversation's documents, and the cited page. */
export const askPdfPanels: ChatToolPanels = {
  id: askPdf.id,
  Documents: (props: Props<"Documents">) => (
    <Suspense fallback={null}>
      <DocumentsBar {...props} />
    </Suspense>
  ),
  SourceViewer: (props: Props<"SourceViewer">) => (
    <Suspense fallback={null}>
      <SourceViewer {...props} />
    </Suspense>
  ),
};
