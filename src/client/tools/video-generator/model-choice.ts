import { useEffect, useState } from "react";
import type { VideoUploadType } from "@/shared/tools/video-generator";
import type { VideoGenerationType } from "@/shared/video";
import { useVideoModels } from "./api";

export const typeLabels: Record<VideoGenerationType, string> = {
  "text-to-video": "Text to Video",
  "image-to-video": "Image to Video",
  "video-to-video": "Video to Video",
};

/** What each upload type takes, by the browser's idea of the file (the server reads the bytes). */
export const uploadAccept: Record<
  VideoUploadType,
  { accept: string; hint: string; types: RegExp }
> = {
  "image-to-video": {
    accept: "image/png,image/jpeg,image/webp",
    hint: "PNG, JPG or WEBP, up to 10 MB",
    types: /^image\/(png|jpeg|webp)$/,
  },
  "video-to-video": {
    accept: "video/mp4,video/quicktime,video/x-msvideo,.avi,.mov,.mp4",
    hint: "MP4, MOV or AVI, up to 100 MB",
    types: /^video\/(mp4|quicktime|x-msvideo|avi)$/,
  },
};

/**
 * The video models and the one chosen for a type of generation: the first model the server can
 * run becomes the choice when the default is not among them, and a type the chosen model cannot
 * make moves the choice to the first that can.
 */
export function useVideoModelChoice() {
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
    const label = `${entry.name} (${entry.provider})${can ? "" : ` - no ${typeLabels[type].toLowerCase()}`}`;
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
