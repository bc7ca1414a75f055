import { Captions, Scissors, Upload } from "lucide-react";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { JobProgress } from "@/client/components/jobs/job-progress";
import { useMediaUpload } from "@/client/components/jobs/use-media-upload";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { VideoPlayer } from "@/client/components/jobs/video-player";
import { Button, buttonClass } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import {
  type VideoEditAction,
  videoEditActions,
  videoEditorAi,
  videoEditorWrongType,
  videoEditResultSchema,
} from "@/shared/tools/video-editor-ai";
import type { WorkspaceProps } from "../tool-view";
import { editVideo, uploadClip, useEditActions } from "./api";

type Clip = { url: string; name: string };

/** The video editor: upload a clip, say what to do, tick the actions; before and after. */
export function VideoEditorWorkspace(_props: WorkspaceProps) {
  const ids = { file: useId(), instructions: useId(), hint: useId() };
  const availability = useEditActions();
  const { job, result, busy, start } = useToolJob(videoEditorAi.id, videoEditResultSchema, {
    success: "Your edited video is ready.",
    failure: "Failed to process video",
  });
  const [clip, setClip] = useState<Clip | null>(null);
  const [instructions, setInstructions] = useState("");
  const [actions, setActions] = useState<VideoEditAction[]>([]);

  const { uploading, uploadChosen } = useMediaUpload({
    accepts: (file) => !file.type || file.type.startsWith("video/"),
    wrongType: videoEditorWrongType,
    send: uploadClip,
    doneTitle: "File uploaded",
  });
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const [stored] = (await uploadChosen(event)) ?? [];
    if (stored) setClip({ url: stored.url, name: stored.name });
  };

  const toggle = (action: VideoEditAction, on: boolean) =>
    setActions((current) =>
      on ? [...current, action] : current.filter((entry) => entry !== action),
    );

  const ready = clip !== null && Boolean(instructions.trim()) && actions.length > 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy || !clip) return;
    await start(async () => {
      const accepted = await editVideo({ videoUrl: clip.url, actions, instructions });
      toast({ title: "Processing", description: `Editing ${clip.name}: ${actions.join(", ")}` });
      return accepted;
    });
  };

  return (
    <div className="flex-1 overflow-y-auto p-4 sm:p-6">
      <div className="mx-auto max-w-3xl space-y-6">
        <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" aria-label="Edit settings">
          <div className="space-y-2">
            <span className="text-sm font-medium">Video</span>
            {clip ? (
              // biome-ignore lint/a11y/useMediaCaption: the user's own upload, previewed
              <video
                src={clip.url}
                controls
                preload="metadata"
                aria-label={`Uploaded video: ${clip.name}`}
                className="max-h-48 w-full rounded-lg border border-border bg-black"
              />
            ) : null}
            <label
              htmlFor={ids.file}
              className={`${buttonClass("outline", "sm")} w-full cursor-pointer`}
            >
              <Upload className="h-4 w-4" aria-hidden />{" "}
              {uploading ? "Uploading..." : clip ? "Choose another video" : "Upload a video"}
            </label>
            <input
              id={ids.file}
              type="file"
              accept="video/mp4,video/quicktime,video/webm,video/x-msvideo,.mp4,.mov,.webm,.avi"
              aria-describedby={ids.hint}
              className="sr-only"
              onChange={upload}
            />
            <p id={ids.hint} className="text-xs text-muted-fg">
              MP4, MOV, WebM or AVI, up to 100 MB
            </p>
          </div>
          <div className="space-y-4">
            <div className="space-y-1">
              <label htmlFor={ids.instructions} className="text-sm font-medium">
                Instructions
              </label>
              <textarea
                id={ids.instructions}
                rows={4}
                required
                maxLength={2000}
                value={instructions}
                placeholder="e.g. Cut it to 30 seconds of highlights and make the colours warmer"
                onChange={(event) => setInstructions(event.target.value)}
                className="w-full rounded-lg border border-border bg-bg p-3 text-sm"
              />
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Actions</legend>
              {videoEditActions.map((action) => {
                const status = availability.data?.actions.find((entry) => entry.action === action);
                const off = status !== undefined && !status.available;
                return (
                  <label
                    key={action}
                    className={`flex items-start gap-2 text-sm ${off ? "text-muted-fg" : ""}`}
                  >
                    <input
                      type="checkbox"
                      className="mt-0.5"
                      checked={actions.includes(action)}
                      disabled={off}
                      onChange={(event) => toggle(action, event.target.checked)}
                    />
                    <span>
                      {action}
                      {off ? <span className="block text-xs">{status.reason}</span> : null}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          </div>
          <Button
            type="submit"
            className="w-full md:col-span-2"
            disabled={busy || uploading || !ready}
          >
            <Scissors className="h-4 w-4" aria-hidden /> {busy ? "Processing..." : "Process Video"}
          </Button>
        </form>
        <section aria-label="Results" className="space-y-4">
          {job ? <JobProgress job={job} label={job.title} /> : null}
          {result ? (
            <>
              <div className="grid gap-3 sm:grid-cols-2">
                <VideoPlayer src={result.originalUrl} label="Before" />
                <VideoPlayer
                  src={result.editedUrl}
                  label="After"
                  downloadLabel="Download Edited Video"
                />
              </div>
              {result.subtitles ? (
                <div className="flex flex-wrap gap-2">
                  <a
                    href={result.subtitles.srtUrl}
                    download
                    className={buttonClass("outline", "sm")}
                  >
                    <Captions className="h-4 w-4" aria-hidden /> Subtitles (.srt)
                  </a>
                  <a
                    href={result.subtitles.vttUrl}
                    download
                    className={buttonClass("outline", "sm")}
                  >
                    <Captions className="h-4 w-4" aria-hidden /> Subtitles (.vtt)
                  </a>
                </div>
              ) : null}
              <ul className="rounded-lg border border-border bg-muted p-3 text-xs text-muted-fg">
                {result.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </>
          ) : null}
          {!job ? (
            <p className="rounded-xl border border-dashed border-border p-10 text-center text-sm text-muted-fg">
              The video before and after the edit appears here.
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
