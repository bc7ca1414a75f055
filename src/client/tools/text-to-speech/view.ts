import { lazy } from "react";
import { textToSpeech } from "@/shared/tools/text-to-speech";
import type { PanelToolView } from "../tool-view";

export const textToSpeechView: PanelToolView = {
  id: textToSpeech.id,
  Workspace: lazy(() => import("./workspace").then((m) => ({ default: m.TextToSpeechWorkspace }))),
  History: lazy(() => import("./history").then((m) => ({ default: m.TextToSpeechHistory }))),
};
