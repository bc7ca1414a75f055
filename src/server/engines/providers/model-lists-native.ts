import { z } from "zod";
import { googleKind } from "./model-kinds";
import type { ListedModel, ListRequest } from "./model-lists";
import { providerJson } from "./provider-http";

const trim = (base: string) => base.replace(/\/+$/, "");

const anthropicPage = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1),
      display_name: z.string().nullish(),
      capabilities: z
        .object({ image_input: z.object({ supported: z.boolean() }).nullish() })
        .nullish(),
    }),
  ),
  has_more: z.boolean().nullish(),
  last_id: z.string().nullish(),
});

/**
 * Anthropic: `GET /v1/models?limit=1000`, paged by `after_id` while `has_more`
 * (platform.claude.com/docs/en/api/models-list); every model is a chat model.
 */
export async function listAnthropic({ base, headers, call }: ListRequest): Promise<ListedModel[]> {
  const models: ListedModel[] = [];
  let after: string | undefined;
  for (let page = 0; page < 20; page++) {
    const query = new URLSearchParams({ limit: "1000", ...(after ? { after_id: after } : {}) });
    const body = anthropicPage.parse(
      await providerJson(`${trim(base)}/models?${query}`, { headers }, call),
    );
    for (const entry of body.data) {
      models.push({
        id: entry.id,
        kind: "chat",
        displayName: entry.display_name ?? undefined,
        vision: entry.capabilities?.image_input?.supported ?? true,
      });
    }
    if (!body.has_more || !body.last_id) break;
    after = body.last_id;
  }
  return models;
}

const googlePage = z.object({
  models: z
    .array(
      z.object({
        name: z.string().min(1),
        displayName: z.string().nullish(),
        supportedGenerationMethods: z.array(z.string()).nullish(),
      }),
    )
    .nullish(),
  nextPageToken: z.string().nullish(),
});

/**
 * The Gemini API: `GET /v1beta/models?pageSize=1000`, paged by `nextPageToken`
 * (ai.google.dev/api/rest/v1beta/models/list); `name` is `models/<id>`.
 */
export async function listGoogle({ base, headers, call }: ListRequest): Promise<ListedModel[]> {
  const models: ListedModel[] = [];
  let token: string | undefined;
  for (let page = 0; page < 20; page++) {
    const query = new URLSearchParams({ pageSize: "1000", ...(token ? { pageToken: token } : {}) });
    const body = googlePage.parse(
      await providerJson(`${trim(base)}/models?${query}`, { headers }, call),
    );
    for (const entry of body.models ?? []) {
      const id = entry.name.replace(/^models\//, "");
      const kind = googleKind(id, entry.supportedGenerationMethods ?? []);
      if (!kind) continue;
      models.push({
        id,
        kind,
        displayName: entry.displayName ?? undefined,
        vision: kind === "chat" && /^gemini-/.test(id),
      });
    }
    if (!body.nextPageToken) break;
    token = body.nextPageToken;
  }
  return models;
}

const mistralList = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1),
      capabilities: z
        .object({ completion_chat: z.boolean().nullish(), vision: z.boolean().nullish() })
        .nullish(),
      deprecation: z.string().nullish(),
      deprecation_replacement_model: z.string().nullish(),
    }),
  ),
});

/**
 * Mistral: `GET /v1/models` (mistralai/client-ts `BaseModelCard`): chat models by
 * `capabilities.completion_chat`, embedders by name (they have no flag of their own), and the
 * `deprecation` date with the `deprecation_replacement_model` it names.
 */
export async function listMistral({ base, headers, call }: ListRequest): Promise<ListedModel[]> {
  const body = mistralList.parse(await providerJson(`${trim(base)}/models`, { headers }, call));
  return body.data.flatMap((entry): ListedModel[] => {
    const kind = /embed/.test(entry.id)
      ? "embedding"
      : entry.capabilities?.completion_chat
        ? "chat"
        : undefined;
    if (!kind) return [];
    return [
      {
        id: entry.id,
        kind,
        vision: entry.capabilities?.vision ?? false,
        retiresAt: entry.deprecation?.slice(0, 10),
        replacement: entry.deprecation_replacement_model ?? undefined,
      },
    ];
  });
}

const ollamaTags = z.object({ models: z.array(z.object({ name: z.string().min(1) })) });
const ollamaShow = z.object({ capabilities: z.array(z.string()).nullish() });

/**
 * Ollama: `GET /api/tags` lists the pulled models, `POST /api/show` gives each one's
 * `capabilities` (`completion`, `vision`, `embedding`...) (docs.ollama.com/api). Each is named as
 * it was pulled (`qwen2.5vl:7b`, `llama3.2` for `llama3.2:latest`): two sizes of one model
 * stay apart.
 */
export async function listOllama({ base, headers, call }: ListRequest): Promise<ListedModel[]> {
  const tags = ollamaTags.parse(await providerJson(`${trim(base)}/api/tags`, { headers }, call));
  const shown = await Promise.all(
    tags.models.map(async ({ name }) => {
      const show = ollamaShow.parse(
        await providerJson(
          `${trim(base)}/api/show`,
          {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ model: name }),
          },
          call,
        ),
      );
      return { name, capabilities: show.capabilities ?? ["completion"] };
    }),
  );
  return shown.flatMap(({ name, capabilities }): ListedModel[] => {
    const displayName = name.replace(/:latest$/, "");
    if (capabilities.includes("embedding")) return [{ id: name, kind: "embedding", displayName }];
    if (!capabilities.includes("completion")) return [];
    return [{ id: name, kind: "chat", displayName, vision: capabilities.includes("vision") }];
  });
}
