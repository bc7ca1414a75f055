import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { voiceClone } from "@/shared/tools/voice-clone";
import type { PanelToolView } from "../tool-view";

export const voiceCloneView: PanelToolView = {
  id: voiceClone.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.VoiceCloneWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.VoiceCloneHistory }))),
};
