import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { hunyuan3dMv } from "@/shared/tools/hunyuan-3d-mv";
import type { PanelToolView } from "../tool-view";

export const hunyuan3dMvView: PanelToolView = {
  id: hunyuan3dMv.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.Hunyuan3dMvWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.Hunyuan3dMvHistory }))),
};
