import type { LucideIcon } from "lucide-react";
import { useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import { type ModelFormat, modelFormatNames, modelFormats } from "@/shared/models-3d";
import { type Choice, ChoiceField, choicesOf, FieldPair, SubmitButton } from "./fields";

const formats = choicesOf(modelFormats, (format) => modelFormatNames[format]);

/** What a 3D tool's results say before its first model. */
export const model3dEmpty = defineMessage({
  id: "app.panel.model3d.empty",
  defaultMessage:
    "Your model appears here in a 3D view you can turn and zoom. Past models are listed on the left.",
});

/** What both 3D tools say when a model is ready (in the 3D tools' area, model3d). */
export const model3dReady = defineMessage({
  id: "model3d.ready",
  defaultMessage: "Your 3D model is ready.",
});

/** The toast's title once a photo or a reference image is stored (the spec's 'Image Uploaded'). */
export const model3dImageUploaded = defineMessage({
  id: "model3d.imageUploaded",
  defaultMessage: "Image Uploaded",
});

/**
 * The end of a 3D tool's settings: the model's quality (the tool's own grades) and the file
 * format to export, then the button that starts the model.
 */
export function Model3dSettingsEnd<Quality extends string>({
  quality,
  qualities,
  exportFormat,
  icon,
  busy,
  busyText,
  disabled,
}: {
  quality: { value: Quality; onChange: (value: Quality) => void };
  qualities: readonly Choice<Quality>[];
  exportFormat: { value: ModelFormat; onChange: (value: ModelFormat) => void };
  icon: LucideIcon;
  busy: boolean;
  busyText: string;
  disabled: boolean;
}) {
  const { t } = useT();
  return (
    <>
      <FieldPair>
        <ChoiceField
          label={t({ id: "app.panel.model3d.quality", defaultMessage: "Quality" })}
          choices={qualities}
          {...quality}
        />
        <ChoiceField
          label={t({ id: "app.panel.model3d.format", defaultMessage: "Export format" })}
          choices={formats}
          {...exportFormat}
        />
      </FieldPair>
      <SubmitButton icon={icon} busy={busy} busyText={busyText} disabled={disabled}>
        {t({ id: "app.panel.model3d.generate", defaultMessage: "Generate 3D Model" })}
      </SubmitButton>
    </>
  );
}
