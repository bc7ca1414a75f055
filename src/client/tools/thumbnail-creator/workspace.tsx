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
import { useT } from "@/client/i18n/use-t";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { thumbnailCreatorMessages } from "@/shared/i18n/compiled/thumbnailCreator";
import {
  overlayMaxLength,
  type ThumbnailRequest,
  thumbnailCategories,
  thumbnailCreator,
  thumbnailResultSchema,
  thumbnailSize,
  thumbnailStyles,
} from "@/shared/tools/thumbnail-creator";
import type { WorkspaceProps } from "../tool-view";
import { createThumbnail } from "./api";
import { backgroundWords, categoryNames, styleNames } from "./thumbnail-words";

/** The tool's own words, and its description (in the catalogue's area). */
export const messageAreas = [thumbnailCreatorMessages, catalogMessages];

/** The thumbnail creator: description, category, text overlay and style; the 1280x720 result. */
export function ThumbnailCreatorWorkspace(_props: WorkspaceProps) {
  const { t } = useT();
  const toolJob = useToolJob(thumbnailCreator.id, thumbnailResultSchema, {
    success: t({ id: "thumbnailCreator.ready", defaultMessage: "Your thumbnail is ready." }),
    failure: t({ id: "thumbnailCreator.failed", defaultMessage: "Failed to create thumbnail" }),
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
    <SettingsForm
      label={t({ id: "thumbnailCreator.settings", defaultMessage: "Thumbnail settings" })}
      onSubmit={submit}
    >
      <TextBox
        label={t({ id: "thumbnailCreator.description", defaultMessage: "Description" })}
        {...field("description")}
        maxLength={1000}
        required
        placeholder={t({
          id: "thumbnailCreator.descriptionHint",
          defaultMessage: "What is the video about?",
        })}
      />
      <FieldPair>
        <ChoiceField
          label={t({ id: "thumbnailCreator.category", defaultMessage: "Category" })}
          {...field("category")}
          choices={choicesOf(thumbnailCategories, (category) => t(categoryNames[category]))}
        />
        <ChoiceField
          label={t({ id: "thumbnailCreator.style", defaultMessage: "Text style" })}
          {...field("style")}
          choices={choicesOf(thumbnailStyles, (style) => t(styleNames[style]))}
        />
      </FieldPair>
      <TextLine
        label={t({ id: "thumbnailCreator.overlay", defaultMessage: "Text overlay" })}
        {...field("textOverlay")}
        maxLength={overlayMaxLength}
        placeholder={t({
          id: "thumbnailCreator.overlayHint",
          defaultMessage: "The words on the thumbnail",
        })}
      />
      <SubmitButton
        icon={MonitorPlay}
        busy={busy}
        busyText={t({ id: "thumbnailCreator.busy", defaultMessage: "Generating..." })}
        disabled={!form.description.trim()}
      >
        {t({ id: "thumbnailCreator.create", defaultMessage: "Create Thumbnail" })}
      </SubmitButton>
    </SettingsForm>
  );
  return (
    <JobPanel
      settings={settings}
      state={toolJob}
      label={(current) =>
        t(
          { id: "thumbnailCreator.resultLabel", defaultMessage: 'Thumbnail "{title}"' },
          { title: current.title },
        )
      }
      empty={t(
        {
          id: "thumbnailCreator.empty",
          defaultMessage:
            "Your {width, number, ::group-off}x{height, number, ::group-off} thumbnail appears here.",
        },
        thumbnailSize,
      )}
    >
      {(thumbnail, done) => (
        <figure className="overflow-hidden rounded-xl border border-border bg-card">
          <img
            src={thumbnail.thumbnailUrl}
            alt={t(
              { id: "thumbnailCreator.imageAlt", defaultMessage: "Thumbnail: {title}" },
              { title: done.title },
            )}
            className="aspect-video w-full object-cover"
          />
          <figcaption className="flex items-center justify-between gap-2 p-3 text-xs text-muted-fg">
            {t(backgroundWords[thumbnail.background])}
            <DownloadLink url={thumbnail.thumbnailUrl}>
              {t({ id: "thumbnailCreator.download", defaultMessage: "Download" })}
            </DownloadLink>
          </figcaption>
        </figure>
      )}
    </JobPanel>
  );
}
