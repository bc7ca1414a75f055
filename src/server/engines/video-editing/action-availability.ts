import { transcriptionKeySetting } from "@/server/engines/providers/transcription-models";
import type { ProviderServiceId } from "@/shared/provider-settings";
import { providersOf } from "@/shared/tools/readiness";
import { type VideoEditAction, videoEditActions } from "@/shared/tools/video-editor-ai";

export type ActionAvailability = {
  action: VideoEditAction;
  available: boolean;
  /** Why it is off and which setting switches it on; absent when available. */
  reason?: string;
  /** The providers that would switch it on, when it is off. */
  providers?: ProviderServiceId[];
};

const orList = (names: string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;

/**
 * Which actions this server can run: ffmpeg does four on its own; Add Subtitles needs a
 * transcription provider and Remove Background a video matting provider.
 */
export function editActionAvailability(capabilities: {
  transcription: boolean;
  matting: boolean;
}): ActionAvailability[] {
  return videoEditActions.map((action) => {
    if (action === "Add Subtitles" && !capabilities.transcription) {
      return {
        action,
        available: false,
        reason: `Add Subtitles needs a speech-to-text provider: set ${orList(Object.values(transcriptionKeySetting))}.`,
        providers: providersOf(Object.values(transcriptionKeySetting)),
      };
    }
    if (action === "Remove Background" && !capabilities.matting) {
      return {
        action,
        available: false,
        reason:
          "Remove Background needs a video matting model: set FAL_KEY (fal's BEN2 video model).",
        providers: providersOf(["FAL_KEY"]),
      };
    }
    return { action, available: true };
  });
}
