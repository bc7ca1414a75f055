import { useQueries } from "@tanstack/react-query";
import { Wand2 } from "lucide-react";
import { uploadMediaFile } from "@/client/api/files";
import { jobHistoryQuery } from "@/client/api/jobs";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { ChoiceField, choicesOf, SubmitButton, TextBox } from "@/client/components/panel/fields";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { MediaUploadField } from "@/client/components/panel/media-upload-field";
import { useChosenMedia } from "@/client/components/panel/use-chosen-media";
import { useFields } from "@/client/components/panel/use-fields";
import { useT } from "@/client/i18n/use-t";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { segSwapMessages } from "@/shared/i18n/compiled/segSwap";
import { tools } from "@/shared/tools/registry";
import {
  type ImageEditRequest,
  imageEditActions,
  imageEditResultSchema,
  segSwap,
} from "@/shared/tools/seg-swap";
import type { WorkspaceProps } from "../tool-view";
import { actionNames } from "./action-names";
import { editImage, useEditorStatus } from "./api";
import { EditResult } from "./edit-result";

/** The tool's own words, and its description (in the catalogue's area). */
export const messageAreas = [segSwapMessages, catalogMessages];

/** The tools whose pictures can be edited here too: the image generator (`editableImages`). */
const imageSources = tools.filter((tool) => tool.editableImages);

/** The image editor: an image (upload or past result), an action and a description; before and after. */
export function SegSwapWorkspace(_props: WorkspaceProps) {
  const { t } = useT();
  const editor = useEditorStatus();
  const generated = useQueries({ queries: imageSources.map((tool) => jobHistoryQuery(tool.id)) });
  const pastImages = generated.flatMap((history) =>
    (history.data ?? []).flatMap((job) =>
      job.status === "succeeded"
        ? job.files.map((file, index) => ({
            value: file.url,
            label: t(
              { id: "segSwap.pastImage", defaultMessage: "{title} ({n, number})" },
              { title: job.title, n: index + 1 },
            ),
          }))
        : [],
    ),
  );
  const toolJob = useToolJob(segSwap.id, imageEditResultSchema, {
    success: t({ id: "segSwap.ready", defaultMessage: "Your edited image is ready." }),
    failure: t({ id: "segSwap.failed", defaultMessage: "Failed to edit image" }),
  });
  const { busy, start } = toolJob;
  const [form, _set, field] = useFields<Omit<ImageEditRequest, "imageUrl">>({
    action: "Remove Object",
    description: "",
  });
  const image = useChosenMedia({
    kind: "image",
    accepts: (file) => !file.type || file.type.startsWith("image/"),
    wrongType: t({
      id: "segSwap.wrongType",
      defaultMessage: "Please upload an image file (PNG, JPG, WEBP or GIF).",
    }),
    send: (file) => uploadMediaFile(file, { toolId: segSwap.id, kind: "image" }),
    doneTitle: t({ id: "segSwap.uploaded", defaultMessage: "Image Uploaded" }),
  });
  const unavailable = editor.data && !editor.data.available ? editor.data.reason : null;
  const ready = Boolean(form.description.trim()) && !image.uploading && !unavailable;
  const submit = () => {
    if (ready && !busy) void start(() => editImage({ ...form, imageUrl: image.chosen?.url }));
  };

  const settings = (
    <SettingsForm
      label={t({ id: "segSwap.settings", defaultMessage: "Edit settings" })}
      onSubmit={submit}
      allowance="image"
      notice={unavailable}
    >
      <MediaUploadField
        label={t({ id: "segSwap.image", defaultMessage: "Image (optional)" })}
        previewLabel={t({ id: "segSwap.chosenImage", defaultMessage: "Chosen image" })}
        noun="image"
        accept="image/png,image/jpeg,image/webp,image/gif"
        chosen={image.chosen}
        uploading={image.uploading}
        onChange={image.upload}
      >
        {pastImages.length > 0 ? (
          <ChoiceField
            label={t({ id: "segSwap.generated", defaultMessage: "Or a generated image" })}
            value={image.chosen?.url ?? ""}
            choices={pastImages}
            onChange={(url) => {
              const picked = pastImages.find((entry) => entry.value === url);
              image.choose(picked ? { url, name: picked.label, kind: "image" } : null);
            }}
            none={{
              label: t({ id: "segSwap.none", defaultMessage: "None" }),
              onChoose: () => image.choose(null),
            }}
          />
        ) : null}
      </MediaUploadField>
      <ChoiceField
        label={t({ id: "segSwap.action", defaultMessage: "Editing action" })}
        {...field("action")}
        choices={choicesOf(imageEditActions, (action) => t(actionNames[action]))}
      />
      <TextBox
        label={t({ id: "segSwap.description", defaultMessage: "Description" })}
        {...field("description")}
        maxLength={2000}
        required
        placeholder={t({
          id: "segSwap.descriptionHint",
          defaultMessage: "What should change? e.g. the red car",
        })}
      />
      <SubmitButton
        icon={Wand2}
        busy={busy}
        busyText={t({ id: "segSwap.busy", defaultMessage: "Processing..." })}
        disabled={!ready}
      >
        {t({ id: "segSwap.process", defaultMessage: "Process Image" })}
      </SubmitButton>
    </SettingsForm>
  );
  return (
    <JobPanel
      settings={settings}
      state={toolJob}
      label={(current) => current.title}
      empty={t({
        id: "segSwap.empty",
        defaultMessage: "The image before and after the edit appears here.",
      })}
    >
      {(edit) => <EditResult edit={edit} />}
    </JobPanel>
  );
}
