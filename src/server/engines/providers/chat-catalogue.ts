import { AppError } from "@/server/platform/http/errors";
import { chatPurposeId } from "@/shared/model-admin";
import type { ModelKind, ModelsResponse } from "@/shared/models";
import { providerIds, providerKeySetting } from "@/shared/models";
import { settingsHint } from "@/shared/provider-settings";
import { tools } from "@/shared/tools/registry";
import type { DirectoryModel, ModelDirectory, Resolution } from "./model-directory";
import { modelUnavailableMessage } from "./model-unavailable";

/**
 * GET /api/models: the chat models offered now (listed by their providers, switched on, not
 * refused), each tool's list (its spec's preferences first, as resolved today) and default (the
 * admin's, else the first preference offered), and the settings that would enable more.
 */
export function chatCatalogue(
  directory: ModelDirectory,
  configured: (provider: string) => boolean,
): ModelsResponse {
  const offered = directory.offered("chat");
  const models = offered.map((model) => ({
    id: model.id,
    displayName: model.displayName,
    provider: model.provider as ModelsResponse["models"][number]["provider"],
    vision: model.info.vision ?? false,
    available: true,
  }));
  const toolModels = Object.fromEntries(
    tools.map((tool) => {
      if (tool.models.length === 0) return [tool.id, { models: [], defaultModel: null }];
      const preferred = tool.models.flatMap((id) => {
        const resolved = directory.resolve("chat", id);
        return resolved.state === "offered" ? [resolved.model.id] : [];
      });
      const ids = [...new Set([...preferred, ...offered.map((model) => model.id)])];
      const chosen = directory.defaultFor(chatPurposeId(tool.id), "chat", tool.models);
      return [tool.id, { models: ids, defaultModel: chosen?.id ?? null }];
    }),
  ) as ModelsResponse["tools"];
  const setup = providerIds
    .filter((provider) => !configured(provider))
    .map((provider) => providerKeySetting[provider]);
  return { models, tools: toolModels, setup };
}

/**
 * The model a request names, or the error that says what to do instead: 400 for an id no
 * provider ever listed, 410 naming the replacement for one no longer offered, 503 naming the
 * setting for one whose provider is not set up.
 */
export function offeredOrThrow(
  directory: ModelDirectory,
  kind: ModelKind,
  idOrAlias: string,
): DirectoryModel {
  const resolved: Resolution = directory.resolve(kind, idOrAlias);
  if (resolved.state === "offered") return resolved.model;
  if (resolved.state === "unconfigured") {
    throw new AppError(
      "provider_not_configured",
      `${idOrAlias} is not available: set ${settingsHint([resolved.setting])} to enable it.`,
    );
  }
  if (resolved.state === "gone") {
    const { replacement } = resolved;
    const switchedOff = resolved.model?.listed && !resolved.model.enabledNow;
    throw new AppError(
      "model_unavailable",
      switchedOff
        ? `${resolved.displayName} is switched off on this server. ${replacement ? `Choose ${replacement.displayName} instead.` : "Choose another model."}`
        : modelUnavailableMessage(resolved, replacement ?? null),
      replacement
        ? { details: { replacement: { id: replacement.id, displayName: replacement.displayName } } }
        : {},
    );
  }
  const known = directory
    .offered(kind)
    .map((model) => model.id)
    .slice(0, 20);
  throw new AppError(
    "validation_failed",
    known.length > 0
      ? `Unknown model "${idOrAlias}". Choose one of: ${known.join(", ")}.`
      : `Unknown model "${idOrAlias}": no provider offers a model of this kind on this server.`,
  );
}
