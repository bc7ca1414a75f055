import type { ModelsResponse } from "@/shared/models";
import { tools } from "@/shared/tools/registry";
import type { Providers } from "./providers";

/** The models Bismo offers, which of them work now, and each tool's list and default. */
export function modelCatalogue(providers: Providers): ModelsResponse {
  const models = providers.models.map((model) => {
    const available = providers.isConfigured(model.provider);
    return {
      ...model,
      available,
      ...(available ? {} : { enableWith: providers.enableWith(model.provider) }),
    };
  });
  const availableIds = new Set(models.filter((model) => model.available).map((model) => model.id));
  const toolModels = Object.fromEntries(
    tools.map((tool) => {
      // Tools without a model of their own (panels) offer none, operators' models included.
      const ids = tool.models.length > 0 ? [...tool.models, ...providers.operatorModelIds] : [];
      return [
        tool.id,
        { models: ids, defaultModel: ids.find((id) => availableIds.has(id)) ?? null },
      ];
    }),
  ) as ModelsResponse["tools"];
  const setup = [
    ...new Set(models.flatMap((model) => (model.enableWith ? [model.enableWith] : []))),
  ];
  return { models, tools: toolModels, setup };
}
