import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { videoEditorAi } from "@/shared/tools/video-editor-ai";
import type { PanelToolView } from "../tool-view";

export const videoEditorAiView: PanelToolView = {
  id: videoEditorAi.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.VideoEditorWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.VideoEditorAiHistory }))),
};
