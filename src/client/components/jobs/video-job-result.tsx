import { ResultNotes } from "@/client/components/panel/job-results";
import { videoStyleNames } from "@/client/components/panel/video-settings";
import { activeLocale } from "@/client/i18n/locale-store";
import { i18nFor, useT } from "@/client/i18n/use-t";
import { formatNumber } from "@/shared/i18n/format";
import type { VideoGenerationResult } from "@/shared/video";
import { ShareLink } from "./share-link";
import { VideoPlayer } from "./video-player";

/** What the video tools call a video job in their progress bar (in the language shown now). */
export const videoJobLabel = (job: { title: string }) =>
  i18nFor(activeLocale()).t(
    { id: "workbench.jobs.videoFor", defaultMessage: "Video for “{title}”" },
    { title: job.title },
  );

/**
 * A generated video in the results column: the player with its poster, Download and Share,
 * and any notes on what the model made differently from what was asked.
 */
export function VideoResult({
  result,
  title,
  modelName,
}: {
  result: VideoGenerationResult;
  title: string;
  modelName: string;
}) {
  const { t, locale } = useT();
  const style = Object.hasOwn(videoStyleNames, result.style) ? result.style : null;
  // The clip's length as the job recorded it, e.g. '8s'.
  const seconds = /^(\d+(?:\.\d+)?)s$/.exec(result.duration)?.[1];
  const label = t(
    { id: "video.resultLabel", defaultMessage: "{title} ({model}, {style}, {duration})" },
    {
      title,
      model: modelName,
      style: style ? t(videoStyleNames[style as keyof typeof videoStyleNames]) : result.style,
      duration: seconds
        ? formatNumber(locale, Number(seconds), {
            style: "unit",
            unit: "second",
            unitDisplay: "short",
          })
        : result.duration,
    },
  );
  return (
    <>
      <VideoPlayer src={result.videoUrl} poster={result.thumbnailUrl} label={label}>
        <ShareLink fileId={result.videoFileId} />
      </VideoPlayer>
      <ResultNotes notes={result.notes} />
    </>
  );
}
