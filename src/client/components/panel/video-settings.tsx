import type { LucideIcon } from "lucide-react";
import { useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import type { VideoModel, videoStyles } from "@/shared/video";
import { SubmitButton } from "./fields";

/** What a video tool's results say before its first video. */
export const videoEmpty = defineMessage({
  id: "app.panel.video.empty",
  defaultMessage: "Your video appears here. Past results are listed on the left.",
});

/** The styles a video prompt can ask for (values: the API's; words: the video tools' area). */
export const videoStyleNames = {
  Cinematic: defineMessage({ id: "video.style.cinematic", defaultMessage: "Cinematic" }),
  Realistic: defineMessage({ id: "video.style.realistic", defaultMessage: "Realistic" }),
  Animated: defineMessage({ id: "video.style.animated", defaultMessage: "Animated" }),
  Documentary: defineMessage({
    id: "video.style.documentary",
    defaultMessage: "Documentary",
  }),
  Commercial: defineMessage({
    id: "video.style.commercial",
    defaultMessage: "Commercial",
  }),
  Artistic: defineMessage({ id: "video.style.artistic", defaultMessage: "Artistic" }),
} as const satisfies Record<(typeof videoStyles)[number], unknown>;

/** The shapes a video can take (values: the API's aspect ratios). */
export const videoRatioNames = {
  "16:9": defineMessage({ id: "video.ratio.landscape", defaultMessage: "16:9 landscape" }),
  "9:16": defineMessage({ id: "video.ratio.portrait", defaultMessage: "9:16 portrait" }),
} as const satisfies Record<VideoModel["aspectRatios"][number], unknown>;

/** A video tool's button: its words, and what it says while the video is being made. */
export function GenerateVideoButton({
  icon,
  busy,
  disabled,
}: {
  icon: LucideIcon;
  busy: boolean;
  disabled: boolean;
}) {
  const { t } = useT();
  return (
    <SubmitButton
      icon={icon}
      busy={busy}
      busyText={t({ id: "app.panel.video.generating", defaultMessage: "Generating Video..." })}
      disabled={disabled}
    >
      {t({ id: "app.panel.video.generate", defaultMessage: "Generate Video" })}
    </SubmitButton>
  );
}
