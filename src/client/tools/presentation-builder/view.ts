import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { presentationBuilder } from "@/shared/tools/presentation-builder";
import type { PanelToolView } from "../tool-view";

export const presentationBuilderView: PanelToolView = {
  id: presentationBuilder.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.PresentationBuilderWorkspace })),
  ),
  History: lazy(() =>
    withMessages(import("./history")).then((m) => ({ default: m.PresentationHistory })),
  ),
};
