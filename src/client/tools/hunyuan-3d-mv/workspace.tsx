import { useQueryClient } from "@tanstack/react-query";
import { Boxes } from "lucide-react";
import { useState } from "react";
import { jobHistoryKey } from "@/client/api/jobs";
import { ModelResult } from "@/client/components/jobs/model-result";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { choicesOf } from "@/client/components/panel/fields";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import {
  Model3dSettingsEnd,
  model3dEmpty,
  model3dReady,
} from "@/client/components/panel/model-3d-settings";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { model3dMessages } from "@/shared/i18n/compiled/model3d";
import { type ModelFormat, modelFormatNames } from "@/shared/models-3d";
import {
  hunyuan3dMv,
  type MultiviewQuality,
  multiviewMin,
  multiviewQualities,
  multiviewResultSchema,
} from "@/shared/tools/hunyuan-3d-mv";
import type { WorkspaceProps } from "../tool-view";
import { buildMultiviewModel, useMultiviewProvider } from "./api";
import { countText, qualityNames, viewName } from "./multiview-words";
import { PhotosField } from "./photos-field";
import { usePhotos } from "./use-photos";

/** The 3D tools' words (shared with the 3D model creator), and the tool's description. */
export const messageAreas = [model3dMessages, catalogMessages];

/** Multiview 3D: 2 to 6 photos of one object, each marked with its side, to one model. */
export function Hunyuan3dMvWorkspace(_props: WorkspaceProps) {
  const { t } = useT();
  const provider = useMultiviewProvider();
  const queryClient = useQueryClient();
  const toolJob = useToolJob(hunyuan3dMv.id, multiviewResultSchema, {
    success: t(model3dReady),
    failure: t({ id: "model3d.multiview.failed", defaultMessage: "Failed to generate 3D model" }),
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
        title: t({ id: "model3d.multiview.tooFew", defaultMessage: "Not enough images" }),
        description: countText(t),
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
        title: t({ id: "model3d.multiview.processing", defaultMessage: "Processing" }),
        description: t(
          {
            id: "model3d.multiview.started",
            defaultMessage:
              "Building a 3D model from {count, plural, one {# image} other {# images}}.",
          },
          { count: chosen.length },
        ),
      });
      return accepted;
    });
  };

  const settings = (
    <SettingsForm
      label={t({ id: "model3d.multiview.settings", defaultMessage: "Multiview settings" })}
      onSubmit={submit}
      allowance="model3d"
      notice={unavailable}
    >
      <PhotosField {...photos} />
      <Model3dSettingsEnd
        quality={{ value: quality, onChange: setQuality }}
        qualities={choicesOf(multiviewQualities, (value) => t(qualityNames[value]))}
        exportFormat={{ value: exportFormat, onChange: setExportFormat }}
        icon={Boxes}
        busy={busy}
        busyText={t({ id: "model3d.multiview.busy", defaultMessage: "Processing..." })}
        disabled={photos.uploading || Boolean(unavailable)}
      />
    </SettingsForm>
  );
  return (
    <JobPanel
      settings={settings}
      state={toolJob}
      label={(current) =>
        t(
          { id: "model3d.multiview.resultLabel", defaultMessage: "3D model from {title}" },
          { title: current.title },
        )
      }
      empty={t(model3dEmpty)}
    >
      {(model) => (
        <ModelResult
          result={model}
          label={t(
            {
              id: "model3d.multiview.modelLabel",
              defaultMessage: "model from {count, plural, one {# view} other {# views}}",
            },
            { count: model.inputImages.length },
          )}
          names={modelFormatNames}
          quality={t(qualityNames[model.quality])}
        >
          <ul
            className="grid grid-cols-3 gap-2 sm:grid-cols-6"
            aria-label={t({ id: "model3d.multiview.used", defaultMessage: "Photos used" })}
          >
            {model.inputImages.map((input) => (
              <li key={input.url}>
                <img
                  src={input.url}
                  alt={viewName(t, input.view)}
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
