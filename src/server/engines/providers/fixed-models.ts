import { fixedMediaModels } from "@/shared/media-models";
import type { ListedModel } from "./model-lists";

/** A provider's media models Bismo drives by fixed ids (shared/media-models.ts), as listed. */
export function fixedModels(provider: string): ListedModel[] {
  return fixedMediaModels
    .filter((model) => model.provider === provider)
    .map(({ id, kind, displayName }) => ({ id, kind, displayName }));
}

/** Their revision: a release that drives other endpoints lists again at once. */
export const fixedModelsRevision = JSON.stringify(fixedMediaModels);
