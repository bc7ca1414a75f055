import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import type { model3dTypes } from "@/shared/tools/3d-model-creator";

/** The select's key of a model type in messages (ICU keys are single words, here lower case). */
const typeKeys = {
  Character: "character",
  Vehicle: "vehicle",
  Building: "building",
  Object: "object",
  Weapon: "weapon",
  Furniture: "furniture",
} as const satisfies Record<(typeof model3dTypes)[number], string>;

/**
 * The spec's toast once a model is under way: 'Text-to-3D generation started for the vehicle.'
 * (each language with its own article and case), or the image-to-3D one when there is no type.
 */
export function useStartedToast() {
  const { t } = useT();
  return (modelType: (typeof model3dTypes)[number] | "") =>
    toast({
      title: t({ id: "model3d.processing", defaultMessage: "Hunyuan3D Processing" }),
      description: modelType
        ? t(
            {
              id: "model3d.textStarted",
              defaultMessage:
                "Text-to-3D generation started for the {type, select, character {character} vehicle {vehicle} building {building} weapon {weapon} furniture {furniture} other {object}}.",
            },
            { type: typeKeys[modelType] },
          )
        : t({ id: "model3d.imageStarted", defaultMessage: "Image-to-3D generation started." }),
    });
}
