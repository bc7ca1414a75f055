import type { LucideIcon } from "lucide-react";
import { useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import { SubmitButton } from "./fields";

/** What a video tool's results say before its first video. */
export const videoEmpty = defineMessage({
  id: "app.panel.video.empty",
  defaultMessage: "Your video appears here. Past results are listed on the left.",
});

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
