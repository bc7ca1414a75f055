import { lazy } from "react";
import { videoEditorAi } from "@/shared/tools/video-editor-ai";
import type { PanelToolView } from "../tool-view";

export const videoEditorAiView: PanelToolView = {
  id: videoEditorAi.id,
  Workspace: lazy(() => import("./workspace").then((m) => ({ default: m.VideoEditorWorkspace }))),
  History: lazy(() => import("./history").then((m) => ({ default: m.VideoEditorAiHistory }))),
};
