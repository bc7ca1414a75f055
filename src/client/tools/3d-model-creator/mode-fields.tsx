import { ChoiceField, choicesOf, TextBox } from "@/client/components/panel/fields";
import { MediaUploadField } from "@/client/components/panel/media-upload-field";
import { ModeToggle } from "@/client/components/panel/mode-toggle";
import type { useChosenMedia } from "@/client/components/panel/use-chosen-media";
import { useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import type { ModelFormat } from "@/shared/models-3d";
import {
  type Model3dMode,
  model3dModes,
  type model3dQualities,
  model3dTypes,
} from "@/shared/tools/3d-model-creator";

export const imageTypes = ["image/png", "image/jpeg", "image/webp"];

const modeNames = {
  "text-to-3d": defineMessage({ id: "model3d.mode.text", defaultMessage: "Text to 3D" }),
  "image-to-3d": defineMessage({ id: "model3d.mode.image", defaultMessage: "Image to 3D" }),
} as const satisfies Record<Model3dMode, unknown>;

/** The kinds of model (values: the API's, e.g. 'Character'). */
export const typeNames = {
  Character: defineMessage({ id: "model3d.type.character", defaultMessage: "Character" }),
  Vehicle: defineMessage({ id: "model3d.type.vehicle", defaultMessage: "Vehicle" }),
  Building: defineMessage({ id: "model3d.type.building", defaultMessage: "Building" }),
  Object: defineMessage({ id: "model3d.type.object", defaultMessage: "Object" }),
  Weapon: defineMessage({ id: "model3d.type.weapon", defaultMessage: "Weapon" }),
  Furniture: defineMessage({ id: "model3d.type.furniture", defaultMessage: "Furniture" }),
} as const satisfies Record<(typeof model3dTypes)[number], unknown>;

/** The 3D model creator's form. */
export type Fields = {
  mode: Model3dMode;
  description: string;
  modelType: (typeof model3dTypes)[number] | "";
  quality: (typeof model3dQualities)[number];
  exportFormat: ModelFormat;
};

/** The mode, then what it makes the model from: a description and a type, or an image. */
export function ModelModeFields({
  form,
  set,
  field,
  image,
}: {
  form: Fields;
  set: <Key extends keyof Fields>(key: Key, value: Fields[Key]) => void;
  field: <Key extends keyof Fields>(
    key: Key,
  ) => { value: Fields[Key]; onChange: (value: Fields[Key]) => void };
  image: ReturnType<typeof useChosenMedia>;
}) {
  const { t } = useT();
  return (
    <>
      <ModeToggle
        legend={t({ id: "model3d.mode", defaultMessage: "Mode" })}
        name="mode"
        {...field("mode")}
        choices={choicesOf(model3dModes, (mode) => t(modeNames[mode]))}
      />
      {form.mode === "text-to-3d" ? (
        <>
          <TextBox
            label={t({ id: "model3d.description", defaultMessage: "Description" })}
            {...field("description")}
            maxLength={1000}
            placeholder={t({
              id: "model3d.descriptionHint",
              defaultMessage: "A brass steampunk lantern with glass panels",
            })}
          />
          <ChoiceField
            label={t({ id: "model3d.modelType", defaultMessage: "Model type" })}
            {...field("modelType")}
            choices={choicesOf(model3dTypes, (type) => t(typeNames[type]))}
            none={{
              label: t({ id: "model3d.chooseType", defaultMessage: "Select a model type" }),
              onChoose: () => set("modelType", ""),
            }}
          />
        </>
      ) : (
        <MediaUploadField
          label={t({ id: "model3d.referenceImage", defaultMessage: "Reference image" })}
          noun="image"
          accept={imageTypes.join(",")}
          hint={t({
            id: "model3d.referenceHint",
            defaultMessage: "PNG, JPG or WEBP of one object, plain background works best.",
          })}
          chosen={image.chosen}
          uploading={image.uploading}
          onChange={image.upload}
        />
      )}
    </>
  );
}
