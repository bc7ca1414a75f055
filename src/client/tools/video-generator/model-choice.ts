import { useEffect, useState } from "react";
import { useT } from "@/client/i18n/use-t";
import { formatNumber } from "@/shared/i18n/format";
import type { Locale } from "@/shared/i18n/locales";
import { defineMessage } from "@/shared/i18n/runtime";
import { type VideoUploadType, videoUploadLimits } from "@/shared/tools/video-generator";
import type { VideoGenerationType } from "@/shared/video";
import { useVideoModels } from "./api";

export const typeNames = {
  "text-to-video": defineMessage({ id: "video.type.text", defaultMessage: "Text to Video" }),
  "image-to-video": defineMessage({ id: "video.type.image", defaultMessage: "Image to Video" }),
  "video-to-video": defineMessage({ id: "video.type.video", defaultMessage: "Video to Video" }),
} as const;

/** The select's key of a type in messages (ICU keys are single words). */
const typeKeys = { "text-to-video": "text", "image-to-video": "image", "video-to-video": "video" };

/** What each upload type takes, by the browser's idea of the file (the server reads the bytes). */
export const uploadAccept: Record<VideoUploadType, { accept: string; types: RegExp }> = {
  "image-to-video": {
    accept: "image/png,image/jpeg,image/webp",
    types: /^image\/(png|jpeg|webp)$/,
  },
  "video-to-video": {
    accept: "video/mp4,video/quicktime,video/x-msvideo,.avi,.mov,.mp4",
    types: /^video\/(mp4|quicktime|x-msvideo|avi)$/,
  },
};

/** The spec's 'Invalid file type' texts (shared/tools/video-generator.ts, as the server says them). */
export const wrongTypeMessages = {
  "image-to-video": defineMessage({
    id: "video.wrongType.image",
    defaultMessage: "Please upload an image file for image-to-video generation.",
  }),
  "video-to-video": defineMessage({
    id: "video.wrongType.video",
    defaultMessage: "Please upload a video file for video-to-video generation.",
  }),
} as const;

/** The largest upload of a type in the locale's megabytes (the server's limit, in MiB). */
export const uploadLimit = (locale: Locale, type: VideoUploadType) =>
  formatNumber(locale, videoUploadLimits[type].maxBytes / (1024 * 1024), {
    style: "unit",
    unit: "megabyte",
    unitDisplay: "short",
  });

/**
 * The video models and the one chosen for a type of generation: the first model the server can
 * run becomes the choice when the default is not among them, and a type the chosen model cannot
 * make moves the choice to the first that can.
 */
export function useVideoModelChoice() {
  const { t } = useT();
  const models = useVideoModels();
  const list = models.data?.models ?? [];
  const [type, setType] = useState<VideoGenerationType>("text-to-video");
  // The server lists its default model first.
  const [model, setModel] = useState("");

  useEffect(() => {
    if (list.length > 0 && !list.some((entry) => entry.id === model)) {
      setModel((list.find((entry) => entry.supports.includes(type)) ?? list[0])?.id ?? model);
    }
  }, [list, model, type]);

  const switchType = (next: VideoGenerationType) => {
    setType(next);
    const current = list.find((entry) => entry.id === model);
    if (!current?.supports.includes(next)) {
      const first = list.find((entry) => entry.supports.includes(next));
      if (first) setModel(first.id);
    }
  };

  const choices = list.map((entry) => {
    const can = entry.supports.includes(type);
    const names = { name: entry.name, provider: entry.provider };
    const label = can
      ? t({ id: "video.modelName", defaultMessage: "{name} ({provider})" }, names)
      : t(
          {
            id: "video.modelCannot",
            defaultMessage:
              "{name} ({provider}) - no {type, select, text {text to video} image {image to video} other {video to video}}",
          },
          { ...names, type: typeKeys[type] },
        );
    return { value: entry.id, label, disabled: !can };
  });
  return {
    models,
    type,
    switchType,
    model,
    setModel,
    choices,
    chosen: list.find((entry) => entry.id === model && entry.supports.includes(type)),
    nameOf: (id: string) => list.find((entry) => entry.id === id)?.name ?? id,
  };
}
