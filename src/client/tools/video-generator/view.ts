import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { videoGenerator } from "@/shared/tools/video-generator";
import type { PanelToolView } from "../tool-view";

export const videoGeneratorView: PanelToolView = {
  id: videoGenerator.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.VideoGeneratorWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.VideoGeneratorHistory }))),
};
