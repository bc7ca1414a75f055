import type { ImageModel } from "ai";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import { type ImageCapabilities, imageCapabilities } from "@/shared/media-models";
import { settingsHint } from "@/shared/provider-settings";
import {
  type ImageModelStatus,
  type ImageProviderId,
  imageProviderSetting,
  imagesWithoutApi,
} from "@/shared/tools/image-generator";
import { offeredOrThrow } from "./chat-catalogue";
import type { DirectoryModel, ModelDirectory } from "./model-directory";

/** What a server with no image model says, naming the settings that would offer some. */
export const noImageModel = `No image provider is set up on this server: set ${settingsHint(Object.values(imageProviderSetting))} to switch one on.`;

type Factories = Partial<Record<ImageProviderId, (apiModelId: string) => ImageModel>>;

/** An image model settled for a request: what it draws, and the client to ask. */
export type ImageChoice = {
  id: string;
  name: string;
  provider: ImageProviderId;
  capabilities: ImageCapabilities;
  model: ImageModel;
};

/** The provider's own id behind Bismo's fixed ones (fal and Replicate serve them by these). */
const apiIds: Record<string, string> = {
  "flux-pro": "fal-ai/flux-pro/v1.1",
  // SDXL on Replicate is a community model, called by version.
  "stable-diffusion-xl":
    "stability-ai/sdxl:7762fd07cf82c948538e41f63f77d685e02b063e37e496e96eefd46c929f9bdc",
};

/**
 * The image side of the AI object: the image models the directory offers that Bismo can drive
 * (OpenAI's and Google's as they list them, fal's FLUX and Replicate's SDXL), each with what it
 * draws, the spec's ids resolved, and the editing and landscape models the other tools use.
 */
export function imageCatalogue(
  factories: Factories,
  directory: ModelDirectory,
  defaultModel: DirectoryModel | undefined,
  watch: (model: DirectoryModel, imageModel: ImageModel) => ImageModel,
) {
  const choice = (model: DirectoryModel): ImageChoice | undefined => {
    const capabilities = imageCapabilities(model.provider, model.id);
    const factory = factories[model.provider as ImageProviderId];
    if (!capabilities || !factory) return undefined;
    return {
      id: model.id,
      name: model.displayName,
      provider: model.provider as ImageProviderId,
      capabilities,
      model: watch(model, factory(apiIds[model.id] ?? model.id)),
    };
  };
  const offered = directory.offered("image").flatMap((model) => choice(model) ?? []);
  const ordered = [
    ...offered.filter((entry) => entry.id === defaultModel?.id),
    ...offered.filter((entry) => entry.id !== defaultModel?.id),
  ];
  const first = (provider: ImageProviderId, pattern = /./) =>
    ordered.find((entry) => entry.provider === provider && pattern.test(entry.id));

  return {
    /** Every drivable offered model (the default first), then those that are not, with why. */
    statuses(): ImageModelStatus[] {
      const unconfigured = (["fal", "replicate", "openai", "google"] as const)
        .filter((provider) => !factories[provider])
        .map((provider) => ({
          id: `${provider}-images`,
          name: {
            fal: "FLUX 1.1 Pro",
            replicate: "Stable Diffusion XL",
            openai: "OpenAI's image models",
            google: "Gemini's image models",
          }[provider],
          available: false,
          reason: `Set ${settingsHint([imageProviderSetting[provider]])} to use it.`,
        }));
      return [
        ...ordered.map((entry) => ({
          id: entry.id,
          name: entry.name,
          available: true,
          sizes: [...entry.capabilities.sizes],
        })),
        ...imagesWithoutApi.map(({ id, name, reason }) => ({ id, name, available: false, reason })),
        ...unconfigured,
      ];
    },

    /** The model a request names (or this server's default): 400, 410 or 503 otherwise. */
    choose(idOrAlias: string | undefined): ImageChoice {
      const model = idOrAlias ? offeredOrThrow(directory, "image", idOrAlias) : defaultModel;
      const chosen = model && choice(model);
      if (chosen) return chosen;
      if (model)
        throw new AppError(
          "validation_failed",
          msg(
            { id: "errors.models.noImages", defaultMessage: "{model} cannot draw here." },
            { model: model.displayName },
          ),
        );
      throw new AppError("provider_not_configured", noImageModel);
    },

    /** The first offered model, the default first, or undefined when none is. */
    first: () => ordered[0],
    /** A model that edits a picture from a reference (seg-swap): OpenAI's GPT Image, else fal's. */
    editor(): { provider: "openai" | "fal"; model: ImageModel; name: string } | undefined {
      const openai = first("openai", /^gpt-image/);
      if (openai) return { provider: "openai", model: openai.model, name: openai.name };
      if (factories.fal) {
        return {
          provider: "fal",
          model: factories.fal("fal-ai/flux-pro/kontext"),
          name: "FLUX Kontext",
        };
      }
      return undefined;
    },
    /**
     * A model for pictures the other tools draw (logos, thumbnails), by preference: fal's FLUX
     * (clean flat marks), OpenAI's, Google's, Replicate's SDXL, the operator's own server; the
     * admin's default first.
     */
    forTools(): ImageChoice | undefined {
      const chosen = directory.chosen("image");
      const admins = ordered.find(
        (entry) => entry.provider === chosen?.provider && entry.id === chosen?.modelId,
      );
      return (
        admins ??
        first("fal") ??
        first("openai") ??
        first("google") ??
        first("replicate") ??
        first("image-server")
      );
    },
  };
}

export type ImageCatalogue = ReturnType<typeof imageCatalogue>;

export type LandscapeRequest = {
  name: string;
  model: ImageModel;
  size?: `${number}x${number}`;
  aspectRatio?: `${number}:${number}`;
  providerOptions: Record<string, Record<string, number>>;
};

/** How to ask `choice` for a 16:9 picture (a thumbnail's background), in its own terms. */
export function landscapeRequest(choice: ImageChoice | undefined): LandscapeRequest | undefined {
  if (!choice) return undefined;
  const base = { name: choice.name, model: choice.model };
  if (choice.capabilities.aspectRatios) {
    return { ...base, aspectRatio: "16:9", providerOptions: {} };
  }
  // The widest size it draws: what comes nearest 16:9.
  const [size] = [...choice.capabilities.sizes].sort((a, b) => ratioOf(b) - ratioOf(a));
  const [width = 1024, height = 1024] = (size ?? "1024x1024").split("x").map(Number);
  if (choice.provider === "replicate") {
    return { ...base, providerOptions: { replicate: { width, height } } };
  }
  return { ...base, size: `${width}x${height}`, providerOptions: {} };
}

const ratioOf = (size: string) => {
  const [width = 1, height = 1] = size.split("x").map(Number);
  return width / height;
};
