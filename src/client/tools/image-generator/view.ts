import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { imageGenerator } from "@/shared/tools/image-generator";
import type { PanelToolView } from "../tool-view";

export const imageGeneratorView: PanelToolView = {
  id: imageGenerator.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.ImageGeneratorWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.ImageGeneratorHistory }))),
};
