import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { goalMaster } from "@/shared/tools/goal-master";
import type { PanelToolView } from "../tool-view";

export const goalMasterView: PanelToolView = {
  id: goalMaster.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.GoalMasterWorkspace })),
  ),
  History: lazy(() => withMessages(import("./history")).then((m) => ({ default: m.GoalHistory }))),
};
