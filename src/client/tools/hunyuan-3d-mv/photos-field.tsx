import { Trash2, Upload } from "lucide-react";
import { useId } from "react";
import { buttonClass } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import {
  type MultiviewView,
  multiviewMax,
  multiviewMin,
  multiviewViews,
} from "@/shared/tools/hunyuan-3d-mv";
import { sideNames, viewName } from "./multiview-words";
import { imageTypes, type usePhotos } from "./use-photos";

/** The photos with their sides, Remove, and Upload while fewer than the most it takes. */
export function PhotosField({
  photos,
  uploading,
  upload,
  setView,
  remove,
}: ReturnType<typeof usePhotos>) {
  const { t } = useT();
  const ids = { file: useId(), hint: useId() };
  return (
    <div className="space-y-2">
      <span className="text-sm font-medium">
        {t({ id: "model3d.multiview.photos", defaultMessage: "Photos of the object" })}
      </span>
      <p id={ids.hint} className="text-xs text-muted-fg">
        {t(
          {
            id: "model3d.multiview.photosHint",
            defaultMessage:
              "Upload {min, number}-{max, number} images of the same object from different sides (front, back, left, right...). Front, back and left together give the best model.",
          },
          { min: multiviewMin, max: multiviewMax },
        )}
      </p>
      {photos.length > 0 ? (
        <ul
          className="grid grid-cols-2 gap-2"
          aria-label={t({ id: "model3d.multiview.chosen", defaultMessage: "Chosen photos" })}
        >
          {photos.map((photo, index) => (
            <li key={photo.url} className="space-y-1 rounded-lg border border-border bg-card p-2">
              <img
                src={photo.url}
                alt={t(
                  { id: "model3d.multiview.photoAlt", defaultMessage: "{view}: {name}" },
                  { view: viewName(t, photo.view), name: photo.name },
                )}
                className="aspect-square w-full rounded-md object-cover"
              />
              <div className="flex items-center gap-1">
                <select
                  aria-label={t(
                    { id: "model3d.multiview.side", defaultMessage: "Side shown in {name}" },
                    { name: photo.name },
                  )}
                  className="h-8 min-w-0 flex-1 rounded-md border border-border bg-bg px-1 text-xs"
                  value={photo.view}
                  onChange={(event) => setView(index, event.target.value as MultiviewView)}
                >
                  {multiviewViews.map((side) => (
                    <option key={side} value={side}>
                      {t(sideNames[side])}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  aria-label={t(
                    { id: "model3d.multiview.remove", defaultMessage: "Remove {name}" },
                    { name: photo.name },
                  )}
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
          {uploading
            ? t({ id: "app.panel.uploading", defaultMessage: "Uploading..." })
            : t(
                {
                  id: "model3d.multiview.upload",
                  defaultMessage: "Upload images ({count, number} of {max, number})",
                },
                { count: photos.length, max: multiviewMax },
              )}
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
