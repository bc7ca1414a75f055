import { useQueryClient } from "@tanstack/react-query";
import { Boxes, Trash2, Upload } from "lucide-react";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { uploadMediaFile } from "@/client/api/files";
import { jobHistoryKey } from "@/client/api/jobs";
import { JobProgress } from "@/client/components/jobs/job-progress";
import { ModelDownloads, ModelViewer } from "@/client/components/jobs/model-viewer";
import { useMediaUpload } from "@/client/components/jobs/use-media-upload";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { AllowanceNote } from "@/client/components/plans/allowance-note";
import { Button, buttonClass } from "@/client/components/ui/button";
import { selectClass } from "@/client/components/ui/field";
import { toast } from "@/client/components/ui/toast";
import {
  hunyuan3dMv,
  type MultiviewQuality,
  type MultiviewView,
  multiviewCountMessage,
  multiviewMax,
  multiviewMin,
  multiviewQualities,
  multiviewQualityNames,
  multiviewResultSchema,
  multiviewViews,
} from "@/shared/tools/hunyuan-3d-mv";
import type { WorkspaceProps } from "../tool-view";
import { buildMultiviewModel, useMultiviewProvider } from "./api";

const imageTypes = ["image/png", "image/jpeg", "image/webp"];
const formatNames = { glb: "GLB", gltf: "GLTF", obj: "OBJ", stl: "STL" } as const;
type Format = keyof typeof formatNames;
const sideNames: Record<MultiviewView, string> = {
  front: "Front",
  back: "Back",
  left: "Left",
  right: "Right",
  top: "Top",
  bottom: "Bottom",
};
const numbers = new Intl.NumberFormat();

type Photo = { url: string; name: string; view: MultiviewView };

/** Multiview 3D: 2 to 6 photos of one object, each marked with its side, to one model. */
export function Hunyuan3dMvWorkspace(_props: WorkspaceProps) {
  const ids = { file: useId(), quality: useId(), format: useId(), reason: useId(), hint: useId() };
  const provider = useMultiviewProvider();
  const queryClient = useQueryClient();
  const { job, result, busy, start } = useToolJob(hunyuan3dMv.id, multiviewResultSchema, {
    success: "Your 3D model is ready.",
    failure: "Failed to generate 3D model",
  });
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [quality, setQuality] = useState<MultiviewQuality>("standard");
  const [exportFormat, setExportFormat] = useState<Format>("glb");
  const unavailable = provider.data && !provider.data.available ? provider.data.reason : null;

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || unavailable) return;
    if (photos.length < multiviewMin) {
      toast({
        title: "Not enough images",
        description: multiviewCountMessage,
        variant: "destructive",
      });
      return;
    }
    await start(async () => {
      const accepted = await buildMultiviewModel({
        imageUrls: photos.map((photo) => photo.url),
        views: photos.map((photo) => photo.view),
        quality,
        exportFormat,
      });
      void queryClient.invalidateQueries({ queryKey: jobHistoryKey(hunyuan3dMv.id) });
      toast({
        title: "Processing",
        description: `Building a 3D model from ${photos.length} images.`,
      });
      return accepted;
    });
  };

  return (
    <div className="flex-1 overflow-y-auto p-4 sm:p-6">
      <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <form
          onSubmit={submit}
          className="space-y-4"
          aria-label="Multiview settings"
          aria-describedby={unavailable ? ids.reason : undefined}
        >
          <AllowanceNote kind="model3d" />
          {unavailable ? (
            <p
              id={ids.reason}
              role="note"
              className="rounded-lg border border-border bg-muted p-3 text-sm"
            >
              {unavailable}
            </p>
          ) : null}
          <div className="space-y-2">
            <span className="text-sm font-medium">Photos of the object</span>
            <p id={ids.hint} className="text-xs text-muted-fg">
              Upload 2-6 images of the same object from different sides (front, back, left,
              right...). Front, back and left together give the best model.
            </p>
            {photos.length > 0 ? (
              <ul className="grid grid-cols-2 gap-2" aria-label="Chosen photos">
                {photos.map((photo, index) => (
                  <li
                    key={photo.url}
                    className="space-y-1 rounded-lg border border-border bg-card p-2"
                  >
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
                        onClick={() =>
                          setPhotos((current) => current.filter((_, at) => at !== index))
                        }
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
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1">
              <label htmlFor={ids.quality} className="text-sm font-medium">
                Quality
              </label>
              <select
                id={ids.quality}
                className={selectClass}
                value={quality}
                onChange={(event) => setQuality(event.target.value as MultiviewQuality)}
              >
                {multiviewQualities.map((entry) => (
                  <option key={entry} value={entry}>
                    {multiviewQualityNames[entry]}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1">
              <label htmlFor={ids.format} className="text-sm font-medium">
                Export format
              </label>
              <select
                id={ids.format}
                className={selectClass}
                value={exportFormat}
                onChange={(event) => setExportFormat(event.target.value as Format)}
              >
                {(Object.keys(formatNames) as Format[]).map((format) => (
                  <option key={format} value={format}>
                    {formatNames[format]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <Button
            type="submit"
            className="w-full"
            disabled={busy || uploading || Boolean(unavailable)}
          >
            <Boxes className="h-4 w-4" aria-hidden /> {busy ? "Processing..." : "Generate 3D Model"}
          </Button>
        </form>
        <section aria-label="Results" className="space-y-4">
          {job ? <JobProgress job={job} label={`3D model from ${job.title}`} /> : null}
          {result ? (
            <>
              <ModelViewer
                url={result.modelUrl}
                label={`model from ${result.inputImages.length} views`}
              />
              <p className="text-xs text-muted-fg">
                {numbers.format(result.vertices)} vertices, {numbers.format(result.triangles)}{" "}
                triangles. {multiviewQualityNames[result.quality]} quality, made by{" "}
                {result.provider}.
              </p>
              <ModelDownloads
                exports={result.exports}
                chosen={result.exportFormat}
                names={formatNames}
              />
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Photos used">
                {result.inputImages.map((input) => (
                  <li key={input.url}>
                    <img
                      src={input.url}
                      alt={`${sideNames[input.view]} view`}
                      className="aspect-square w-full rounded-md border border-border object-cover"
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {!job ? (
            <p className="rounded-xl border border-dashed border-border p-10 text-center text-sm text-muted-fg">
              Your model appears here in a 3D view you can turn and zoom. Past models are listed on
              the left.
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
