import { useQueries } from "@tanstack/react-query";
import { Wand2 } from "lucide-react";
import { uploadMediaFile } from "@/client/api/files";
import { jobHistoryQuery } from "@/client/api/jobs";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { ChoiceField, choicesOf, SubmitButton, TextBox } from "@/client/components/panel/fields";
import { DownloadLink, ResultFigure } from "@/client/components/panel/job-results";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { MediaUploadField } from "@/client/components/panel/media-upload-field";
import { useChosenMedia } from "@/client/components/panel/use-chosen-media";
import { useFields } from "@/client/components/panel/use-fields";
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
  const editor = useEditorStatus();
  const generated = useQueries({ queries: imageSources.map((tool) => jobHistoryQuery(tool.id)) });
  const pastImages = generated.flatMap((history) =>
    (history.data ?? []).flatMap((job) =>
      job.status === "succeeded"
        ? job.files.map((file, index) => ({
            value: file.url,
            label: `${job.title} (${index + 1})`,
          }))
        : [],
    ),
  );
  const toolJob = useToolJob(segSwap.id, imageEditResultSchema, {
    success: "Your edited image is ready.",
    failure: "Failed to edit image",
  });
  const { busy, start } = toolJob;
  const [form, _set, field] = useFields<Omit<ImageEditRequest, "imageUrl">>({
    action: "Remove Object",
    description: "",
  });
  const image = useChosenMedia({
    kind: "image",
    accepts: (file) => !file.type || file.type.startsWith("image/"),
    wrongType: "Please upload an image file (PNG, JPG, WEBP or GIF).",
    send: (file) => uploadMediaFile(file, { toolId: segSwap.id, kind: "image" }),
    doneTitle: "Image Uploaded",
  });
  const unavailable = editor.data && !editor.data.available ? editor.data.reason : null;
  const ready = Boolean(form.description.trim()) && !image.uploading && !unavailable;
  const submit = () => {
    if (ready && !busy) void start(() => editImage({ ...form, imageUrl: image.chosen?.url }));
  };

  const settings = (
    <SettingsForm label="Edit settings" onSubmit={submit} allowance="image" notice={unavailable}>
      <MediaUploadField
        label="Image (optional)"
        previewLabel="Chosen image"
        noun="image"
        accept="image/png,image/jpeg,image/webp,image/gif"
        chosen={image.chosen}
        uploading={image.uploading}
        onChange={image.upload}
      >
        {pastImages.length > 0 ? (
          <ChoiceField
            label="Or a generated image"
            value={image.chosen?.url ?? ""}
            choices={pastImages}
            onChange={(url) => {
              const picked = pastImages.find((entry) => entry.value === url);
              image.choose(picked ? { url, name: picked.label, kind: "image" } : null);
            }}
            none={{ label: "None", onChoose: () => image.choose(null) }}
          />
        ) : null}
      </MediaUploadField>
      <ChoiceField
        label="Editing action"
        {...field("action")}
        choices={choicesOf(imageEditActions)}
      />
      <TextBox
        label="Description"
        {...field("description")}
        maxLength={2000}
        required
        placeholder="What should change? e.g. the red car"
      />
      <SubmitButton icon={Wand2} busy={busy} busyText="Processing..." disabled={!ready}>
        Process Image
      </SubmitButton>
    </SettingsForm>
  );
  return (
    <JobPanel
      settings={settings}
      state={toolJob}
      label={(current) => current.title}
      empty="The image before and after the edit appears here."
    >
      {(edit) => (
        <>
          <div className={`grid gap-3 ${edit.originalImageUrl ? "sm:grid-cols-2" : ""}`}>
            {edit.originalImageUrl ? (
              <ResultFigure src={edit.originalImageUrl} alt="Before the edit" caption="Before" />
            ) : null}
            <ResultFigure
              src={edit.editedImageUrl}
              alt={`After: ${edit.action}, ${edit.description}`}
              caption="After"
            />
          </div>
          <DownloadLink url={edit.editedImageUrl} primary>
            Download Edited Image
          </DownloadLink>
        </>
      )}
    </JobPanel>
  );
}
