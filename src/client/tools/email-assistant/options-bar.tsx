import { lazy, Suspense } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { emailAssistant } from "@/shared/tools/email-assistant";
import { chatToolView, type OptionsBarProps } from "../tool-view";

// The bar comes with its words (area chatTools), so it shows translated from its first frame.
const EmailTypeOption = lazy(() =>
  withMessages(import("./email-type-option")).then((m) => ({ default: m.EmailTypeOption })),
);

export const emailAssistantView = chatToolView(
  emailAssistant,
  (props: OptionsBarProps<"email-assistant">) => (
    <Suspense fallback={null}>
      <EmailTypeOption {...props} />
    </Suspense>
  ),
);
