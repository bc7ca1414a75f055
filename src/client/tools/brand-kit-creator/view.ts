import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { brandKitCreator } from "@/shared/tools/brand-kit-creator";
import type { PanelToolView } from "../tool-view";

export const brandKitCreatorView: PanelToolView = {
  id: brandKitCreator.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.BrandKitCreatorWorkspace })),
  ),
  History: lazy(() =>
    withMessages(import("./history")).then((m) => ({ default: m.BrandKitHistory })),
  ),
};
