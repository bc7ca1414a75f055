import { MediaUploadField } from "@/client/components/panel/media-upload-field";
import type { useChosenMedia } from "@/client/components/panel/use-chosen-media";
import { useT } from "@/client/i18n/use-t";
import type { VideoUploadType } from "@/shared/tools/video-generator";
import { uploadAccept, uploadLimit } from "./model-choice";

/** The starting image (image to video) or the source clip (video to video), and what it takes. */
export function SourceField({
  type,
  source,
}: {
  type: VideoUploadType;
  source: ReturnType<typeof useChosenMedia>;
}) {
  const { t, locale } = useT();
  const image = type === "image-to-video";
  return (
    <MediaUploadField
      label={
        image
          ? t({ id: "video.startingImage", defaultMessage: "Starting image" })
          : t({ id: "video.sourceVideo", defaultMessage: "Source video" })
      }
      noun="file"
      accept={uploadAccept[type].accept}
      hint={
        image
          ? t(
              { id: "video.imageHint", defaultMessage: "PNG, JPG or WEBP, up to {size}" },
              { size: uploadLimit(locale, type) },
            )
          : t(
              { id: "video.videoHint", defaultMessage: "MP4, MOV or AVI, up to {size}" },
              { size: uploadLimit(locale, type) },
            )
      }
      chosen={source.chosen}
      uploading={source.uploading}
      onChange={source.upload}
    />
  );
}
