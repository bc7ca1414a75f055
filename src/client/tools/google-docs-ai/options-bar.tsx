import { lazy, Suspense } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { googleDocsAi } from "@/shared/tools/google-docs-ai";
import { type AnswerActionsProps, chatToolView, type OptionsBarProps } from "../tool-view";

// The bar and the downloads load with the tool's words (area googleDocsAi), when the tool is
// first shown: the workbench lists every chat tool's bar, but shows one.
const Fields = lazy(() =>
  withMessages(import("./option-fields")).then((m) => ({ default: m.DocsOptionFields })),
);
const Downloads = lazy(() =>
  withMessages(import("./answer-downloads")).then((m) => ({ default: m.AnswerDownloads })),
);

function DocsOptionsBar(props: OptionsBarProps<"google-docs-ai">) {
  return (
    <Suspense fallback={null}>
      <Fields {...props} />
    </Suspense>
  );
}

function DocsAnswerDownloads(props: AnswerActionsProps<"google-docs-ai">) {
  return (
    <Suspense fallback={null}>
      <Downloads {...props} />
    </Suspense>
  );
}

export const googleDocsAiView = chatToolView(googleDocsAi, DocsOptionsBar, DocsAnswerDownloads);
