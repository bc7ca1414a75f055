import { Captions, Scissors } from "lucide-react";
import { useState } from "react";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { VideoPlayer } from "@/client/components/jobs/video-player";
import { CheckOption, SubmitButton, TextBox } from "@/client/components/panel/fields";
import { ResultNotes } from "@/client/components/panel/job-results";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { MediaUploadField } from "@/client/components/panel/media-upload-field";
import { useChosenMedia } from "@/client/components/panel/use-chosen-media";
import { buttonClass } from "@/client/components/ui/button";
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

/** The video editor: upload a clip, say what to do, tick the actions; before and after. */
export function VideoEditorWorkspace(_props: WorkspaceProps) {
  const availability = useEditActions();
  const toolJob = useToolJob(videoEditorAi.id, videoEditResultSchema, {
    success: "Your edited video is ready.",
    failure: "Failed to process video",
  });
  const { busy, start } = toolJob;
  const [instructions, setInstructions] = useState("");
  const [actions, setActions] = useState<VideoEditAction[]>([]);
  const clip = useChosenMedia({
    kind: "video",
    accepts: (file) => !file.type || file.type.startsWith("video/"),
    wrongType: videoEditorWrongType,
    send: uploadClip,
    doneTitle: "File uploaded",
  });
  const toggle = (action: VideoEditAction, on: boolean) =>
    setActions((current) =>
      on ? [...current, action] : current.filter((entry) => entry !== action),
    );
  const reasonOff = (action: VideoEditAction) => {
    const status = availability.data?.actions.find((entry) => entry.action === action);
    return status && !status.available ? status.reason : null;
  };
  const chosen = clip.chosen;
  const ready = chosen !== null && Boolean(instructions.trim()) && actions.length > 0;
  const submit = () => {
    if (!ready || busy) return;
    void start(async () => {
      const accepted = await editVideo({ videoUrl: chosen.url, actions, instructions });
      toast({ title: "Processing", description: `Editing ${chosen.name}: ${actions.join(", ")}` });
      return accepted;
    });
  };

  const settings = (
    <SettingsForm label="Edit settings" onSubmit={submit} className="grid gap-4 md:grid-cols-2">
      <MediaUploadField
        label="Video"
        previewLabel="Uploaded video"
        noun="video"
        accept="video/mp4,video/quicktime,video/webm,video/x-msvideo,.mp4,.mov,.webm,.avi"
        hint="MP4, MOV, WebM or AVI, up to 100 MB"
        chosen={clip.chosen}
        uploading={clip.uploading}
        onChange={clip.upload}
      />
      <div className="space-y-4">
        <TextBox
          label="Instructions"
          value={instructions}
          maxLength={2000}
          required
          placeholder="e.g. Cut it to 30 seconds of highlights and make the colours warmer"
          onChange={setInstructions}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Actions</legend>
          {videoEditActions.map((action) => (
            <CheckOption
              key={action}
              label={action}
              checked={actions.includes(action)}
              reason={reasonOff(action)}
              onChange={(on) => toggle(action, on)}
            />
          ))}
        </fieldset>
      </div>
      <SubmitButton
        icon={Scissors}
        busy={busy}
        busyText="Processing..."
        disabled={clip.uploading || !ready}
        className="w-full md:col-span-2"
      >
        Process Video
      </SubmitButton>
    </SettingsForm>
  );
  return (
    <JobPanel
      layout="stacked"
      settings={settings}
      state={toolJob}
      label={(current) => current.title}
      empty="The video before and after the edit appears here."
    >
      {(edit) => (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <VideoPlayer src={edit.originalUrl} label="Before" />
            <VideoPlayer src={edit.editedUrl} label="After" downloadLabel="Download Edited Video" />
          </div>
          {edit.subtitles ? (
            <div className="flex flex-wrap gap-2">
              {[
                { url: edit.subtitles.srtUrl, label: "Subtitles (.srt)" },
                { url: edit.subtitles.vttUrl, label: "Subtitles (.vtt)" },
              ].map((file) => (
                <a key={file.url} href={file.url} download className={buttonClass("outline", "sm")}>
                  <Captions className="h-4 w-4" aria-hidden /> {file.label}
                </a>
              ))}
            </div>
          ) : null}
          <ResultNotes notes={edit.notes} />
        </>
      )}
    </JobPanel>
  );
}
