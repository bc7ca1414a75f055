import { lazy } from "react";
import { goalMaster } from "@/shared/tools/goal-master";
import type { PanelToolView } from "../tool-view";

export const goalMasterView: PanelToolView = {
  id: goalMaster.id,
  Workspace: lazy(() => import("./workspace").then((m) => ({ default: m.GoalMasterWorkspace }))),
  History: lazy(() => import("./history").then((m) => ({ default: m.GoalHistory }))),
};
