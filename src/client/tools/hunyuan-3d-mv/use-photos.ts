import { type ChangeEvent, useState } from "react";
import { uploadMediaFile } from "@/client/api/files";
import { useMediaUpload } from "@/client/components/jobs/use-media-upload";
import { model3dImageUploaded } from "@/client/components/panel/model-3d-settings";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import {
  hunyuan3dMv,
  type MultiviewView,
  multiviewMax,
  multiviewViews,
} from "@/shared/tools/hunyuan-3d-mv";
import { countText } from "./multiview-words";

export const imageTypes = ["image/png", "image/jpeg", "image/webp"];

type Photo = { url: string; name: string; view: MultiviewView };

/** The photos chosen so far, each with the side of the object it shows (each side once). */
export function usePhotos() {
  const { t } = useT();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const { uploading, upload: store } = useMediaUpload({
    accepts: (file) => imageTypes.includes(file.type),
    wrongType: t({
      id: "model3d.multiview.wrongType",
      defaultMessage: "Please upload image files (PNG, JPG or WEBP).",
    }),
    send: (file) => uploadMediaFile(file, { toolId: hunyuan3dMv.id, kind: "image" }),
    doneTitle: t(model3dImageUploaded),
  });
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length > multiviewMax - photos.length) {
      toast({
        title: t({ id: "model3d.multiview.tooMany", defaultMessage: "Too many images" }),
        description: countText(t),
        variant: "destructive",
      });
      return;
    }
    const stored = await store(files);
    if (!stored) return;
    setPhotos((current) => {
      // Each new photo takes the first side no photo has yet.
      const taken = new Set(current.map((photo) => photo.view));
      const added = stored.map(({ url, name }) => {
        const view = multiviewViews.find((side) => !taken.has(side)) ?? "front";
        taken.add(view);
        return { url, name, view };
      });
      return [...current, ...added];
    });
  };

  const setView = (index: number, view: MultiviewView) =>
    setPhotos((current) =>
      current.map((photo, at) => {
        if (at === index) return { ...photo, view };
        // The side taken from another photo goes to it: each side only once.
        return photo.view === view ? { ...photo, view: current[index]?.view ?? photo.view } : photo;
      }),
    );

  const remove = (index: number) => setPhotos((current) => current.filter((_, at) => at !== index));
  return { photos, uploading, upload, setView, remove };
}
