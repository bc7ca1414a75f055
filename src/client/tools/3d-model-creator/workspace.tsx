import { useQueryClient } from "@tanstack/react-query";
import { Box, Upload } from "lucide-react";
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
import { type ModelFormat, modelFormatNames, modelFormats } from "@/shared/models-3d";
import {
  type Model3dMode,
  type Model3dResult,
  missingInformation,
  type model3dQualities,
  model3dTypes,
  modelCreator3d,
  noImage,
} from "@/shared/tools/3d-model-creator";
import type { WorkspaceProps } from "../tool-view";
import { createModelFromImage, createModelFromText, useModel3dProvider } from "./api";

const imageTypes = ["image/png", "image/jpeg", "image/webp"];
const modeNames: Record<Model3dMode, string> = {
  "text-to-3d": "Text to 3D",
  "image-to-3d": "Image to 3D",
};
const numbers = new Intl.NumberFormat();

/** The 3D model creator: a description (or a reference image) to a model in a 3D view. */
export function ModelCreator3dWorkspace(_props: WorkspaceProps) {
  const ids = {
    description: useId(),
    type: useId(),
    quality: useId(),
    format: useId(),
    file: useId(),
    reason: useId(),
  };
  const provider = useModel3dProvider();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Model3dMode>("text-to-3d");
  const [description, setDescription] = useState("");
  const [modelType, setModelType] = useState("");
  const [quality, setQuality] = useState<(typeof model3dQualities)[number]>("high");
  const [exportFormat, setExportFormat] = useState<ModelFormat>("glb");
  const [image, setImage] = useState<{ url: string; name: string } | null>(null);
  // The spec's failure texts: 'Failed to create 3D model with Hunyuan3D' or '...from image'.
  const { job, busy, start } = useToolJob(modelCreator3d.id, {
    success: "Your 3D model is ready.",
    failure: `Failed to create 3D model ${mode === "image-to-3d" ? "from image" : "with Hunyuan3D"}`,
  });
  const unavailable = provider.data && !provider.data.available ? provider.data.reason : null;

  const { uploading, uploadChosen } = useMediaUpload({
    accepts: (file) => imageTypes.includes(file.type),
    wrongType: "Please upload an image file (PNG, JPG or WEBP).",
    send: (file) => uploadMediaFile(file, { toolId: modelCreator3d.id, kind: "image" }),
    doneTitle: "Image Uploaded",
  });
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const [stored] = (await uploadChosen(event)) ?? [];
    if (stored) setImage({ url: stored.url, name: stored.name });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || unavailable) return;
    if (mode === "text-to-3d" && (!description.trim() || !modelType)) {
      toast({
        title: "Missing Information",
        description: missingInformation,
        variant: "destructive",
      });
      return;
    }
    if (mode === "image-to-3d" && !image) {
      toast({ title: "No Image", description: noImage, variant: "destructive" });
      return;
    }
    await start(async () => {
      const accepted =
        mode === "text-to-3d"
          ? await createModelFromText({ description, modelType, exportFormat, quality })
          : await createModelFromImage({ imageUrl: image?.url ?? "", exportFormat, quality });
      void queryClient.invalidateQueries({ queryKey: jobHistoryKey(modelCreator3d.id) });
      toast({
        title: "Hunyuan3D Processing",
        description:
          mode === "text-to-3d"
            ? `Text-to-3D generation started for the ${modelType.toLowerCase()}.`
            : "Image-to-3D generation started.",
      });
      return accepted;
    });
  };

  const result = job?.status === "succeeded" ? (job.result as Model3dResult) : null;
  return (
    <div className="flex-1 overflow-y-auto p-4 sm:p-6">
      <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <form
          onSubmit={submit}
          noValidate
          className="space-y-4"
          aria-label="3D model settings"
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
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">Mode</legend>
            <div className="grid grid-cols-2 gap-1 rounded-lg border border-border bg-muted p-1">
              {(Object.keys(modeNames) as Model3dMode[]).map((entry) => (
                <label
                  key={entry}
                  className={`cursor-pointer rounded-md px-3 py-1.5 text-center text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${mode === entry ? "bg-bg font-medium shadow-sm" : "text-muted-fg"}`}
                >
                  <input
                    type="radio"
                    name="mode"
                    className="sr-only"
                    checked={mode === entry}
                    onChange={() => setMode(entry)}
                  />
                  {modeNames[entry]}
                </label>
              ))}
            </div>
          </fieldset>
          {mode === "text-to-3d" ? (
            <>
              <div className="space-y-1">
                <label htmlFor={ids.description} className="text-sm font-medium">
                  Description
                </label>
                <textarea
                  id={ids.description}
                  rows={4}
                  maxLength={1000}
                  value={description}
                  placeholder="A brass steampunk lantern with glass panels"
                  onChange={(event) => setDescription(event.target.value)}
                  className="w-full rounded-lg border border-border bg-bg p-3 text-sm"
                />
              </div>
              <div className="space-y-1">
                <label htmlFor={ids.type} className="text-sm font-medium">
                  Model type
                </label>
                <select
                  id={ids.type}
                  className={selectClass}
                  value={modelType}
                  onChange={(event) => setModelType(event.target.value)}
                >
                  <option value="">Select a model type</option>
                  {model3dTypes.map((entry) => (
                    <option key={entry}>{entry}</option>
                  ))}
                </select>
              </div>
            </>
          ) : (
            <div className="space-y-2">
              <span className="text-sm font-medium">Reference image</span>
              {image ? (
                <img
                  src={image.url}
                  alt={`Reference image: ${image.name}`}
                  className="max-h-48 w-full rounded-lg border border-border object-contain"
                />
              ) : null}
              <label
                htmlFor={ids.file}
                className={`${buttonClass("outline", "sm")} w-full cursor-pointer`}
              >
                <Upload className="h-4 w-4" aria-hidden />{" "}
                {uploading ? "Uploading..." : image ? "Choose another image" : "Upload an image"}
              </label>
              <input
                id={ids.file}
                type="file"
                accept={imageTypes.join(",")}
                className="sr-only"
                onChange={upload}
              />
              <p className="text-xs text-muted-fg">
                PNG, JPG or WEBP of one object, plain background works best.
              </p>
            </div>
          )}
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1">
              <label htmlFor={ids.quality} className="text-sm font-medium">
                Quality
              </label>
              <select
                id={ids.quality}
                className={selectClass}
                value={quality}
                onChange={(event) =>
                  setQuality(event.target.value as (typeof model3dQualities)[number])
                }
              >
                <option value="standard">Standard</option>
                <option value="high">High</option>
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
                onChange={(event) => setExportFormat(event.target.value as ModelFormat)}
              >
                {modelFormats.map((format) => (
                  <option key={format} value={format}>
                    {modelFormatNames[format]}
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
            <Box className="h-4 w-4" aria-hidden /> {busy ? "Generating..." : "Generate 3D Model"}
          </Button>
        </form>
        <section aria-label="Results" className="space-y-4">
          {job ? <JobProgress job={job} label={`3D model "${job.title}"`} /> : null}
          {result ? (
            <>
              <ModelViewer url={result.modelUrl} label={job?.title ?? "3D model"} />
              <p className="text-xs text-muted-fg">
                {numbers.format(result.vertices)} vertices, {numbers.format(result.triangles)}{" "}
                triangles. Made by {result.provider}.
              </p>
              <ModelDownloads
                exports={result.exports}
                chosen={result.exportFormat}
                names={modelFormatNames}
              />
              {result.conceptArt.length > 0 || result.inputImage ? (
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {result.inputImage ? (
                    <figure className="overflow-hidden rounded-xl border border-border bg-card">
                      <img
                        src={result.inputImage}
                        alt="What the model was made from"
                        className="aspect-square w-full object-contain"
                      />
                      <figcaption className="p-2 text-center text-xs text-muted-fg">
                        Reference image
                      </figcaption>
                    </figure>
                  ) : null}
                  {result.conceptArt.map((url, index) => (
                    <figure
                      key={url}
                      className="overflow-hidden rounded-xl border border-border bg-card"
                    >
                      <img
                        src={url}
                        alt={`Concept art ${index + 1} for ${job?.title ?? "the model"}`}
                        className="aspect-square w-full object-contain"
                      />
                      <figcaption className="p-2 text-center text-xs text-muted-fg">
                        Concept art
                      </figcaption>
                    </figure>
                  ))}
                </div>
              ) : null}
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
