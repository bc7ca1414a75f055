import { AppError } from "@/server/platform/http/errors";
import { type ChatModel, resolveModel } from "@/shared/models";
import { settingsHint } from "@/shared/provider-settings";
import type { ChatLanguageModel, Providers } from "./providers";

export type ResolvedModel = { model: ChatModel; languageModel: ChatLanguageModel };

/** The model for an id or alias, ready to call; 400 when unknown, 503 naming the setting when unconfigured. */
export function resolveChatModel(providers: Providers, idOrAlias: string): ResolvedModel {
  const model = resolveModel(idOrAlias, providers.models);
  if (!model) {
    const known = providers.models.map((entry) => entry.id).join(", ");
    throw new AppError(
      "validation_failed",
      `Unknown model "${idOrAlias}". Choose one of: ${known}.`,
    );
  }
  const languageModel = providers.languageModel(model);
  if (!languageModel) {
    throw new AppError(
      "provider_not_configured",
      `${model.displayName} is not available: set ${settingsHint([providers.enableWith(model.provider)])} to enable it.`,
    );
  }
  return { model, languageModel };
}
