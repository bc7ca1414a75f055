import type { ImageModel } from "ai";
import type { Env } from "@/server/platform/env";
import { AppError } from "@/server/platform/http/errors";
import { offeredOrThrow } from "./chat-catalogue";
import { createFalClient } from "./fal";
import { type ImageCatalogue, imageCatalogue } from "./image-catalogue";
import { imageFactories } from "./image-providers";
import { purposeDefault } from "./model-defaults";
import type { DirectoryModel, ModelDirectory } from "./model-directory";
import type { ProviderSettings } from "./provider-settings";
import { createVideoClients, type VideoModelEntry, videoModelEntry } from "./video-models";

type Models = () => Promise<{ config: Env; directory: ModelDirectory }>;

/**
 * The AI object's media side: each provider's client built from the settings in force (and
 * again when an admin changes a key), and the media models the directory offers, each with what
 * it takes (shared/media-models.ts).
 */
export function aiMedia(
  providerSettings: ProviderSettings,
  models: Models,
  watchImage: (model: DirectoryModel, imageModel: ImageModel) => ImageModel,
) {
  const videos = providerSettings.derive(createVideoClients);
  const fal = providerSettings.derive(createFalClient);
  const imageClients = providerSettings.derive(imageFactories);
  let images:
    | { directory: ModelDirectory; factories: object; catalogue: ImageCatalogue }
    | undefined;

  /** The video models offered now that Bismo can drive, in the directory's order. */
  async function videoModels(): Promise<VideoModelEntry[]> {
    const { directory } = await models();
    return directory.offered("video").flatMap((model) => videoModelEntry(model) ?? []);
  }

  return {
    /** The image models offered now, with what each draws, and the clients that draw. */
    async images(): Promise<ImageCatalogue> {
      const { directory } = await models();
      const factories = await imageClients();
      if (images?.directory !== directory || images.factories !== factories) {
        const catalogue = imageCatalogue(
          factories,
          directory,
          purposeDefault(directory, "image"),
          watchImage,
        );
        images = { directory, factories, catalogue };
      }
      return images.catalogue;
    },

    /** The queue clients of the video providers whose keys are set. */
    videos,
    /** fal's queue and storage client, when FAL_KEY is set. */
    fal,
    videoModels,

    /** The video model a request names (an id or a spec id): 400, 410 or 503 otherwise. */
    async videoModel(idOrAlias: string): Promise<VideoModelEntry> {
      const { directory } = await models();
      const model = offeredOrThrow(directory, "video", idOrAlias);
      const entry = videoModelEntry(model);
      if (!entry) {
        throw new AppError("validation_failed", `${model.displayName} cannot make videos here.`);
      }
      return entry;
    },
  };
}
