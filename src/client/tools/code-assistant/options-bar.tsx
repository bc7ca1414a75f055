import { lazy, Suspense } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { codeAssistant } from "@/shared/tools/code-assistant";
import { chatToolView, type OptionsBarProps } from "../tool-view";

// The bar comes with its words (area chatTools), so it shows translated from its first frame.
const LanguageOption = lazy(() =>
  withMessages(import("./language-option")).then((m) => ({ default: m.LanguageOption })),
);

export const codeAssistantView = chatToolView(
  codeAssistant,
  (props: OptionsBarProps<"code-assistant">) => (
    <Suspense fallback={null}>
      <LanguageOption {...props} />
    </Suspense>
  ),
);
