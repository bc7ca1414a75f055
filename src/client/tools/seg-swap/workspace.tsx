import { useQueries } from "@tanstack/react-query";
import { Download, Upload, Wand2 } from "lucide-react";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { uploadMediaFile } from "@/client/api/files";
import { jobHistoryQuery } from "@/client/api/jobs";
import { JobProgress } from "@/client/components/jobs/job-progress";
import { useMediaUpload } from "@/client/components/jobs/use-media-upload";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { AllowanceNote } from "@/client/components/plans/allowance-note";
import { Button, buttonClass } from "@/client/components/ui/button";
import { SelectField, selectClass } from "@/client/components/ui/field";
import { tools } from "@/shared/tools/registry";
import {
  type ImageEditRequest,
  imageEditActions,
  imageEditResultSchema,
  segSwap,
} from "@/shared/tools/seg-swap";
import type { WorkspaceProps } from "../tool-view";
import { editImage, useEditorStatus } from "./api";

/** The tools whose pictures can be edited here too: the image generator (`editableImages`). */
const imageSources = tools.filter((tool) => tool.editableImages);

/** The image editor: an image (upload or past result), an action and a description; before and after. */
export function SegSwapWorkspace(_props: WorkspaceProps) {
  const ids = {
    file: useId(),
    past: useId(),
    description: useId(),
    reason: useId(),
  };
  const editor = useEditorStatus();
  const generated = useQueries({ queries: imageSources.map((tool) => jobHistoryQuery(tool.id)) });
  const pastImages = generated.flatMap((history) =>
    (history.data ?? []).flatMap((job) =>
      job.status === "succeeded"
        ? job.files.map((file, index) => ({ url: file.url, label: `${job.title} (${index + 1})` }))
        : [],
    ),
  );
  const { job, result, busy, start } = useToolJob(segSwap.id, imageEditResultSchema, {
    success: "Your edited image is ready.",
    failure: "Failed to edit image",
  });
  const [image, setImage] = useState<{ url: string; name: string } | null>(null);
  const [action, setAction] = useState<ImageEditRequest["action"]>("Remove Object");
  const [description, setDescription] = useState("");
  const unavailable = editor.data && !editor.data.available ? editor.data.reason : null;

  const { uploading, uploadChosen } = useMediaUpload({
    accepts: (file) => !file.type || file.type.startsWith("image/"),
    wrongType: "Please upload an image file (PNG, JPG, WEBP or GIF).",
    send: (file) => uploadMediaFile(file, { toolId: segSwap.id, kind: "image" }),
    doneTitle: "Image Uploaded",
  });
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const [stored] = (await uploadChosen(event)) ?? [];
    if (stored) setImage({ url: stored.url, name: stored.name });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!description.trim() || busy || unavailable) return;
    await start(() => editImage({ imageUrl: image?.url, action, description }));
  };

  return (
    <div className="flex-1 overflow-y-auto p-4 sm:p-6">
      <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <form
          onSubmit={submit}
          className="space-y-4"
          aria-label="Edit settings"
          aria-describedby={unavailable ? ids.reason : undefined}
        >
          <AllowanceNote kind="image" />
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
            <span className="text-sm font-medium">Image (optional)</span>
            {image ? (
              <img
                src={image.url}
                alt={`Chosen image: ${image.name}`}
                className="max-h-48 w-full rounded-lg border border-border object-contain"
              />
            ) : null}
            <label
              htmlFor={ids.file}
              className={`${buttonClass("outline", "sm")} w-full cursor-pointer`}
            >
              <Upload className="h-4 w-4" aria-hidden />{" "}
              {uploading ? "Uploading..." : "Upload an image"}
            </label>
            <input
              id={ids.file}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="sr-only"
              onChange={upload}
            />
            {pastImages.length > 0 ? (
              <div className="space-y-1">
                <label htmlFor={ids.past} className="text-xs text-muted-fg">
                  Or a generated image
                </label>
                <select
                  id={ids.past}
                  className={selectClass}
                  value={image?.url ?? ""}
                  onChange={(event) => {
                    const picked = pastImages.find((entry) => entry.url === event.target.value);
                    setImage(picked ? { url: picked.url, name: picked.label } : null);
                  }}
                >
                  <option value="">None</option>
                  {pastImages.map((entry) => (
                    <option key={entry.url} value={entry.url}>
                      {entry.label}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
          <SelectField
            label="Editing action"
            value={action}
            options={imageEditActions}
            onChange={setAction}
          />
          <div className="space-y-1">
            <label htmlFor={ids.description} className="text-sm font-medium">
              Description
            </label>
            <textarea
              id={ids.description}
              rows={4}
              required
              maxLength={2000}
              value={description}
              placeholder="What should change? e.g. the red car"
              onChange={(event) => setDescription(event.target.value)}
              className="w-full rounded-lg border border-border bg-bg p-3 text-sm"
            />
          </div>
          <Button
            type="submit"
            className="w-full"
            disabled={busy || uploading || !description.trim() || Boolean(unavailable)}
          >
            <Wand2 className="h-4 w-4" aria-hidden /> {busy ? "Processing..." : "Process Image"}
          </Button>
        </form>
        <section aria-label="Results" className="space-y-4">
          {job ? <JobProgress job={job} label={job.title} /> : null}
          {result ? (
            <>
              <div className={`grid gap-3 ${result.originalImageUrl ? "sm:grid-cols-2" : ""}`}>
                {result.originalImageUrl ? (
                  <figure className="overflow-hidden rounded-xl border border-border bg-card">
                    <img
                      src={result.originalImageUrl}
                      alt="Before the edit"
                      className="aspect-square w-full object-contain"
                    />
                    <figcaption className="p-2 text-center text-xs text-muted-fg">
                      Before
                    </figcaption>
                  </figure>
                ) : null}
                <figure className="overflow-hidden rounded-xl border border-border bg-card">
                  <img
                    src={result.editedImageUrl}
                    alt={`After: ${result.action}, ${result.description}`}
                    className="aspect-square w-full object-contain"
                  />
                  <figcaption className="p-2 text-center text-xs text-muted-fg">After</figcaption>
                </figure>
              </div>
              <a
                href={`${result.editedImageUrl}?download=1`}
                download
                className={buttonClass("primary", "md")}
              >
                <Download className="h-4 w-4" aria-hidden /> Download Edited Image
              </a>
            </>
          ) : null}
          {!job ? (
            <p className="rounded-xl border border-dashed border-border p-10 text-center text-sm text-muted-fg">
              The image before and after the edit appears here.
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
