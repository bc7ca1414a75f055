import { lazy } from "react";
import { presentationBuilder } from "@/shared/tools/presentation-builder";
import type { PanelToolView } from "../tool-view";

export const presentationBuilderView: PanelToolView = {
  id: presentationBuilder.id,
  Workspace: lazy(() =>
    import("./workspace").then((m) => ({ default: m.PresentationBuilderWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.PresentationHistory }))),
};
