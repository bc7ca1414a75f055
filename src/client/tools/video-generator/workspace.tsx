import { Upload, Video } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from "react";
import { useMediaUpload } from "@/client/components/jobs/use-media-upload";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { VideoResult, videoJobLabel } from "@/client/components/jobs/video-job-result";
import { JobResults } from "@/client/components/panel/job-results";
import { AllowanceNote } from "@/client/components/plans/allowance-note";
import { Button, buttonClass } from "@/client/components/ui/button";
import { SelectField, selectClass } from "@/client/components/ui/field";
import {
  invalidUploadMessages,
  type VideoUploadType,
  videoGenerator,
} from "@/shared/tools/video-generator";
import {
  type VideoGenerationType,
  videoGenerationResultSchema,
  videoGenerationTypes,
  videoPromptMaxLength,
  videoStyles,
} from "@/shared/video";
import type { WorkspaceProps } from "../tool-view";
import { generateVideo, uploadVideoSource, useVideoModels } from "./api";

const typeLabels: Record<VideoGenerationType, string> = {
  "text-to-video": "Text to Video",
  "image-to-video": "Image to Video",
  "video-to-video": "Video to Video",
};

/** What each upload type takes, by the browser's idea of the file (the server reads the bytes). */
const uploadAccept: Record<VideoUploadType, { accept: string; hint: string; types: RegExp }> = {
  "image-to-video": {
    accept: "image/png,image/jpeg,image/webp",
    hint: "PNG, JPG or WEBP, up to 10 MB",
    types: /^image\/(png|jpeg|webp)$/,
  },
  "video-to-video": {
    accept: "video/mp4,video/quicktime,video/x-msvideo,.avi,.mov,.mp4",
    hint: "MP4, MOV or AVI, up to 100 MB",
    types: /^video\/(mp4|quicktime|x-msvideo|avi)$/,
  },
};

type Source = { url: string; name: string; mediaType: string };

