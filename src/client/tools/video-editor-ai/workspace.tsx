import { Scissors } from "lucide-react";
import { useState } from "react";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { SubmitButton, TextBox } from "@/client/components/panel/fields";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { MediaUploadField } from "@/client/components/panel/media-upload-field";
import { useChosenMedia } from "@/client/components/panel/use-chosen-media";
import { ProviderSetupLinks } from "@/client/components/setup/not-set-up-note";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { videoEditorMessages } from "@/shared/i18n/compiled/videoEditor";
import { formatNumber } from "@/shared/i18n/format";
import { localeTags } from "@/shared/i18n/locales";
import {
  type VideoEditAction,
  videoEditorAi,
  videoEditorMaxBytes,
  videoEditResultSchema,
} from "@/shared/tools/video-editor-ai";
import type { WorkspaceProps } from "../tool-view";
import { ActionChoices, actionNames } from "./action-names";
import { editVideo, uploadClip, useEditActions } from "./api";
import { EditResult } from "./edit-result";

/** The tool's own words, and its description (in the catalogue's area). */
export const messageAreas = [videoEditorMessages, catalogMessages];

/** The video editor: upload a clip, say what to do, tick the actions; before and after. */
export function VideoEditorWorkspace(_props: WorkspaceProps) {
  const { t, locale } = useT();
  const availability = useEditActions();
  const toolJob = useToolJob(videoEditorAi.id, videoEditResultSchema, {
    success: t({ id: "videoEditor.ready", defaultMessage: "Your edited video is ready." }),
    failure: t({ id: "videoEditor.failed", defaultMessage: "Failed to process video" }),
  });
  const { busy, start } = toolJob;
  const [instructions, setInstructions] = useState("");
  const [actions, setActions] = useState<VideoEditAction[]>([]);
  const clip = useChosenMedia({
    kind: "video",
    accepts: (file) => !file.type || file.type.startsWith("video/"),
    // The spec's text (shared/tools/video-editor-ai.ts, as the server says it).
    wrongType: t({
      id: "videoEditor.wrongType",
      defaultMessage: "Please upload a video file (MP4, MOV, WebM or AVI) to edit.",
    }),
    send: uploadClip,
    doneTitle: t({ id: "videoEditor.uploaded", defaultMessage: "File uploaded" }),
  });
  // Said to the reader: not switched on yet; to an admin, with the providers that would.
  const reasonOff = (action: VideoEditAction) => {
    const status = availability.data?.actions.find((entry) => entry.action === action);
    if (!status || status.available) return null;
    return (
      <>
        {t(
          {
            id: "videoEditor.actionOff",
            defaultMessage: "{action} is not switched on on this server yet.",
          },
          { action: t(actionNames[action]) },
        )}
        <ProviderSetupLinks
          lead={t({ id: "videoEditor.actionNeeds", defaultMessage: "It needs a provider:" })}
          providers={status.providers ?? []}
        />
      </>
    );
  };
  const chosen = clip.chosen;
  const ready = chosen !== null && Boolean(instructions.trim()) && actions.length > 0;
  const submit = () => {
    if (!ready || busy) return;
    void start(async () => {
      const accepted = await editVideo({ videoUrl: chosen.url, actions, instructions });
      const list = new Intl.ListFormat(localeTags[locale], { type: "unit" });
      toast({
        title: t({ id: "videoEditor.processing", defaultMessage: "Processing" }),
        description: t(
          { id: "videoEditor.started", defaultMessage: "Editing {name}: {actions}" },
          { name: chosen.name, actions: list.format(actions.map((a) => t(actionNames[a]))) },
        ),
      });
      return accepted;
    });
  };

  const settings = (
    <SettingsForm
      label={t({ id: "videoEditor.settings", defaultMessage: "Edit settings" })}
      onSubmit={submit}
      className="grid gap-4 md:grid-cols-2"
    >
      <MediaUploadField
        label={t({ id: "videoEditor.video", defaultMessage: "Video" })}
        previewLabel={t({ id: "videoEditor.uploadedVideo", defaultMessage: "Uploaded video" })}
        noun="video"
        accept="video/mp4,video/quicktime,video/webm,video/x-msvideo,.mp4,.mov,.webm,.avi"
        hint={t(
          { id: "videoEditor.hint", defaultMessage: "MP4, MOV, WebM or AVI, up to {size}" },
          {
            size: formatNumber(locale, videoEditorMaxBytes / (1024 * 1024), {
              style: "unit",
              unit: "megabyte",
              unitDisplay: "short",
            }),
          },
        )}
        chosen={clip.chosen}
        uploading={clip.uploading}
        onChange={clip.upload}
      />
      <div className="space-y-4">
        <TextBox
          label={t({ id: "videoEditor.instructions", defaultMessage: "Instructions" })}
          value={instructions}
          maxLength={2000}
          required
          placeholder={t({
            id: "videoEditor.instructionsHint",
            defaultMessage: "e.g. Cut it to 30 seconds of highlights and make the colours warmer",
          })}
          onChange={setInstructions}
        />
        <ActionChoices
          chosen={actions}
          reasonOff={reasonOff}
          onToggle={(action, on) =>
            setActions((current) =>
              on ? [...current, action] : current.filter((entry) => entry !== action),
            )
          }
        />
      </div>
      <SubmitButton
        icon={Scissors}
        busy={busy}
        busyText={t({ id: "videoEditor.busy", defaultMessage: "Processing..." })}
        disabled={clip.uploading || !ready}
        className="w-full md:col-span-2"
      >
        {t({ id: "videoEditor.process", defaultMessage: "Process Video" })}
      </SubmitButton>
    </SettingsForm>
  );
  return (
    <JobPanel
      layout="stacked"
      settings={settings}
      state={toolJob}
      label={(current) => current.title}
      empty={t({
        id: "videoEditor.empty",
        defaultMessage: "The video before and after the edit appears here.",
      })}
    >
      {(edit) => <EditResult edit={edit} />}
    </JobPanel>
  );
}
