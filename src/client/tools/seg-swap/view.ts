import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { segSwap } from "@/shared/tools/seg-swap";
import type { PanelToolView } from "../tool-view";

export const segSwapView: PanelToolView = {
  id: segSwap.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.SegSwapWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.SegSwapHistory }))),
};