/** The video generator: type, model, prompt, style and the upload; progress; player and share. */
export function VideoGeneratorWorkspace(_props: WorkspaceProps) {
  const ids = {
    model: useId(),
    prompt: useId(),
    file: useId(),
    hint: useId(),
    note: useId(),
  };
  const models = useVideoModels();
  const list = models.data?.models ?? [];
  const nameOf = (id: string) => list.find((entry) => entry.id === id)?.name ?? id;
  const { job, result, unreadable, busy, start } = useToolJob(
    videoGenerator.id,
    videoGenerationResultSchema,
    {
      success: (done) => `Video generated with ${nameOf(done.model)}`,
      failure: "Failed to generate video. Please try again.",
    },
  );
  const [type, setType] = useState<VideoGenerationType>("text-to-video");
  const [model, setModel] = useState("openai-sora");
  const [prompt, setPrompt] = useState("");
  const [style, setStyle] = useState<(typeof videoStyles)[number]>("Cinematic");
  const [source, setSource] = useState<Source | null>(null);

  const compatible = list.filter((entry) => entry.supports.includes(type));
  const chosen = compatible.find((entry) => entry.id === model);

  // The first model the server can run becomes the choice when the default is not among them.
  useEffect(() => {
    if (list.length > 0 && !list.some((entry) => entry.id === model)) {
      setModel((list.find((entry) => entry.supports.includes(type)) ?? list[0])?.id ?? model);
    }
  }, [list, model, type]);

  const switchType = (next: VideoGenerationType) => {
    setType(next);
    setSource(null);
    const current = list.find((entry) => entry.id === model);
    if (!current?.supports.includes(next)) {
      const first = list.find((entry) => entry.supports.includes(next));
      if (first) setModel(first.id);
    }
  };

  const sourceType = type === "text-to-video" ? "image-to-video" : type;
  const { uploading, uploadChosen } = useMediaUpload({
    accepts: (file) => uploadAccept[sourceType].types.test(file.type),
    wrongType: invalidUploadMessages[sourceType],
    send: (file) => uploadVideoSource(file, sourceType),
    doneTitle: "File uploaded",
  });
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const [stored] = (await uploadChosen(event)) ?? [];
    if (stored) setSource({ url: stored.url, name: stored.name, mediaType: stored.mediaType });
  };

  const needsSource = type !== "text-to-video";
  const ready = Boolean(prompt.trim()) && Boolean(chosen) && (!needsSource || source !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    await start(() =>
      generateVideo({
        model,
        prompt,
        type,
        style,
        duration: "10s",
        aspectRatio: "16:9",
        imageUrl: type === "image-to-video" ? source?.url : undefined,
        videoUrl: type === "video-to-video" ? source?.url : undefined,
      }),
    );
  };

  const setup = models.data?.setup ?? null;
  return (
    <div className="flex-1 overflow-y-auto p-4 sm:p-6">
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <form onSubmit={submit} className="space-y-4" aria-label="Video settings">
          <AllowanceNote kind="video" />
          {setup ? (
            <p
              id={ids.note}
              role="note"
              className="rounded-lg border border-border bg-muted p-3 text-sm"
            >
              {setup}
            </p>
          ) : null}
          {models.data?.fallback ? (
            <p role="note" className="rounded-lg border border-border bg-muted p-3 text-sm">
              The server did not say which models it has; these are the usual ones.
            </p>
          ) : null}
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">Type</legend>
            <div className="grid grid-cols-3 gap-1 rounded-lg border border-border p-1">
              {videoGenerationTypes.map((entry) => (
                <label
                  key={entry}
                  className={`cursor-pointer rounded-md px-2 py-1.5 text-center text-xs font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${type === entry ? "bg-primary text-primary-fg" : "hover:bg-muted"}`}
                >
                  <input
                    type="radio"
                    name="video-type"
                    value={entry}
                    checked={type === entry}
                    onChange={() => switchType(entry)}
                    className="sr-only"
                  />
                  {typeLabels[entry]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="space-y-1">
            <label htmlFor={ids.model} className="text-sm font-medium">
              Model
            </label>
            <select
              id={ids.model}
              className={selectClass}
              value={model}
              onChange={(event) => setModel(event.target.value)}
            >
              {list.map((entry) => (
                <option key={entry.id} value={entry.id} disabled={!entry.supports.includes(type)}>
                  {entry.name} ({entry.provider})
                  {entry.supports.includes(type) ? "" : ` - no ${typeLabels[type].toLowerCase()}`}
                </option>
              ))}
            </select>
          </div>
          {needsSource ? (
            <div className="space-y-2">
              <span className="text-sm font-medium">
                {type === "image-to-video" ? "Starting image" : "Source video"}
              </span>
              {source && type === "image-to-video" ? (
                <img
                  src={source.url}
                  alt={`Starting image: ${source.name}`}
                  className="max-h-48 w-full rounded-lg border border-border object-contain"
                />
              ) : null}
              {source && type === "video-to-video" ? (
                // biome-ignore lint/a11y/useMediaCaption: the user's own upload, previewed
                <video
                  src={source.url}
                  controls
                  preload="metadata"
                  aria-label={`Source video: ${source.name}`}
                  className="max-h-48 w-full rounded-lg border border-border bg-black"
                />
              ) : null}
              <label
                htmlFor={ids.file}
                className={`${buttonClass("outline", "sm")} w-full cursor-pointer`}
              >
                <Upload className="h-4 w-4" aria-hidden />{" "}
                {uploading ? "Uploading..." : source ? "Choose another file" : "Upload a file"}
              </label>
              <input
                id={ids.file}
                type="file"
                accept={uploadAccept[type].accept}
                aria-describedby={ids.hint}
                className="sr-only"
                onChange={upload}
              />
              <p id={ids.hint} className="text-xs text-muted-fg">
                {uploadAccept[type].hint}
              </p>
            </div>
          ) : null}
          <div className="space-y-1">
            <label htmlFor={ids.prompt} className="text-sm font-medium">
              Prompt
            </label>
            <textarea
              id={ids.prompt}
              value={prompt}
              maxLength={videoPromptMaxLength}
              rows={5}
              required
              placeholder="A paper boat drifting down a rainy street at night"
              onChange={(event) => setPrompt(event.target.value)}
              className="w-full rounded-lg border border-border bg-bg p-3 text-sm"
            />
          </div>
          <SelectField label="Style" value={style} options={videoStyles} onChange={setStyle} />
          <p className="text-xs text-muted-fg">10 seconds asked for, 16:9.</p>
          <Button
            type="submit"
            className="w-full"
            disabled={busy || uploading || !ready}
            aria-describedby={setup ? ids.note : undefined}
          >
            <Video className="h-4 w-4" aria-hidden />{" "}
            {busy ? "Generating Video..." : "Generate Video"}
          </Button>
        </form>
        <JobResults
          job={job}
          result={result}
          unreadable={unreadable}
          label={videoJobLabel}
          empty="Your video appears here. Past results are listed on the left."
        >
          {(video, done) => (
            <VideoResult result={video} title={done.title} modelName={nameOf(video.model)} />
          )}
        </JobResults>
      </div>
    </div>
  );
}
