import { lazy } from "react";
import { hunyuan3dMv } from "@/shared/tools/hunyuan-3d-mv";
import type { PanelToolView } from "../tool-view";

export const hunyuan3dMvView: PanelToolView = {
  id: hunyuan3dMv.id,
  Workspace: lazy(() => import("./workspace").then((m) => ({ default: m.Hunyuan3dMvWorkspace }))),
  History: lazy(() => import("./history").then((m) => ({ default: m.Hunyuan3dMvHistory }))),
};
