import { defineMessage } from "@/shared/i18n/runtime";
import type { VideoEditAction } from "@/shared/tools/video-editor-ai";

/** The editing actions (values: the API's, e.g. 'Add Subtitles'). */
export const actionNames = {
  "Remove Background": defineMessage({
    id: "videoEditor.action.background",
    defaultMessage: "Remove Background",
  }),
  "Add Subtitles": defineMessage({
    id: "videoEditor.action.subtitles",
    defaultMessage: "Add Subtitles",
  }),
  "Cut Highlights": defineMessage({
    id: "videoEditor.action.highlights",
    defaultMessage: "Cut Highlights",
  }),
  "Noise Reduction": defineMessage({
    id: "videoEditor.action.noise",
    defaultMessage: "Noise Reduction",
  }),
  "Color Correction": defineMessage({
    id: "videoEditor.action.color",
    defaultMessage: "Color Correction",
  }),
  "Add Transitions": defineMessage({
    id: "videoEditor.action.transitions",
    defaultMessage: "Add Transitions",
  }),
} as const satisfies Record<VideoEditAction, unknown>;
