import { ImageIcon } from "lucide-react";
import { ImageGallery } from "@/client/components/jobs/image-gallery";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import {
  ChoiceField,
  choicesOf,
  FieldPair,
  SubmitButton,
  TextBox,
} from "@/client/components/panel/fields";
import { ResultNotes } from "@/client/components/panel/job-results";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { RadioRow } from "@/client/components/panel/mode-toggle";
import { useFields } from "@/client/components/panel/use-fields";
import { useT } from "@/client/i18n/use-t";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { imageGeneratorMessages } from "@/shared/i18n/compiled/imageGenerator";
import { formatNumber } from "@/shared/i18n/format";
import { defineMessage } from "@/shared/i18n/runtime";
import {
  type ImageGenerationRequest,
  imageCounts,
  imageGenerationResultSchema,
  imageGenerator,
  imageProviderSetting,
  imageQualities,
  imageSizes,
  imageStyles,
  promptMaxLength,
} from "@/shared/tools/image-generator";
import type { WorkspaceProps } from "../tool-view";
import { generateImages, useImageModels } from "./api";

/** The tool's own words, and its description (in the catalogue's area). */
export const messageAreas = [imageGeneratorMessages, catalogMessages];

const styleNames = {
  Realistic: defineMessage({ id: "imageGenerator.style.realistic", defaultMessage: "Realistic" }),
  Artistic: defineMessage({ id: "imageGenerator.style.artistic", defaultMessage: "Artistic" }),
  "Digital Art": defineMessage({
    id: "imageGenerator.style.digitalArt",
    defaultMessage: "Digital Art",
  }),
  Photography: defineMessage({
    id: "imageGenerator.style.photography",
    defaultMessage: "Photography",
  }),
  Painting: defineMessage({ id: "imageGenerator.style.painting", defaultMessage: "Painting" }),
  Sketch: defineMessage({ id: "imageGenerator.style.sketch", defaultMessage: "Sketch" }),
} as const;

const qualityNames = {
  standard: defineMessage({ id: "imageGenerator.quality.standard", defaultMessage: "Standard" }),
  hd: defineMessage({ id: "imageGenerator.quality.hd", defaultMessage: "HD" }),
  ultra: defineMessage({ id: "imageGenerator.quality.ultra", defaultMessage: "Ultra" }),
} as const;

/** The image generator: model, description, style, size, quality and count; progress; gallery. */
export function ImageGeneratorWorkspace(_props: WorkspaceProps) {
  const { t, locale } = useT();
  const models = useImageModels();
  const toolJob = useToolJob(imageGenerator.id, imageGenerationResultSchema, {
    success: t({ id: "imageGenerator.ready", defaultMessage: "Your images are ready." }),
    failure: t({ id: "imageGenerator.failed", defaultMessage: "Failed to generate image" }),
  });
  const noProvider = t(
    {
      id: "imageGenerator.noProvider",
      defaultMessage:
        "No image provider is set up on this server. An administrator can set {settings} to switch one on.",
    },
    { settings: Object.values(imageProviderSetting).join(", ") },
  );
  const { busy, start } = toolJob;
  const [form, set, field] = useFields<ImageGenerationRequest>({
    // The server lists its default model first.
    model: "",
    prompt: "",
    style: "Realistic",
    size: "1024x1024",
    quality: "standard",
    count: 1,
  });

  // People pick among the models this server can run; which setting enables the others is for
  // administrators (the note when there is none, and the API's refusal).
  const usable = (models.data?.models ?? []).filter((model) => model.available);
  const chosen = usable.find((model) => model.id === form.model) ?? usable[0];
  // Only the sizes the chosen model draws are offered (shared/media-models.ts).
  const sizes = chosen?.sizes?.length ? chosen.sizes : imageSizes;
  const size = sizes.includes(form.size) ? form.size : (sizes[0] ?? "1024x1024");
  const ready = Boolean(form.prompt.trim()) && chosen !== undefined;
  const submit = () => {
    if (ready && !busy) void start(() => generateImages({ ...form, size, model: chosen.id }));
  };

  const settings = (
    <SettingsForm
      label={t({ id: "imageGenerator.settings", defaultMessage: "Image settings" })}
      onSubmit={submit}
      allowance="image"
      notice={models.data && usable.length === 0 ? noProvider : null}
    >
      <ChoiceField
        label={t({ id: "imageGenerator.model", defaultMessage: "Model" })}
        value={chosen?.id ?? ""}
        choices={usable.map((model) => ({ value: model.id, label: model.name }))}
        onChange={(model) => set("model", model)}
      />
      <TextBox
        label={t({ id: "imageGenerator.prompt", defaultMessage: "Description" })}
        {...field("prompt")}
        maxLength={promptMaxLength}
        rows={5}
        required
        placeholder={t({
          id: "imageGenerator.promptHint",
          defaultMessage: "A lighthouse on a cliff at dusk, waves below",
        })}
      />
      <FieldPair>
        <ChoiceField
          label={t({ id: "imageGenerator.style", defaultMessage: "Style" })}
          {...field("style")}
          choices={choicesOf(imageStyles, (style) => t(styleNames[style]))}
        />
        <ChoiceField
          label={t({ id: "imageGenerator.size", defaultMessage: "Size" })}
          value={size}
          onChange={(next) => set("size", next)}
          choices={choicesOf(sizes)}
        />
        <ChoiceField
          label={t({ id: "imageGenerator.quality", defaultMessage: "Quality" })}
          {...field("quality")}
          choices={choicesOf(imageQualities, (quality) => t(qualityNames[quality]))}
        />
        <RadioRow
          legend={t({ id: "imageGenerator.count", defaultMessage: "Images" })}
          name="count"
          {...field("count")}
          choices={choicesOf(imageCounts, (count) => formatNumber(locale, count))}
        />
      </FieldPair>
      <SubmitButton
        icon={ImageIcon}
        busy={busy}
        busyText={t({ id: "imageGenerator.busy", defaultMessage: "Generating..." })}
        disabled={!ready}
      >
        {t({ id: "imageGenerator.generate", defaultMessage: "Generate Images" })}
      </SubmitButton>
    </SettingsForm>
  );
  return (
    <JobPanel
      settings={settings}
      state={toolJob}
      label={(current) =>
        t(
          { id: "imageGenerator.resultLabel", defaultMessage: 'Images for "{title}"' },
          { title: current.title },
        )
      }
      empty={t({
        id: "imageGenerator.empty",
        defaultMessage: "Your images appear here. Past results are listed on the left.",
      })}
    >
      {(images, done) => (
        <>
          <ResultNotes notes={images.used.notes} />
          <ImageGallery
            images={images.images.map((image, index) => ({
              url: image.url,
              alt: t(
                { id: "imageGenerator.imageAlt", defaultMessage: "{title} ({n, number})" },
                { title: done.title, n: index + 1 },
              ),
            }))}
          />
        </>
      )}
    </JobPanel>
  );
}
