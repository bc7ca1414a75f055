import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { modelCreator3d } from "@/shared/tools/3d-model-creator";
import type { PanelToolView } from "../tool-view";

export const modelCreator3dView: PanelToolView = {
  id: modelCreator3d.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.ModelCreator3dWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.ModelCreator3dHistory }))),
};
