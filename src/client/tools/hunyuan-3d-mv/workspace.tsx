import { useQueryClient } from "@tanstack/react-query";
import { Boxes } from "lucide-react";
import { useState } from "react";
import { jobHistoryKey } from "@/client/api/jobs";
import { ModelResult } from "@/client/components/jobs/model-result";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { ChoiceField, FieldPair, SubmitButton } from "@/client/components/panel/fields";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { toast } from "@/client/components/ui/toast";
import type { ModelFormat } from "@/shared/models-3d";
import {
  hunyuan3dMv,
  type MultiviewQuality,
  multiviewCountMessage,
  multiviewMin,
  multiviewQualities,
  multiviewQualityNames,
  multiviewResultSchema,
} from "@/shared/tools/hunyuan-3d-mv";
import type { WorkspaceProps } from "../tool-view";
import { buildMultiviewModel, useMultiviewProvider } from "./api";
import { PhotosField, sideNames, usePhotos } from "./photos-field";

const formatNames = { glb: "GLB", gltf: "GLTF", obj: "OBJ", stl: "STL" } as const;
const formats = (Object.keys(formatNames) as (keyof typeof formatNames)[]).map((value) => ({
  value,
  label: formatNames[value],
}));
const qualities = multiviewQualities.map((value) => ({
  value,
  label: multiviewQualityNames[value],
}));

/** Multiview 3D: 2 to 6 photos of one object, each marked with its side, to one model. */
export function Hunyuan3dMvWorkspace(_props: WorkspaceProps) {
  const provider = useMultiviewProvider();
  const queryClient = useQueryClient();
  const toolJob = useToolJob(hunyuan3dMv.id, multiviewResultSchema, {
    success: "Your 3D model is ready.",
    failure: "Failed to generate 3D model",
  });
  const { busy, start } = toolJob;
  const photos = usePhotos();
  const [quality, setQuality] = useState<MultiviewQuality>("standard");
  const [exportFormat, setExportFormat] = useState<ModelFormat>("glb");
  const unavailable = provider.data && !provider.data.available ? provider.data.reason : null;

  const submit = () => {
    if (busy || unavailable) return;
    const chosen = photos.photos;
    if (chosen.length < multiviewMin) {
      toast({
        title: "Not enough images",
        description: multiviewCountMessage,
        variant: "destructive",
      });
      return;
    }
    void start(async () => {
      const accepted = await buildMultiviewModel({
        imageUrls: chosen.map((photo) => photo.url),
        views: chosen.map((photo) => photo.view),
        quality,
        exportFormat,
      });
      void queryClient.invalidateQueries({ queryKey: jobHistoryKey(hunyuan3dMv.id) });
      toast({
        title: "Processing",
        description: `Building a 3D model from ${chosen.length} images.`,
      });
      return accepted;
    });
  };

  const settings = (
    <SettingsForm
      label="Multiview settings"
      onSubmit={submit}
      allowance="model3d"
      notice={unavailable}
    >
      <PhotosField {...photos} />
      <FieldPair>
        <ChoiceField label="Quality" value={quality} choices={qualities} onChange={setQuality} />
        <ChoiceField
          label="Export format"
          value={exportFormat}
          choices={formats}
          onChange={setExportFormat}
        />
      </FieldPair>
      <SubmitButton
        icon={Boxes}
        busy={busy}
        busyText="Processing..."
        disabled={photos.uploading || Boolean(unavailable)}
      >
        Generate 3D Model
      </SubmitButton>
    </SettingsForm>
  );
  return (
    <JobPanel
      settings={settings}
      state={toolJob}
      label={(current) => `3D model from ${current.title}`}
      empty="Your model appears here in a 3D view you can turn and zoom. Past models are listed on the left."
    >
      {(model) => (
        <ModelResult
          result={model}
          label={`model from ${model.inputImages.length} views`}
          names={formatNames}
          quality={multiviewQualityNames[model.quality]}
        >
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Photos used">
            {model.inputImages.map((input) => (
              <li key={input.url}>
                <img
                  src={input.url}
                  alt={`${sideNames[input.view]} view`}
                  className="aspect-square w-full rounded-md border border-border object-cover"
                />
              </li>
            ))}
          </ul>
        </ModelResult>
      )}
    </JobPanel>
  );
}
