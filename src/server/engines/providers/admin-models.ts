import {
  type AdminDefault,
  type AdminModelsResponse,
  type AdminProviderModels,
  modelPurposes,
} from "@/shared/model-admin";
import { modelKinds } from "@/shared/models";
import type { DirectoryModel, ModelDirectory } from "./model-directory";
import type { ModelSource } from "./model-sources";
import type { StoredModels } from "./model-store";

const kindOrder = (model: DirectoryModel) => modelKinds.indexOf(model.kind);

/**
 * The admin area's Models: each provider with its list as last read (or the provider's words on
 * why it could not be read), every model with its state, and each purpose's default.
 */
export function adminModels(
  sources: { source: ModelSource; configured: boolean }[],
  stored: StoredModels,
  directory: ModelDirectory,
  /** The model each purpose uses now (ai.ts `defaultModel`). */
  effectiveFor: (purpose: string) => DirectoryModel | undefined,
): AdminModelsResponse {
  const providers = sources
    .filter(
      ({ source, configured }) =>
        configured || directory.all.some((model) => model.provider === source.id),
    )
    .map(({ source, configured }): AdminProviderModels => {
      const list = stored.lists.get(source.id);
      const models = directory.all
        .filter((model) => model.provider === source.id && (model.listed || model.unavailableAt))
        .sort((a, b) => kindOrder(a) - kindOrder(b));
      return {
        provider: source.id,
        name: source.name,
        configured,
        setting: source.setting,
        refreshedAt: list?.refreshedAt?.toISOString() ?? null,
        error: list?.error ?? null,
        models: models.map((model) => {
          const replacement = model.unavailableAt ? directory.replacementFor(model) : undefined;
          return {
            id: model.id,
            displayName: model.displayName,
            kind: model.kind,
            vision: model.info.vision ?? false,
            listed: model.listed,
            enabled: model.enabledNow,
            chosen: model.enabled !== null,
            unavailable: model.unavailableAt
              ? {
                  at: model.unavailableAt.toISOString(),
                  reason: model.unavailableReason ?? "",
                  replacement: replacement?.displayName ?? null,
                }
              : null,
            retiresAt: model.info.retiresAt ?? null,
          };
        }),
      };
    });
  const defaults = modelPurposes.map((purpose): AdminDefault => {
    const chosen = stored.defaults.get(purpose.id);
    const effective = effectiveFor(purpose.id);
    return {
      purpose: purpose.id,
      label: purpose.label,
      kind: purpose.kind,
      chosen: chosen ? { provider: chosen.provider, id: chosen.modelId } : null,
      effective: effective
        ? { provider: effective.provider, id: effective.id, displayName: effective.displayName }
        : null,
    };
  });
  return { providers, defaults };
}
