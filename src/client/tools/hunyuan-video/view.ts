import { lazy } from "react";
import { hunyuanVideo } from "@/shared/tools/hunyuan-video";
import type { PanelToolView } from "../tool-view";

export const hunyuanVideoView: PanelToolView = {
  id: hunyuanVideo.id,
  Workspace: lazy(() => import("./workspace").then((m) => ({ default: m.HunyuanVideoWorkspace }))),
  History: lazy(() => import("./history").then((m) => ({ default: m.HunyuanVideoHistory }))),
};
