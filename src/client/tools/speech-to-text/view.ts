import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { speechToText } from "@/shared/tools/speech-to-text";
import type { PanelToolView } from "../tool-view";

export const speechToTextView: PanelToolView = {
  id: speechToText.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.SpeechToTextWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.SpeechToTextHistory }))),
};
