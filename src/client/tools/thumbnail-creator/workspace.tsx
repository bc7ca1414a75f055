import { Download, MonitorPlay } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { JobProgress } from "@/client/components/jobs/job-progress";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { Button, buttonClass } from "@/client/components/ui/button";
import { SelectField } from "@/client/components/ui/field";
import {
  overlayMaxLength,
  type ThumbnailRequest,
  type ThumbnailResult,
  thumbnailCategories,
  thumbnailCreator,
  thumbnailStyles,
} from "@/shared/tools/thumbnail-creator";
import type { WorkspaceProps } from "../tool-view";
import { createThumbnail } from "./api";

/** The thumbnail creator: description, category, text overlay and style; the 1280x720 result. */
export function ThumbnailCreatorWorkspace(_props: WorkspaceProps) {
  const ids = { description: useId(), overlay: useId() };
  const { job, busy, start } = useToolJob(thumbnailCreator.id, {
    success: "Your thumbnail is ready.",
    failure: "Failed to create thumbnail",
  });
  const [form, setForm] = useState<ThumbnailRequest>({
    description: "",
    category: "Gaming",
    textOverlay: "",
    style: "Bold",
  });
  const set = <Key extends keyof ThumbnailRequest>(key: Key, value: ThumbnailRequest[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.description.trim() || busy) return;
    await start(() => createThumbnail(form));
  };

  const result = job?.status === "succeeded" ? (job.result as ThumbnailResult) : null;
  return (
    <div className="flex-1 overflow-y-auto p-4 sm:p-6">
      <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <form onSubmit={submit} className="space-y-4" aria-label="Thumbnail settings">
          <div className="space-y-1">
            <label htmlFor={ids.description} className="text-sm font-medium">
              Description
            </label>
            <textarea
              id={ids.description}
              rows={4}
              required
              maxLength={1000}
              value={form.description}
              placeholder="What is the video about?"
              onChange={(event) => set("description", event.target.value)}
              className="w-full rounded-lg border border-border bg-bg p-3 text-sm"
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label="Category"
              value={form.category}
              options={thumbnailCategories}
              onChange={(value) => set("category", value)}
            />
            <SelectField
              label="Text style"
              value={form.style}
              options={thumbnailStyles}
              onChange={(value) => set("style", value)}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={ids.overlay} className="text-sm font-medium">
              Text overlay
            </label>
            <input
              id={ids.overlay}
              maxLength={overlayMaxLength}
              value={form.textOverlay}
              placeholder="The words on the thumbnail"
              onChange={(event) => set("textOverlay", event.target.value)}
              className="h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm"
            />
          </div>
          <Button type="submit" className="w-full" disabled={busy || !form.description.trim()}>
            <MonitorPlay className="h-4 w-4" aria-hidden />{" "}
            {busy ? "Generating..." : "Create Thumbnail"}
          </Button>
        </form>
        <section aria-label="Results" className="space-y-4">
          {job ? <JobProgress job={job} label={`Thumbnail "${job.title}"`} /> : null}
          {result ? (
            <figure className="overflow-hidden rounded-xl border border-border bg-card">
              <img
                src={result.thumbnailUrl}
                alt={`Thumbnail: ${job?.title ?? ""}`}
                className="aspect-video w-full object-cover"
              />
              <figcaption className="flex items-center justify-between gap-2 p-3 text-xs text-muted-fg">
                {
                  {
                    design: "Background designed by Bismo (no image provider is set up).",
                    "design-allowance":
                      "Background designed by Bismo: your plan's images are used up for now.",
                    provider: "Background painted by the image provider.",
                  }[result.background]
                }
                <a
                  href={`${result.thumbnailUrl}?download=1`}
                  download
                  className={buttonClass("outline", "sm")}
                >
                  <Download className="h-4 w-4" aria-hidden /> Download
                </a>
              </figcaption>
            </figure>
          ) : null}
          {!job ? (
            <p className="rounded-xl border border-dashed border-border p-10 text-center text-sm text-muted-fg">
              Your 1280x720 thumbnail appears here.
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
