import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { hunyuanVideo } from "@/shared/tools/hunyuan-video";
import type { PanelToolView } from "../tool-view";

export const hunyuanVideoView: PanelToolView = {
  id: hunyuanVideo.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.HunyuanVideoWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.HunyuanVideoHistory }))),
};
