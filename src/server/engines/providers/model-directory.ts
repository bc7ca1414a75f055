import { fixedMediaModels } from "@/shared/media-models";
import type { ModelKind } from "@/shared/models";
import {
  displayNameOf,
  familyOf,
  offeredAtFirst,
  preferenceOrder,
  providerOfId,
} from "./model-knowledge";
import { modelSources } from "./model-sources";
import type { StoredModel, StoredModels } from "./model-store";

/** A stored model with what the directory makes of it. */
export type DirectoryModel = StoredModel & {
  displayName: string;
  providerName: string;
  /** The admin's choice, else Bismo's default (the newest of its family). */
  enabledNow: boolean;
  configured: boolean;
  /** Listed, switched on, not refused, and its provider set up: pickers offer it. */
  offered: boolean;
};

/** What a request's model id comes to. */
export type Resolution =
  | { state: "offered"; model: DirectoryModel }
  /**
   * Known, but no longer listed, refused by the provider or switched off by an admin; or a spec
   * id whose provider offers nothing of its kind now.
   */
  | {
      state: "gone";
      displayName: string;
      providerName: string;
      model: DirectoryModel | undefined;
      replacement: DirectoryModel | undefined;
    }
  /** Its provider is not set up (anymore): the setting that would enable it. */
  | { state: "unconfigured"; provider: string; setting: string }
  | { state: "unknown" };

/**
 * The spec's and the original product's ids, accepted from API clients and old links as their
 * provider's current equivalent: the newest offered model of the same family, else the
 * provider's first (model-knowledge.ts), never a fixed target that can be retired in turn.
 */
const specAliases: Record<string, { provider: string; kind: ModelKind; name?: string }> = {
  "gpt-4o": { provider: "openai", kind: "chat" },
  "gpt-4o-mini": { provider: "openai", kind: "chat" },
  "claude-3-5-sonnet": { provider: "anthropic", kind: "chat" },
  "claude-3-sonnet": { provider: "anthropic", kind: "chat" },
  "claude-3-haiku": { provider: "anthropic", kind: "chat" },
  "gemini-1.5-pro": { provider: "google", kind: "chat" },
  "gemini-1.5-flash": { provider: "google", kind: "chat" },
  "gemini-pro": { provider: "google", kind: "chat" },
  "deepseek-chat": { provider: "deepseek", kind: "chat" },
  "deepseek-coder": { provider: "deepseek", kind: "chat" },
  codestral: { provider: "mistral", kind: "chat" },
  "dall-e-3": { provider: "openai", kind: "image" },
  "gpt-image-1": { provider: "openai", kind: "image" },
  "google-imagen": { provider: "google", kind: "image", name: "Imagen" },
  "openai-sora": { provider: "openai", kind: "video", name: "Sora" },
  "google-veo2": { provider: "google", kind: "video", name: "Veo 2" },
  "google-veo3": { provider: "google", kind: "video", name: "Veo 3" },
};

const providerOrder = modelSources.map((source) => source.id);

