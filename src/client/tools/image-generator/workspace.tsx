import { ImageIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ImageGallery } from "@/client/components/jobs/image-gallery";
import { JobProgress } from "@/client/components/jobs/job-progress";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { AllowanceNote } from "@/client/components/plans/allowance-note";
import { Button } from "@/client/components/ui/button";
import { SelectField, selectClass } from "@/client/components/ui/field";
import {
  type ImageGenerationRequest,
  type ImageGenerationResult,
  imageCounts,
  imageGenerator,
  imageProviderSetting,
  imageQualities,
  imageSizes,
  imageStyles,
  promptMaxLength,
} from "@/shared/tools/image-generator";
import type { WorkspaceProps } from "../tool-view";
import { generateImages, useImageModels } from "./api";

/** The image generator: model, description, style, size, quality and count; progress; gallery. */
export function ImageGeneratorWorkspace(_props: WorkspaceProps) {
  const ids = {
    model: useId(),
    prompt: useId(),
  };
  const models = useImageModels();
  const { job, busy, start } = useToolJob(imageGenerator.id, {
    success: "Your images are ready.",
    failure: "Failed to generate image",
  });
  const [form, setForm] = useState<ImageGenerationRequest>({
    // The server lists its default model first.
    model: "",
    prompt: "",
    style: "Realistic",
    size: "1024x1024",
    quality: "standard",
    count: 1,
  });
  const set = <Key extends keyof ImageGenerationRequest>(
    key: Key,
    value: ImageGenerationRequest[Key],
  ) => setForm((current) => ({ ...current, [key]: value }));

  // People pick among the models this server can run; which setting enables the others is for
  // administrators (the note below when there is none, and the API's refusal).
  const usable = (models.data ?? []).filter((model) => model.available);
  const chosen = usable.find((model) => model.id === form.model) ?? usable[0];
  const noneAvailable = models.data !== undefined && usable.length === 0;
  // Only the sizes the chosen model draws are offered (shared/media-models.ts).
  const sizes = chosen?.sizes?.length ? chosen.sizes : imageSizes;
  const size = sizes.includes(form.size) ? form.size : (sizes[0] ?? "1024x1024");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.prompt.trim() || busy || !chosen) return;
    await start(() => generateImages({ ...form, size, model: chosen.id }));
  };

  const result = job?.status === "succeeded" ? (job.result as ImageGenerationResult) : null;
  return (
    <div className="flex-1 overflow-y-auto p-4 sm:p-6">
      <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <form onSubmit={submit} className="space-y-4" aria-label="Image settings">
          <AllowanceNote kind="image" />
          {noneAvailable ? (
            <p role="note" className="rounded-lg border border-border bg-muted p-3 text-sm">
              No image provider is set up on this server. An administrator can set{" "}
              {Object.values(imageProviderSetting).join(", ")} to switch one on.
            </p>
          ) : null}
          <div className="space-y-1">
            <label htmlFor={ids.model} className="text-sm font-medium">
              Model
            </label>
            <select
              id={ids.model}
              className={selectClass}
              value={chosen?.id ?? ""}
              onChange={(event) =>
                set("model", event.target.value as ImageGenerationRequest["model"])
              }
            >
              {usable.map((model) => (
                <option key={model.id} value={model.id}>
                  {model.name}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor={ids.prompt} className="text-sm font-medium">
              Description
            </label>
            <textarea
              id={ids.prompt}
              value={form.prompt}
              maxLength={promptMaxLength}
              rows={5}
              required
              placeholder="A lighthouse on a cliff at dusk, waves below"
              onChange={(event) => set("prompt", event.target.value)}
              className="w-full rounded-lg border border-border bg-bg p-3 text-sm"
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label="Style"
              value={form.style}
              options={imageStyles}
              onChange={(value) => set("style", value)}
            />
            <SelectField
              label="Size"
              value={size}
              options={sizes}
              onChange={(value) => set("size", value)}
            />
            <SelectField
              label="Quality"
              value={form.quality}
              options={imageQualities}
              onChange={(value) => set("quality", value)}
            />
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium">Images</legend>
              <div className="flex h-10 items-center gap-3">
                {imageCounts.map((count) => (
                  <label key={count} className="flex items-center gap-1 text-sm">
                    <input
                      type="radio"
                      name="count"
                      checked={form.count === count}
                      onChange={() => set("count", count)}
                    />
                    {count}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
          <Button
            type="submit"
            className="w-full"
            disabled={busy || !form.prompt.trim() || !chosen}
          >
            <ImageIcon className="h-4 w-4" aria-hidden />{" "}
            {busy ? "Generating..." : "Generate Images"}
          </Button>
        </form>
        <section aria-label="Results" className="space-y-4">
          {job ? <JobProgress job={job} label={`Images for "${job.title}"`} /> : null}
          {result ? (
            <>
              {result.used.notes.length > 0 ? (
                <ul className="rounded-lg border border-border bg-muted p-3 text-xs text-muted-fg">
                  {result.used.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              ) : null}
              <ImageGallery
                images={result.images.map((image, index) => ({
                  url: image.url,
                  alt: `${job?.title ?? "Generated image"} (${index + 1})`,
                }))}
              />
            </>
          ) : null}
          {!job ? (
            <p className="rounded-xl border border-dashed border-border p-10 text-center text-sm text-muted-fg">
              Your images appear here. Past results are listed on the left.
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
