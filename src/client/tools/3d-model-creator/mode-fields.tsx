import { ChoiceField, TextBox } from "@/client/components/panel/fields";
import { MediaUploadField } from "@/client/components/panel/media-upload-field";
import { ModeToggle } from "@/client/components/panel/mode-toggle";
import type { useChosenMedia } from "@/client/components/panel/use-chosen-media";
import type { ModelFormat } from "@/shared/models-3d";
import type { Model3dMode, model3dQualities } from "@/shared/tools/3d-model-creator";
import { model3dTypes } from "@/shared/tools/3d-model-creator";

export const imageTypes = ["image/png", "image/jpeg", "image/webp"];
const modes = [
  { value: "text-to-3d", label: "Text to 3D" },
  { value: "image-to-3d", label: "Image to 3D" },
] as const;

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
  return (
    <>
      <ModeToggle legend="Mode" name="mode" {...field("mode")} choices={modes} />
      {form.mode === "text-to-3d" ? (
        <>
          <TextBox
            label="Description"
            {...field("description")}
            maxLength={1000}
            placeholder="A brass steampunk lantern with glass panels"
          />
          <ChoiceField
            label="Model type"
            {...field("modelType")}
            choices={model3dTypes.map((value) => ({ value, label: value }))}
            none={{ label: "Select a model type", onChoose: () => set("modelType", "") }}
          />
        </>
      ) : (
        <MediaUploadField
          label="Reference image"
          noun="image"
          accept={imageTypes.join(",")}
          hint="PNG, JPG or WEBP of one object, plain background works best."
          chosen={image.chosen}
          uploading={image.uploading}
          onChange={image.upload}
        />
      )}
    </>
  );
}
