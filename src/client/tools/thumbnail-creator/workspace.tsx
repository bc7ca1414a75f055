import { MonitorPlay } from "lucide-react";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import {
  ChoiceField,
  choicesOf,
  FieldPair,
  SubmitButton,
  TextBox,
  TextLine,
} from "@/client/components/panel/fields";
import { DownloadLink } from "@/client/components/panel/job-results";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { useFields } from "@/client/components/panel/use-fields";
import {
  overlayMaxLength,
  type ThumbnailRequest,
  type ThumbnailResult,
  thumbnailCategories,
  thumbnailCreator,
  thumbnailResultSchema,
  thumbnailStyles,
} from "@/shared/tools/thumbnail-creator";
import type { WorkspaceProps } from "../tool-view";
import { createThumbnail } from "./api";

const backgroundWords: Record<ThumbnailResult["background"], string> = {
  design: "Background designed by Bismo (no image provider is set up).",
  "design-allowance": "Background designed by Bismo: your plan's images are used up for now.",
  provider: "Background painted by the image provider.",
};

/** The thumbnail creator: description, category, text overlay and style; the 1280x720 result. */
export function ThumbnailCreatorWorkspace(_props: WorkspaceProps) {
  const toolJob = useToolJob(thumbnailCreator.id, thumbnailResultSchema, {
    success: "Your thumbnail is ready.",
    failure: "Failed to create thumbnail",
  });
  const { busy, start } = toolJob;
  const [form, _set, field] = useFields<ThumbnailRequest>({
    description: "",
    category: "Gaming",
    textOverlay: "",
    style: "Bold",
  });
  const submit = () => {
    if (form.description.trim() && !busy) void start(() => createThumbnail(form));
  };

  const settings = (
    <SettingsForm label="Thumbnail settings" onSubmit={submit}>
      <TextBox
        label="Description"
        {...field("description")}
        maxLength={1000}
        required
        placeholder="What is the video about?"
      />
      <FieldPair>
        <ChoiceField
          label="Category"
          {...field("category")}
          choices={choicesOf(thumbnailCategories)}
        />
        <ChoiceField label="Text style" {...field("style")} choices={choicesOf(thumbnailStyles)} />
      </FieldPair>
      <TextLine
        label="Text overlay"
        {...field("textOverlay")}
        maxLength={overlayMaxLength}
        placeholder="The words on the thumbnail"
      />
      <SubmitButton
        icon={MonitorPlay}
        busy={busy}
        busyText="Generating..."
        disabled={!form.description.trim()}
      >
        Create Thumbnail
      </SubmitButton>
    </SettingsForm>
  );
  return (
    <JobPanel
      settings={settings}
      state={toolJob}
      label={(current) => `Thumbnail "${current.title}"`}
      empty="Your 1280x720 thumbnail appears here."
    >
      {(thumbnail, done) => (
        <figure className="overflow-hidden rounded-xl border border-border bg-card">
          <img
            src={thumbnail.thumbnailUrl}
            alt={`Thumbnail: ${done.title}`}
            className="aspect-video w-full object-cover"
          />
          <figcaption className="flex items-center justify-between gap-2 p-3 text-xs text-muted-fg">
            {backgroundWords[thumbnail.background]}
            <DownloadLink url={thumbnail.thumbnailUrl}>Download</DownloadLink>
          </figcaption>
        </figure>
      )}
    </JobPanel>
  );
}
