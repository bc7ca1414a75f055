import { defineMessage } from "@/shared/i18n/runtime";
import type { ImageEditAction } from "@/shared/tools/seg-swap";

/** The editing actions (values: the API's, e.g. 'Remove Object'). */
export const actionNames = {
  "Remove Object": defineMessage({ id: "segSwap.action.remove", defaultMessage: "Remove Object" }),
  "Replace Object": defineMessage({
    id: "segSwap.action.replace",
    defaultMessage: "Replace Object",
  }),
  "Change Background": defineMessage({
    id: "segSwap.action.background",
    defaultMessage: "Change Background",
  }),
  "Pattern Transfer": defineMessage({
    id: "segSwap.action.pattern",
    defaultMessage: "Pattern Transfer",
  }),
  "Color Change": defineMessage({ id: "segSwap.action.color", defaultMessage: "Color Change" }),
  "Style Transfer": defineMessage({ id: "segSwap.action.style", defaultMessage: "Style Transfer" }),
} as const satisfies Record<ImageEditAction, unknown>;
