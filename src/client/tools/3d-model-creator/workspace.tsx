import { useQueryClient } from "@tanstack/react-query";
import { Box } from "lucide-react";
import { uploadMediaFile } from "@/client/api/files";
import { jobHistoryKey } from "@/client/api/jobs";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import {
  Model3dSettingsEnd,
  model3dEmpty,
  model3dImageUploaded,
  model3dReady,
} from "@/client/components/panel/model-3d-settings";
import { useChosenMedia } from "@/client/components/panel/use-chosen-media";
import { useFields } from "@/client/components/panel/use-fields";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { model3dMessages } from "@/shared/i18n/compiled/model3d";
import { defineMessage } from "@/shared/i18n/runtime";
import { model3dResultSchema, modelCreator3d } from "@/shared/tools/3d-model-creator";
import type { WorkspaceProps } from "../tool-view";
import { createModelFromImage, createModelFromText, useModel3dProvider } from "./api";
import { type Fields, imageTypes, ModelModeFields } from "./mode-fields";
import { ModelView } from "./model-view";
import { useStartedToast } from "./started-toast";

/** The 3D tools' words (shared with Multiview 3D), and the tool's description. */
export const messageAreas = [model3dMessages, catalogMessages];

const qualityNames = {
  standard: defineMessage({ id: "model3d.quality.standard", defaultMessage: "Standard" }),
  high: defineMessage({ id: "model3d.quality.high", defaultMessage: "High" }),
} as const;

/** The 3D model creator: a description (or a reference image) to a model in a 3D view. */
export function ModelCreator3dWorkspace(_props: WorkspaceProps) {
  const { t } = useT();
  const provider = useModel3dProvider();
  const queryClient = useQueryClient();
  const started = useStartedToast();
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
    success: t(model3dReady),
    failure: t(
      {
        id: "model3d.failed",
        defaultMessage:
          "{mode, select, image {Failed to create 3D model from image} other {Failed to create 3D model with Hunyuan3D}}",
      },
      { mode: mode === "image-to-3d" ? "image" : "text" },
    ),
  });
  const { busy, start } = toolJob;
  const unavailable = provider.data && !provider.data.available ? provider.data.reason : null;
  const image = useChosenMedia({
    kind: "image",
    accepts: (file) => imageTypes.includes(file.type),
    wrongType: t({
      id: "model3d.wrongType",
      defaultMessage: "Please upload an image file (PNG, JPG or WEBP).",
    }),
    send: (file) => uploadMediaFile(file, { toolId: modelCreator3d.id, kind: "image" }),
    doneTitle: t(model3dImageUploaded),
  });

  const refuse = (title: string, description: string) =>
    toast({ title, description, variant: "destructive" });
  const submit = () => {
    if (busy || unavailable) return;
    // The spec's validation texts (shared/tools/3d-model-creator.ts, as the server says them).
    if (mode === "text-to-3d" && (!description.trim() || !modelType))
      return refuse(
        t({ id: "model3d.missing", defaultMessage: "Missing Information" }),
        t({
          id: "model3d.missingText",
          defaultMessage: "Please provide a description and select a model type",
        }),
      );
    const imageUrl = image.chosen?.url;
    if (mode === "image-to-3d" && !imageUrl)
      return refuse(
        t({ id: "model3d.noImage", defaultMessage: "No Image" }),
        t({ id: "model3d.noImageText", defaultMessage: "Please upload a reference image first" }),
      );
    void start(async () => {
      const accepted =
        mode === "text-to-3d" && modelType
          ? await createModelFromText({ description, modelType, exportFormat, quality })
          : await createModelFromImage({ imageUrl: imageUrl ?? "", exportFormat, quality });
      void queryClient.invalidateQueries({ queryKey: jobHistoryKey(modelCreator3d.id) });
      started(mode === "text-to-3d" ? modelType : "");
      return accepted;
    });
  };

  const settings = (
    <SettingsForm
      label={t({ id: "model3d.settings", defaultMessage: "3D model settings" })}
      onSubmit={submit}
      allowance="model3d"
      notice={unavailable}
      noValidate
    >
      <ModelModeFields form={form} set={set} field={field} image={image} />
      <Model3dSettingsEnd
        quality={field("quality")}
        qualities={[
          { value: "standard", label: t(qualityNames.standard) },
          { value: "high", label: t(qualityNames.high) },
        ]}
        exportFormat={field("exportFormat")}
        icon={Box}
        busy={busy}
        busyText={t({ id: "model3d.busy", defaultMessage: "Generating..." })}
        disabled={image.uploading || Boolean(unavailable)}
      />
    </SettingsForm>
  );
  return (
    <JobPanel
      settings={settings}
      state={toolJob}
      label={(current) =>
        t(
          { id: "model3d.resultLabel", defaultMessage: '3D model "{title}"' },
          { title: current.title },
        )
      }
      empty={t(model3dEmpty)}
    >
      {(model, done) => <ModelView model={model} title={done.title} />}
    </JobPanel>
  );
}
