import { lazy } from "react";
import { segSwap } from "@/shared/tools/seg-swap";
import type { PanelToolView } from "../tool-view";

export const segSwapView: PanelToolView = {
  id: segSwap.id,
  Workspace: lazy(() => import("./workspace").then((m) => ({ default: m.SegSwapWorkspace }))),
  History: lazy(() => import("./history").then((m) => ({ default: m.SegSwapHistory }))),
};
