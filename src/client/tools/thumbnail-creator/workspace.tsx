import { Download, MonitorPlay } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useJob } from "@/client/api/jobs";
import { JobProgress } from "@/client/components/jobs/job-progress";
import { Button, buttonClass } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
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

const selectClass = "h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm";

/** The thumbnail creator: description, category, text overlay and style; the 1280x720 result. */
export function ThumbnailCreatorWorkspace(_props: WorkspaceProps) {
  const ids = { description: useId(), category: useId(), overlay: useId(), style: useId() };
  const [searchParams, setSearchParams] = useSearchParams();
  const job = useJob(searchParams.get("job"), thumbnailCreator.id).data;
  const [form, setForm] = useState<ThumbnailRequest>({
    description: "",
    category: "Gaming",
    textOverlay: "",
    style: "Bold",
  });
  const [starting, setStarting] = useState(false);
  const announced = useRef<string | null>(null);
  const busy = starting || job?.status === "queued" || job?.status === "running";
  const set = <Key extends keyof ThumbnailRequest>(key: Key, value: ThumbnailRequest[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (!job || announced.current === job.id) return;
    if (job.status === "succeeded" || job.status === "failed") announced.current = job.id;
    if (job.status === "succeeded")
      toast({ title: "Success", description: "Your thumbnail is ready." });
    if (job.status === "failed")
      toast({
        title: "Failed to create thumbnail",
        description: job.error ?? undefined,
        variant: "destructive",
      });
  }, [job]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.description.trim() || busy) return;
    setStarting(true);
    try {
      const accepted = await createThumbnail(form);
      announced.current = null;
      setSearchParams({ tool: thumbnailCreator.id, job: accepted.jobId });
    } catch (error) {
      toast({
        title: "Failed to create thumbnail",
        description: (error as Error).message,
        variant: "destructive",
      });
    } finally {
      setStarting(false);
    }
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
            <div className="space-y-1">
              <label htmlFor={ids.category} className="text-sm font-medium">
                Category
              </label>
              <select
                id={ids.category}
                className={selectClass}
                value={form.category}
                onChange={(event) =>
                  set("category", event.target.value as ThumbnailRequest["category"])
                }
              >
                {thumbnailCategories.map((category) => (
                  <option key={category}>{category}</option>
                ))}
              </select>
            </div>
            <div className="space-y-1">
              <label htmlFor={ids.style} className="text-sm font-medium">
                Text style
              </label>
              <select
                id={ids.style}
                className={selectClass}
                value={form.style}
                onChange={(event) => set("style", event.target.value as ThumbnailRequest["style"])}
              >
                {thumbnailStyles.map((style) => (
                  <option key={style}>{style}</option>
                ))}
              </select>
            </div>
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
                {result.background === "design"
                  ? "Background designed by Bismo (no image provider is set up)."
                  : "Background painted by the image provider."}
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
