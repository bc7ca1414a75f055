import { useState } from "react";
import { ChoiceField, FieldPair } from "@/client/components/panel/fields";
import { videoRatioNames } from "@/client/components/panel/video-settings";
import { useT } from "@/client/i18n/use-t";
import { formatNumber } from "@/shared/i18n/format";
import type { VideoGenerationType, VideoModel } from "@/shared/video";

type AspectRatio = VideoModel["aspectRatios"][number];

/**
 * The length and shape of the video, among those the chosen model renders
 * (shared/media-models.ts): a length near ten seconds unless one is picked, and no shape for a
 * model that takes it from the starting image.
 */
export function useVideoShape(chosen: VideoModel | undefined, type: VideoGenerationType) {
  const [duration, setDuration] = useState<number | null>(null);
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>("16:9");
  const durations = chosen?.durations ?? [];
  const seconds =
    duration !== null && durations.includes(duration)
      ? duration
      : (durations.filter((value) => value <= 10).at(-1) ?? durations[0] ?? null);
  const ratios = chosen?.aspectRatios ?? ["16:9"];
  return {
    durations,
    seconds,
    setDuration,
    ratios,
    ratio: ratios.includes(aspectRatio) ? aspectRatio : (ratios[0] ?? "16:9"),
    setAspectRatio,
    fromImage: type === "image-to-video" && (chosen?.imageSetsShape ?? false),
  };
}

/** The length in the locale's seconds, and the shape (or that the picture gives it). */
export function ShapeFields({
  shape,
  modelName,
}: {
  shape: ReturnType<typeof useVideoShape>;
  modelName: string;
}) {
  const { t, locale } = useT();
  return (
    <FieldPair>
      <ChoiceField
        label={t({ id: "video.length", defaultMessage: "Length" })}
        value={shape.seconds ?? ""}
        choices={shape.durations.map((value) => ({
          value,
          label: formatNumber(locale, value, {
            style: "unit",
            unit: "second",
            unitDisplay: "short",
          }),
        }))}
        onChange={shape.setDuration}
      />
      {shape.fromImage ? (
        <p className="self-end pb-2 text-xs text-muted-fg">
          {t(
            {
              id: "video.shapeFromImage",
              defaultMessage: "{model} takes the shape of your picture.",
            },
            { model: modelName },
          )}
        </p>
      ) : (
        <ChoiceField
          label={t({ id: "video.shape", defaultMessage: "Shape" })}
          value={shape.ratio}
          choices={shape.ratios.map((value) => ({ value, label: t(videoRatioNames[value]) }))}
          onChange={shape.setAspectRatio}
        />
      )}
    </FieldPair>
  );
}
