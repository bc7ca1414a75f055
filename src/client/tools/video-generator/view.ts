import { lazy } from "react";
import { videoGenerator } from "@/shared/tools/video-generator";
import type { PanelToolView } from "../tool-view";

export const videoGeneratorView: PanelToolView = {
  id: videoGenerator.id,
  Workspace: lazy(() =>
    import("./workspace").then((m) => ({ default: m.VideoGeneratorWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.VideoGeneratorHistory }))),
};
