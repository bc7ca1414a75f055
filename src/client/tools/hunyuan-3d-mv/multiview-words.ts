import { defineMessage } from "@/shared/i18n/runtime";
import type { Translate } from "@/shared/i18n/translator";
import {
  type MultiviewQuality,
  type MultiviewView,
  multiviewMax,
  multiviewMin,
} from "@/shared/tools/hunyuan-3d-mv";

/** The sides a photo can show (values: the API's). */
export const sideNames = {
  front: defineMessage({ id: "model3d.multiview.side.front", defaultMessage: "Front" }),
  back: defineMessage({ id: "model3d.multiview.side.back", defaultMessage: "Back" }),
  left: defineMessage({ id: "model3d.multiview.side.left", defaultMessage: "Left" }),
  right: defineMessage({ id: "model3d.multiview.side.right", defaultMessage: "Right" }),
  top: defineMessage({ id: "model3d.multiview.side.top", defaultMessage: "Top" }),
  bottom: defineMessage({ id: "model3d.multiview.side.bottom", defaultMessage: "Bottom" }),
} as const satisfies Record<MultiviewView, unknown>;

/** The spec's grades, Draft, Standard and High Quality (values: the API's). */
export const qualityNames = {
  draft: defineMessage({ id: "model3d.multiview.quality.draft", defaultMessage: "Draft" }),
  standard: defineMessage({ id: "model3d.quality.standard", defaultMessage: "Standard" }),
  "high quality": defineMessage({
    id: "model3d.multiview.quality.high",
    defaultMessage: "High Quality",
  }),
} as const satisfies Record<MultiviewQuality, unknown>;

/** How many photos it takes (the server says the same: multiviewCountMessage). */
export const countText = (t: Translate) =>
  t(
    {
      id: "model3d.multiview.count",
      defaultMessage: "Upload {min, number} to {max, number} images of the object.",
    },
    { min: multiviewMin, max: multiviewMax },
  );

/** A photo's side as a view: 'Front view', 'Vorderansicht' (each language its own words). */
export const viewName = (t: Translate, view: MultiviewView) =>
  t(
    {
      id: "model3d.multiview.view",
      defaultMessage:
        "{view, select, front {Front view} back {Back view} left {Left view} right {Right view} top {Top view} other {Bottom view}}",
    },
    { view },
  );
