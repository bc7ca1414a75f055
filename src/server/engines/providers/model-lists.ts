import { z } from "zod";
import type { ModelKind } from "@/shared/models";
import { compatibleKind, openAIKind } from "./model-kinds";
import { type ProviderCall, providerJson, sameOrigin } from "./provider-http";

/** One model a provider's list endpoint answered, as Bismo keeps it. */
export type ListedModel = {
  id: string;
  kind: ModelKind;
  /** The provider's own name for it, when its list gives one. */
  displayName?: string;
  /** Takes images as input (the list's word when it has one, else what the family does). */
  vision?: boolean;
  /** When the provider says it stops serving it (OpenAI, Mistral, OpenRouter give dates). */
  retiresAt?: string;
  /** The successor the provider names (Mistral's `deprecation_replacement_model`). */
  replacement?: string;
  /** USD per million input tokens, where the list says (OpenRouter): the Test's cheapest call. */
  price?: number;
};

export type ListRequest = { base: string; headers: Record<string, string>; call: ProviderCall };

const trim = (base: string) => base.replace(/\/+$/, "");
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : undefined);

const openAIList = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1),
      // openai-openapi `Model.shutdown_date`; DeepSeek's docs add name and input_modalities.
      shutdown_date: z.string().nullish(),
      name: z.string().nullish(),
      input_modalities: z.array(z.string()).nullish(),
    }),
  ),
});

/** OpenAI: `GET /v1/models` (openai-openapi `ListModelsResponse`), kinds from the ids. */
export async function listOpenAI({ base, headers, call }: ListRequest): Promise<ListedModel[]> {
  const body = openAIList.parse(await providerJson(`${trim(base)}/models`, { headers }, call));
  return body.data.flatMap((entry) => {
    const kind = openAIKind(entry.id);
    if (!kind) return [];
    return [{ id: entry.id, kind, vision: kind === "chat", retiresAt: day(entry.shutdown_date) }];
  });
}

/**
 * DeepSeek: `GET /models` (api-docs.deepseek.com/api/list-models); every model is a chat model.
 * Its older docs gave only `id`, `object` and `owned_by`, so the rest is optional.
 */
export async function listDeepSeek({ base, headers, call }: ListRequest): Promise<ListedModel[]> {
  const body = openAIList.parse(await providerJson(`${trim(base)}/models`, { headers }, call));
  return body.data.map((entry) => ({
    id: entry.id,
    kind: "chat" as const,
    displayName: entry.name ?? undefined,
    vision: entry.input_modalities?.includes("image") ?? false,
  }));
}

/**
 * A server that speaks OpenAI's API (LM Studio, vLLM, llama.cpp; Groq for its Whisper models):
 * `GET {base}/models` gives ids only. `names` are the operator's display names and vision flags.
 */
export async function listCompatible(
  { base, headers, call }: ListRequest,
  options: {
    transcribes?: boolean;
    names?: Map<string, { displayName: string; vision: boolean }>;
  } = {},
): Promise<ListedModel[]> {
  const body = openAIList.parse(await providerJson(`${trim(base)}/models`, { headers }, call));
  return body.data.map((entry) => {
    const named = options.names?.get(entry.id);
    return {
      id: entry.id,
      kind: compatibleKind(entry.id, options.transcribes ?? false),
      displayName: named?.displayName,
      vision: named?.vision ?? false,
    };
  });
}

const openRouterList = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().nullish(),
      architecture: z
        .object({
          input_modalities: z.array(z.string()).nullish(),
          output_modalities: z.array(z.string()).nullish(),
        })
        .nullish(),
      pricing: z.object({ prompt: z.string().nullish() }).nullish(),
      expiration_date: z.string().nullish(),
    }),
  ),
  links: z.object({ next: z.string().nullish() }).nullish(),
});

/**
 * OpenRouter: `GET /api/v1/models` (openrouter.ai/docs/models), text-output models by default,
 * with each one's modalities, price per token and announced `expiration_date`; newer answers
 * page with `links.next`.
 */
export async function listOpenRouter({ base, headers, call }: ListRequest): Promise<ListedModel[]> {
  const models: ListedModel[] = [];
  let url: string | undefined = `${trim(base)}/models`;
  for (let page = 0; url && page < 20; page++) {
    const body = openRouterList.parse(await providerJson(url, { headers }, call));
    for (const entry of body.data) {
      const outputs = entry.architecture?.output_modalities ?? ["text"];
      if (!outputs.includes("text")) continue;
      const prompt = Number(entry.pricing?.prompt);
      models.push({
        id: entry.id,
        kind: "chat",
        displayName: entry.name ?? undefined,
        vision: entry.architecture?.input_modalities?.includes("image") ?? false,
        retiresAt: day(entry.expiration_date),
        price: Number.isFinite(prompt) && prompt >= 0 ? prompt * 1_000_000 : undefined,
      });
    }
    const next: string | null | undefined = body.links?.next;
    const nextUrl = next ? new URL(next, `${trim(base)}/`).href : undefined;
    // The key goes only where it was configured to.
    url = nextUrl && sameOrigin(nextUrl, base) ? nextUrl : undefined;
  }
  return models;
}
