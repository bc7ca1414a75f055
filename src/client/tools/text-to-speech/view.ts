import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { textToSpeech } from "@/shared/tools/text-to-speech";
import type { PanelToolView } from "../tool-view";

export const textToSpeechView: PanelToolView = {
  id: textToSpeech.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.TextToSpeechWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.TextToSpeechHistory }))),
};
