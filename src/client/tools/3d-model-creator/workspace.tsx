import { useQueryClient } from "@tanstack/react-query";
import { Box } from "lucide-react";
import { uploadMediaFile } from "@/client/api/files";
import { jobHistoryKey } from "@/client/api/jobs";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { ChoiceField, FieldPair, SubmitButton } from "@/client/components/panel/fields";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { useChosenMedia } from "@/client/components/panel/use-chosen-media";
import { useFields } from "@/client/components/panel/use-fields";
import { toast } from "@/client/components/ui/toast";
import { modelFormatNames, modelFormats } from "@/shared/models-3d";
import {
  missingInformation,
  model3dResultSchema,
  modelCreator3d,
  noImage,
} from "@/shared/tools/3d-model-creator";
import type { WorkspaceProps } from "../tool-view";
import { createModelFromImage, createModelFromText, useModel3dProvider } from "./api";
import { type Fields, imageTypes, ModelModeFields } from "./mode-fields";
import { ModelView } from "./model-view";

const qualities = [
  { value: "standard", label: "Standard" },
  { value: "high", label: "High" },
] as const;
const formats = modelFormats.map((value) => ({ value, label: modelFormatNames[value] }));

/** The 3D model creator: a description (or a reference image) to a model in a 3D view. */
export function ModelCreator3dWorkspace(_props: WorkspaceProps) {
  const provider = useModel3dProvider();
  const queryClient = useQueryClient();
  const [form, set, field] = useFields<Fields>({
    mode: "text-to-3d",
    description: "",
    modelType: "",
    quality: "high",
    exportFormat: "glb",
  });
  const { mode, description, modelType, quality, exportFormat } = form;
  // The spec's failure texts: 'Failed to create 3D model with Hunyuan3D' or '...from image'.
  const toolJob = useToolJob(modelCreator3d.id, model3dResultSchema, {
    success: "Your 3D model is ready.",
    failure: `Failed to create 3D model ${mode === "image-to-3d" ? "from image" : "with Hunyuan3D"}`,
  });
  const { busy, start } = toolJob;
  const unavailable = provider.data && !provider.data.available ? provider.data.reason : null;
  const image = useChosenMedia({
    kind: "image",
    accepts: (file) => imageTypes.includes(file.type),
    wrongType: "Please upload an image file (PNG, JPG or WEBP).",
    send: (file) => uploadMediaFile(file, { toolId: modelCreator3d.id, kind: "image" }),
    doneTitle: "Image Uploaded",
  });

  const refuse = (title: string, description: string) =>
    toast({ title, description, variant: "destructive" });
  const submit = () => {
    if (busy || unavailable) return;
    if (mode === "text-to-3d" && (!description.trim() || !modelType))
      return refuse("Missing Information", missingInformation);
    const imageUrl = image.chosen?.url;
    if (mode === "image-to-3d" && !imageUrl) return refuse("No Image", noImage);
    void start(async () => {
      const accepted =
        mode === "text-to-3d" && modelType
          ? await createModelFromText({ description, modelType, exportFormat, quality })
          : await createModelFromImage({ imageUrl: imageUrl ?? "", exportFormat, quality });
      void queryClient.invalidateQueries({ queryKey: jobHistoryKey(modelCreator3d.id) });
      toast({
        title: "Hunyuan3D Processing",
        description:
          modelType && mode === "text-to-3d"
            ? `Text-to-3D generation started for the ${modelType.toLowerCase()}.`
            : "Image-to-3D generation started.",
      });
      return accepted;
    });
  };

  const settings = (
    <SettingsForm
      label="3D model settings"
      onSubmit={submit}
      allowance="model3d"
      notice={unavailable}
      noValidate
    >
      <ModelModeFields form={form} set={set} field={field} image={image} />
      <FieldPair>
        <ChoiceField label="Quality" choices={qualities} {...field("quality")} />
        <ChoiceField label="Export format" choices={formats} {...field("exportFormat")} />
      </FieldPair>
      <SubmitButton
        icon={Box}
        busy={busy}
        busyText="Generating..."
        disabled={image.uploading || Boolean(unavailable)}
      >
        Generate 3D Model
      </SubmitButton>
    </SettingsForm>
  );
  return (
    <JobPanel
      settings={settings}
      state={toolJob}
      label={(current) => `3D model "${current.title}"`}
      empty="Your model appears here in a 3D view you can turn and zoom. Past models are listed on the left."
    >
      {(model, done) => <ModelView model={model} title={done.title} />}
    </JobPanel>
  );
}
