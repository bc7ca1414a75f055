import { type ModelsResponse, modelsForTool } from "@/shared/models";
import type { ProviderServiceId } from "@/shared/provider-settings";
import { providerServices } from "@/shared/provider-settings";
import type { ToolId } from "./registry";

/**
 * Whether a tool can work on this server as its providers are set up now: `ready`; `partial`
 * (it works, and a provider would add to it: neural voices, CSV-only flashcards); `off` (it
 * has nothing to offer until a provider is set up).
 */
export type ToolState = "ready" | "partial" | "off";

export type ToolReadiness = {
  state: ToolState;
  /** The providers any of which would switch the tool (or the rest of it) on; empty when ready. */
  providers: ProviderServiceId[];
};

/** GET /api/tools/readiness: every tool's readiness, by id. */
export type ToolReadinessResponse = { tools: Record<ToolId, ToolReadiness> };

export const ready: ToolReadiness = { state: "ready", providers: [] };

/** The providers whose key or base URL is one of `settings` (e.g. a chat catalogue's `enableWith`). */
export function providersOf(settings: readonly string[]): ProviderServiceId[] {
  return providerServices
    .filter(
      (service) =>
        settings.includes(service.keySetting) ||
        (service.baseUrlSetting !== null && settings.includes(service.baseUrlSetting)),
    )
    .map((service) => service.id);
}

/** `ready` when `works`, else `state` with the providers that would change it. */
export function readinessWhen(
  works: boolean,
  providers: readonly ProviderServiceId[],
  state: Exclude<ToolState, "ready"> = "off",
): ToolReadiness {
  return works ? ready : { state, providers: [...providers] };
}

/**
 * A tool that works with a chat model: ready while the catalogue offers it a usable one, else
 * `whenNone` with the chat providers that would (a local server's base URL among them).
 */
export function chatModelReadiness(
  catalogue: ModelsResponse,
  toolId: ToolId,
  whenNone: Exclude<ToolState, "ready"> = "off",
): ToolReadiness {
  const { models, enableWith } = modelsForTool(catalogue, toolId);
  return readinessWhen(
    models.some((model) => model.available),
    providersOf(enableWith),
    whenNone,
  );
}
