import { lazy } from "react";
import { speechToText } from "@/shared/tools/speech-to-text";
import type { PanelToolView } from "../tool-view";

export const speechToTextView: PanelToolView = {
  id: speechToText.id,
  Workspace: lazy(() => import("./workspace").then((m) => ({ default: m.SpeechToTextWorkspace }))),
  History: lazy(() => import("./history").then((m) => ({ default: m.SpeechToTextHistory }))),
};
