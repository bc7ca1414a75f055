import type { ReactNode } from "react";
import { CheckOption } from "@/client/components/panel/fields";
import { useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import { type VideoEditAction, videoEditActions } from "@/shared/tools/video-editor-ai";

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

/** The actions to tick, each with why it is off on this server when it is. */
export function ActionChoices({
  chosen,
  reasonOff,
  onToggle,
}: {
  chosen: readonly VideoEditAction[];
  reasonOff: (action: VideoEditAction) => ReactNode;
  onToggle: (action: VideoEditAction, on: boolean) => void;
}) {
  const { t } = useT();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        {t({ id: "videoEditor.actions", defaultMessage: "Actions" })}
      </legend>
      {videoEditActions.map((action) => (
        <CheckOption
          key={action}
          label={t(actionNames[action])}
          checked={chosen.includes(action)}
          reason={reasonOff(action)}
          onChange={(on) => onToggle(action, on)}
        />
      ))}
    </fieldset>
  );
}
