import { type ImageModel, wrapImageModel, wrapLanguageModel } from "ai";
import type { Logger } from "pino";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { type ModelDefaultInput, modelPurposes } from "@/shared/model-admin";
import type { ChatModel, ModelKind, ModelsResponse, ProviderId } from "@/shared/models";
import { adminModels } from "./admin-models";
import { aiMedia } from "./ai-media";
import { chatCatalogue, offeredOrThrow } from "./chat-catalogue";
import { createOllamaLocator } from "./local-ollama";
import { purposeDefault } from "./model-defaults";
import { type DirectoryModel, type ModelDirectory, modelDirectory } from "./model-directory";
import { createModelDiscovery } from "./model-discovery";
import { modelGone } from "./model-gone";
import { isConfigured, modelSource, modelSources } from "./model-sources";
import type { StoredModels } from "./model-store";
import { ModelUnavailableError } from "./model-unavailable";
import { providerRefusal } from "./provider-refusal";
import type { ProviderSettings } from "./provider-settings";
import { testProvider } from "./provider-test";
import { type ChatLanguageModel, providerFactories } from "./providers";

/** A chat model settled for a request, ready to call. */
export type ResolvedModel = { model: ChatModel; languageModel: ChatLanguageModel };

/**
 * The one object through which Bismo reaches AI providers, built once at the composition root:
 * each provider's client (its package imported only once its key is set, rebuilt when an admin
 * changes a key), the models each provider lists (model-discovery.ts), the admin's choices, the
 * spec ids as aliases, and the marking of a model a provider refuses as retired.
 */
