import { Trash2, Upload } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { uploadMediaFile } from "@/client/api/files";
import { useMediaUpload } from "@/client/components/jobs/use-media-upload";
import { buttonClass } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import {
  hunyuan3dMv,
  type MultiviewView,
  multiviewCountMessage,
  multiviewMax,
  multiviewViews,
} from "@/shared/tools/hunyuan-3d-mv";

const imageTypes = ["image/png", "image/jpeg", "image/webp"];
export const sideNames: Record<MultiviewView, string> = {
  front: "Front",
  back: "Back",
  left: "Left",
  right: "Right",
  top: "Top",
  bottom: "Bottom",
};

type Photo = { url: string; name: string; view: MultiviewView };

/** The photos chosen so far, each with the side of the object it shows (each side once). */
export function usePhotos() {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const { uploading, upload: store } = useMediaUpload({
    accepts: (file) => imageTypes.includes(file.type),
    wrongType: "Please upload image files (PNG, JPG or WEBP).",
    send: (file) => uploadMediaFile(file, { toolId: hunyuan3dMv.id, kind: "image" }),
    doneTitle: "Image Uploaded",
  });
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length > multiviewMax - photos.length) {
      toast({
        title: "Too many images",
        description: multiviewCountMessage,
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

/** The photos with their sides, Remove, and Upload while fewer than the most it takes. */
export function PhotosField({
  photos,
  uploading,
  upload,
  setView,
  remove,
}: ReturnType<typeof usePhotos>) {
  const ids = { file: useId(), hint: useId() };
  return (
    <div className="space-y-2">
      <span className="text-sm font-medium">Photos of the object</span>
      <p id={ids.hint} className="text-xs text-muted-fg">
        Upload 2-6 images of the same object from different sides (front, back, left, right...).
        Front, back and left together give the best model.
      </p>
      {photos.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2" aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <li key={photo.url} className="space-y-1 rounded-lg border border-border bg-card p-2">
              <img
                src={photo.url}
                alt={`${sideNames[photo.view]} view: ${photo.name}`}
                className="aspect-square w-full rounded-md object-cover"
              />
              <div className="flex items-center gap-1">
                <select
                  aria-label={`Side shown in ${photo.name}`}
                  className="h-8 min-w-0 flex-1 rounded-md border border-border bg-bg px-1 text-xs"
                  value={photo.view}
                  onChange={(event) => setView(index, event.target.value as MultiviewView)}
                >
                  {multiviewViews.map((side) => (
                    <option key={side} value={side}>
                      {sideNames[side]}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  aria-label={`Remove ${photo.name}`}
                  onClick={() => remove(index)}
                  className="rounded-md p-1.5 text-muted-fg hover:bg-muted hover:text-destructive"
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length < multiviewMax ? (
        <label
          htmlFor={ids.file}
          className={`${buttonClass("outline", "sm")} w-full cursor-pointer`}
        >
          <Upload className="h-4 w-4" aria-hidden />{" "}
          {uploading ? "Uploading..." : `Upload images (${photos.length} of ${multiviewMax})`}
        </label>
      ) : null}
      <input
        id={ids.file}
        type="file"
        multiple
        accept={imageTypes.join(",")}
        aria-describedby={ids.hint}
        className="sr-only"
        onChange={upload}
      />
    </div>
  );
}
