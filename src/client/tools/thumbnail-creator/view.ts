import { lazy } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { thumbnailCreator } from "@/shared/tools/thumbnail-creator";
import type { PanelToolView } from "../tool-view";

export const thumbnailCreatorView: PanelToolView = {
  id: thumbnailCreator.id,
  Workspace: lazy(() =>
    withMessages(import("./workspace")).then((m) => ({ default: m.ThumbnailCreatorWorkspace })),
  ),
  History: lazy(() => import("./history").then((m) => ({ default: m.ThumbnailCreatorHistory }))),
};