export function createAi(options: {
  providerSettings: ProviderSettings;
  db: Db;
  /** The server secret (the settings' fingerprint in the model tables). */
  secret: string;
  logger: Pick<Logger, "warn">;
  /** How soon other processes' changes are seen (tests shorten it). */
  refreshMs?: number;
  /**
   * Where to look for an Ollama while OLLAMA_BASE_URL is unset (local-ollama.ts): a server
   * process looks on Ollama's default address; unset, nowhere (the tests' apps).
   */
  localOllamaUrl?: string | null;
}) {
  const { providerSettings } = options;
  const discovery = createModelDiscovery({
    db: options.db,
    secret: options.secret,
    logger: options.logger,
    refreshMs: options.refreshMs,
  });
  const ollama = createOllamaLocator({ defaultUrl: options.localOllamaUrl ?? null });
  /** The settings in force: the environment's and the admin area's, and an Ollama found locally. */
  const currentConfig = async () => ollama.resolve(await providerSettings.current());
  let factories: { config: Env; value: ReturnType<typeof providerFactories> } | undefined;
  /** The chat clients, built again when the settings change (a key, or Ollama found or gone). */
  const chatFactories = async () => {
    const config = await currentConfig();
    if (factories?.config !== config) factories = { config, value: providerFactories(config) };
    return factories.value;
  };
  let built: { stored: StoredModels; config: Env; directory: ModelDirectory } | undefined;

  const configuredIn = (config: Env) => (provider: string) => {
    const source = modelSource(provider);
    return source ? isConfigured(source, config) : false;
  };

  /** The directory of models as the providers list them now (read first where stale). */
  async function models(): Promise<{ config: Env; directory: ModelDirectory }> {
    const config = await currentConfig();
    const stored = await discovery.ensure(config);
    if (built?.stored !== stored || built.config !== config) {
      built = { stored, config, directory: modelDirectory(stored, configuredIn(config)) };
    }
    return built;
  }

  /**
   * What a failed call to `model` becomes: when the provider said the model is gone, the model
   * is marked (the admin area shows it, pickers drop it) and the error names what to pick.
   */
  async function noteRefusal(model: DirectoryModel, error: unknown): Promise<unknown> {
    const refusal = providerRefusal(error);
    const gone = modelGone(model.provider, refusal);
    if (!gone || !refusal) return error;
    await discovery.store.markUnavailable(
      model.provider,
      model.id,
      refusal.message,
      gone.replacement,
    );
    await discovery.reload();
    const { directory } = await models();
    const marked = directory.find(model.provider, model.id) ?? model;
    const replacement = directory.replacementFor(marked);
    return new ModelUnavailableError(
      {
        provider: model.provider,
        providerName: model.providerName,
        id: model.id,
        displayName: model.displayName,
      },
      replacement ? { id: replacement.id, displayName: replacement.displayName } : null,
      refusal.message,
    );
  }

  const watched = (model: DirectoryModel) => ({
    specificationVersion: "v3" as const,
    wrapGenerate: async ({ doGenerate }: { doGenerate: () => PromiseLike<unknown> }) => {
      try {
        return await doGenerate();
      } catch (error) {
        throw await noteRefusal(model, error);
      }
    },
  });

  const defaultIn = purposeDefault;

  const writes = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    await discovery.reload();
    return result;
  };

  /** An image model of the directory, whose refusal as retired marks it. */
  function watchImage(model: DirectoryModel, imageModel: ImageModel): ImageModel {
    if (typeof imageModel === "string" || imageModel.specificationVersion !== "v3") {
      return imageModel;
    }
    return wrapImageModel({
      model: imageModel,
      middleware: {
        specificationVersion: "v3",
        wrapGenerate: watched(model).wrapGenerate as never,
      },
    });
  }

  const chatModelOf = (model: DirectoryModel): ChatModel => ({
    id: model.id,
    displayName: model.displayName,
    provider: model.provider as ProviderId,
    vision: model.info.vision ?? false,
  });

  return {
    settings: providerSettings,
    discovery,
    /** The local Ollama's lookout (tests wait for it with `idle`). */
    ollama,
    models,
    noteRefusal,
    ...aiMedia(providerSettings, models, (model, imageModel) => watchImage(model, imageModel)),

    /** `noteRefusal` for a model named by its kind and id (a job's, kept as text). */
    async noteRefusalOf(kind: ModelKind, id: string, error: unknown): Promise<unknown> {
      const { directory } = await models();
      const model = directory.all.find((entry) => entry.kind === kind && entry.id === id);
      return model ? noteRefusal(model, error) : error;
    },

    chat: {
      /** GET /api/models. */
      async catalogue(): Promise<ModelsResponse> {
        const { config, directory } = await models();
        return chatCatalogue(directory, configuredIn(config));
      },

      /** The chat model a request names (an id or a spec alias), ready to call; 400/410/503. */
      async resolve(idOrAlias: string): Promise<ResolvedModel> {
        const { directory } = await models();
        const model = offeredOrThrow(directory, "chat", idOrAlias);
        const factory = (await chatFactories())[model.provider as ProviderId];
        if (!factory) throw new Error(`${model.provider} is offered but has no client`);
        const watch = watched(model);
        const languageModel = wrapLanguageModel({
          model: factory(model.id),
          middleware: {
            specificationVersion: "v3",
            wrapGenerate: watch.wrapGenerate as never,
            wrapStream: async ({ doStream }) => {
              try {
                return await doStream();
              } catch (error) {
                throw await noteRefusal(model, error);
              }
            },
          },
        });
        return { model: chatModelOf(model), languageModel };
      },
    },

    /** The model of `kind` offered by that id or spec alias (400/410/503 otherwise). */
    async offered(kind: ModelKind, idOrAlias: string): Promise<DirectoryModel> {
      const { directory } = await models();
      return offeredOrThrow(directory, kind, idOrAlias);
    },

    /** The model a purpose (`tool:<id>`, `image`, `speech`...) uses now. */
    async defaultModel(purpose: string): Promise<DirectoryModel | undefined> {
      return defaultIn((await models()).directory, purpose);
    },

    /** The admin area's Models and its changes (each written with its audit entry). */
    admin: {
      async models() {
        const { config, directory } = await models();
        const sources = modelSources.map((source) => ({
          source,
          configured: isConfigured(source, config),
        }));
        return adminModels(sources, await discovery.stored(), directory, (purpose) =>
          defaultIn(directory, purpose),
        );
      },

      /** Reads a provider's list now (after its key changed, or when an admin asks). */
      async refresh(provider: string) {
        const source = modelSource(provider);
        const config = await currentConfig();
        if (!source || !isConfigured(source, config)) return undefined;
        return discovery.refresh(source, config);
      },

      setEnabled: (
        provider: string,
        id: string,
        enabled: boolean | null,
        within: Parameters<typeof discovery.store.setEnabled>[3],
      ) => writes(discovery.store.setEnabled(provider, id, enabled, within)),

      /** 400 unless the model is offered and of the purpose's kind. */
      async setDefault(
        input: ModelDefaultInput,
        within: Parameters<typeof discovery.store.setDefault>[2],
      ) {
        const kind = modelPurposes.find((purpose) => purpose.id === input.purpose)?.kind;
        if (input.model && kind) {
          const { directory } = await models();
          const model = directory.find(input.model.provider, input.model.id);
          if (!model?.offered || model.kind !== kind) {
            return {
              ok: false as const,
              message: `${input.model.id} is not an offered ${kind} model.`,
            };
          }
        }
        const choice = input.model
          ? { provider: input.model.provider, modelId: input.model.id }
          : null;
        await writes(discovery.store.setDefault(input.purpose, choice, within));
        return { ok: true as const };
      },

      /** The Test button: the list read again, then the provider's cheapest real call. */
      async test(provider: string) {
        const source = modelSource(provider);
        const config = await currentConfig();
        if (!source) return undefined;
        if (!isConfigured(source, config)) {
          return { ok: false, models: null, call: null, error: `${source.setting} is not set.` };
        }
        const listed = await discovery.refresh(source, config);
        const { directory } = await models();
        return testProvider({
          source,
          env: config,
          listed,
          directory,
          factories: await chatFactories(),
        });
      },
    },
  };
}

export type Ai = ReturnType<typeof createAi>;
