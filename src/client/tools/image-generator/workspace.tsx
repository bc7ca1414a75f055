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

const noProvider = `No image provider is set up on this server. An administrator can set ${Object.values(imageProviderSetting).join(", ")} to switch one on.`;

/** The image generator: model, description, style, size, quality and count; progress; gallery. */
export function ImageGeneratorWorkspace(_props: WorkspaceProps) {
  const models = useImageModels();
  const toolJob = useToolJob(imageGenerator.id, imageGenerationResultSchema, {
    success: "Your images are ready.",
    failure: "Failed to generate image",
  });
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
      label="Image settings"
      onSubmit={submit}
      allowance="image"
      notice={models.data && usable.length === 0 ? noProvider : null}
    >
      <ChoiceField
        label="Model"
        value={chosen?.id ?? ""}
        choices={usable.map((model) => ({ value: model.id, label: model.name }))}
        onChange={(model) => set("model", model)}
      />
      <TextBox
        label="Description"
        {...field("prompt")}
        maxLength={promptMaxLength}
        rows={5}
        required
        placeholder="A lighthouse on a cliff at dusk, waves below"
      />
      <FieldPair>
        <ChoiceField label="Style" {...field("style")} choices={choicesOf(imageStyles)} />
        <ChoiceField
          label="Size"
          value={size}
          onChange={(next) => set("size", next)}
          choices={choicesOf(sizes)}
        />
        <ChoiceField label="Quality" {...field("quality")} choices={choicesOf(imageQualities)} />
        <RadioRow
          legend="Images"
          name="count"
          {...field("count")}
          choices={choicesOf(imageCounts)}
        />
      </FieldPair>
      <SubmitButton icon={ImageIcon} busy={busy} busyText="Generating..." disabled={!ready}>
        Generate Images
      </SubmitButton>
    </SettingsForm>
  );
  return (
    <JobPanel
      settings={settings}
      state={toolJob}
      label={(current) => `Images for "${current.title}"`}
      empty="Your images appear here. Past results are listed on the left."
    >
      {(images, done) => (
        <>
          <ResultNotes notes={images.used.notes} />
          <ImageGallery
            images={images.images.map((image, index) => ({
              url: image.url,
              alt: `${done.title} (${index + 1})`,
            }))}
          />
        </>
      )}
    </JobPanel>
  );
}