/** The directory of every stored model, for the providers configured now. */
export function modelDirectory(stored: StoredModels, configured: (provider: string) => boolean) {
  const byProvider = new Map<string, StoredModel[]>();
  for (const model of stored.models) {
    byProvider.set(model.provider, [...(byProvider.get(model.provider) ?? []), model]);
  }
  const all: DirectoryModel[] = [];
  for (const provider of providerOrder) {
    const models = byProvider.get(provider) ?? [];
    const source = modelSources.find((entry) => entry.id === provider);
    for (const model of preferenceOrder(provider, models)) {
      const siblings = models
        .filter((other) => other.kind === model.kind && other.listed)
        .map((other) => other.id);
      const enabledNow = model.enabled ?? offeredAtFirst(provider, model.id, siblings);
      const isConfigured = configured(provider);
      all.push({
        ...model,
        displayName: model.info.displayName ?? displayNameOf(model.id),
        providerName: source?.name ?? provider,
        enabledNow,
        configured: isConfigured,
        offered: model.listed && enabledNow && !model.unavailableAt && isConfigured,
      });
    }
  }

  const offered = (kind: ModelKind) => {
    const seen = new Set<string>();
    // One model per id: the first provider's, where two serve the same id.
    return all.filter((model) => {
      if (!model.offered || model.kind !== kind || seen.has(model.id)) return false;
      seen.add(model.id);
      return true;
    });
  };

  /** What to use instead of `model`: its provider's named successor, its family, its provider. */
  function replacementFor(model: DirectoryModel): DirectoryModel | undefined {
    const candidates = offered(model.kind).filter((other) => other.id !== model.id);
    const own = candidates.filter((other) => other.provider === model.provider);
    const named = model.info.replacement;
    return (
      (named ? own.find((other) => other.id === named) : undefined) ??
      own.find((other) => familyOf(other.id) === familyOf(model.id)) ??
      own[0] ??
      candidates[0]
    );
  }

  /** A spec id's current equivalent: the family's newest, the provider's first, OpenRouter's. */
  function aliasTarget(id: string, provider: string, kind: ModelKind): Resolution {
    const candidates = offered(kind);
    const own = candidates.filter((model) => model.provider === provider);
    const family = familyOf(id);
    // A retired member of the family may name its successor (Mistral's replacement model).
    const named = all.find(
      (model) =>
        model.provider === provider &&
        model.kind === kind &&
        familyOf(model.id) === family &&
        model.info.replacement !== undefined,
    )?.info.replacement;
    const target =
      own.find((model) => model.id === named) ??
      own.find((model) => familyOf(model.id) === family) ??
      own[0] ??
      candidates.find(
        (model) =>
          model.provider === "openrouter" &&
          model.id.startsWith(`${provider === "mistral" ? "mistralai" : provider}/`) &&
          familyOf(model.id) === family,
      );
    if (target) return { state: "offered", model: target };
    const source = modelSources.find((entry) => entry.id === provider);
    if (source && !configured(provider)) {
      return { state: "unconfigured", provider, setting: source.setting };
    }
    return {
      state: "gone",
      displayName: specAliases[id]?.name ?? displayNameOf(id),
      providerName: source?.name ?? provider,
      model: undefined,
      replacement: candidates[0],
    };
  }

  return {
    all,
    offered,
    /** The admin's choice for a purpose, whether or not it is offered now. */
    chosen: (purpose: string) => stored.defaults.get(purpose),
    replacementFor,
    find: (provider: string, id: string) =>
      all.find((model) => model.provider === provider && model.id === id),

    /** The model a request names, by its id or a spec id (specAliases). */
    resolve(kind: ModelKind, idOrAlias: string): Resolution {
      const match = offered(kind).find((model) => model.id === idOrAlias);
      if (match) return { state: "offered", model: match };
      const alias = specAliases[idOrAlias];
      if (alias?.kind === kind) return aliasTarget(idOrAlias, alias.provider, kind);
      const known = all.find((model) => model.kind === kind && model.id === idOrAlias);
      if (!known) {
        // One of the media models Bismo drives by a fixed id, its provider not set up.
        const fixed = fixedMediaModels.find(
          (model) => model.kind === kind && model.id === idOrAlias,
        );
        // Else one whose maker it names (gpt-5.1 is OpenAI's) while that provider is not set up.
        const provider = fixed?.provider ?? providerOfId(idOrAlias);
        const source = provider && modelSources.find((entry) => entry.id === provider);
        if (source && !configured(source.id)) {
          return { state: "unconfigured", provider: source.id, setting: source.setting };
        }
        return { state: "unknown" };
      }
      if (!known.configured) {
        const source = modelSources.find((entry) => entry.id === known.provider);
        return { state: "unconfigured", provider: known.provider, setting: source?.setting ?? "" };
      }
      return {
        state: "gone",
        displayName: known.displayName,
        providerName: known.providerName,
        model: known,
        replacement: replacementFor(known),
      };
    },

    /**
     * The default for a purpose: the admin's choice while it is offered, else the first of
     * `preferred` (spec ids, resolved) that is, else the first offered model of the kind.
     */
    defaultFor(purpose: string, kind: ModelKind, preferred: readonly string[] = []) {
      const chosen = stored.defaults.get(purpose);
      const admin =
        chosen && all.find((m) => m.provider === chosen.provider && m.id === chosen.modelId);
      if (admin?.offered && admin.kind === kind) return admin;
      for (const id of preferred) {
        const resolved = this.resolve(kind, id);
        if (resolved.state === "offered") return resolved.model;
      }
      return offered(kind)[0];
    },
  };
}

export type ModelDirectory = ReturnType<typeof modelDirectory>;
