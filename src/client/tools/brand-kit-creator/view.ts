import { lazy } from "react";
import { brandKitCreator } from "@/shared/tools/brand-kit-creator";
import type { PanelToolView } from "../tool-view";

export const brandKitCreatorView: PanelToolView = {
  id: brandKitCreator.id,
  Workspace: lazy(() =>
    import("./workspace").then((m) => ({ default: m.BrandKitCreatorWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.BrandKitHistory }))),
};
