import { startFetchServer } from "./fetch-server";

/**
 * The list-models endpoints of the providers Bismo reads, on one local port, each in its
 * provider's documented shape and auth, from `lists` (which a test changes to make a provider
 * stop listing a model). Paths: `/openai/v1/models` (openai-openapi `ListModelsResponse`),
 * `/anthropic/v1/models` (x-api-key and anthropic-version; paged with `has_more`/`last_id`),
 * `/google/v1beta/models` (x-goog-api-key; `models/<id>`, `supportedGenerationMethods`,
 * `nextPageToken`), `/deepseek/models`, `/mistral/v1/models` (`capabilities`, `deprecation`),
 * `/openrouter/api/v1/models` (architecture, pricing), `/ollama/api/tags` and `/api/show`.
 */
export type FakeLists = {
  openai: { id: string; shutdown_date?: string | null }[];
  anthropic: { id: string; display_name: string }[];
  google: { id: string; displayName: string; methods: string[] }[];
  deepseek: { id: string }[];
  mistral: {
    id: string;
    chat?: boolean;
    vision?: boolean;
    deprecation?: string;
    replacement?: string;
  }[];
  openrouter: { id: string; name: string; prompt: string; image?: boolean }[];
  ollama: { name: string; capabilities: string[] }[];
};

export const defaultLists = (): FakeLists => ({
  openai: [
    { id: "gpt-6.1-sol" },
    { id: "gpt-5.1" },
    { id: "gpt-5-mini" },
    { id: "gpt-image-2" },
    { id: "dall-e-3", shutdown_date: "2026-05-12" },
    { id: "whisper-1" },
    { id: "omni-moderation-latest" },
  ],
  anthropic: [
    { id: "claude-sonnet-4-5-20250929", display_name: "Claude Sonnet 4.5" },
    { id: "claude-haiku-4-5-20251001", display_name: "Claude Haiku 4.5" },
  ],
  google: [
    { id: "gemini-3.8-flash", displayName: "Gemini 3.8 Flash", methods: ["generateContent"] },
    { id: "gemini-embedding-001", displayName: "Gemini Embedding", methods: ["embedContent"] },
    { id: "veo-3.1-generate", displayName: "Veo 3.1", methods: ["predictLongRunning"] },
    { id: "imagen-4.0-generate-001", displayName: "Imagen 4", methods: ["predict"] },
  ],
  deepseek: [{ id: "deepseek-flash" }, { id: "deepseek-v4-pro" }],
  mistral: [
    { id: "mistral-large-latest", chat: true, vision: true },
    {
      id: "codestral-2508",
      chat: true,
      deprecation: "2026-10-01T00:00:00Z",
      replacement: "devstral-medium-latest",
    },
    { id: "devstral-medium-latest", chat: true },
    { id: "mistral-embed" },
  ],
  openrouter: [
    {
      id: "anthropic/claude-sonnet-4.5",
      name: "Anthropic: Claude Sonnet 4.5",
      prompt: "0.000003",
      image: true,
    },
    { id: "openai/gpt-5-nano", name: "OpenAI: GPT-5 Nano", prompt: "0.00000005" },
    { id: "meta-llama/llama-4-scout", name: "Meta: Llama 4 Scout", prompt: "0.00000008" },
  ],
  ollama: [
    { name: "llama3.2:latest", capabilities: ["completion", "tools"] },
    { name: "qwen2.5vl:7b", capabilities: ["completion", "vision"] },
    { name: "nomic-embed-text:latest", capabilities: ["embedding"] },
  ],
});

const unauthorized = () =>
  Response.json(
    { error: { message: "Incorrect API key provided", code: "invalid_api_key" } },
    { status: 401 },
  );

export async function startFakeModelLists(key = "test-key") {
  const lists = defaultLists();
  const server = await startFetchServer(async (request, seen) => {
    const bearer = seen.headers.get("authorization") === `Bearer ${key}`;
    const path = seen.path;
    if (path === "/openai/v1/models") {
      if (!bearer) return unauthorized();
      return Response.json({
        object: "list",
        data: lists.openai.map((model) => ({
          id: model.id,
          object: "model",
          created: 1_767_225_600,
          owned_by: "system",
          shutdown_date: model.shutdown_date ?? null,
        })),
      });
    }
    if (path === "/anthropic/v1/models") {
      if (seen.headers.get("x-api-key") !== key || !seen.headers.get("anthropic-version")) {
        return Response.json(
          { type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } },
          { status: 401 },
        );
      }
      const limit = Number(seen.query.get("limit") ?? 20);
      const after = seen.query.get("after_id");
      const start = after ? lists.anthropic.findIndex((model) => model.id === after) + 1 : 0;
      const page = lists.anthropic.slice(start, start + limit);
      return Response.json({
        data: page.map((model) => ({
          type: "model",
          id: model.id,
          display_name: model.display_name,
          created_at: "2025-09-29T00:00:00Z",
          capabilities: { image_input: { supported: true } },
        })),
        has_more: start + limit < lists.anthropic.length,
        first_id: page[0]?.id ?? null,
        last_id: page.at(-1)?.id ?? null,
      });
    }
    if (path === "/google/v1beta/models") {
      if (seen.headers.get("x-goog-api-key") !== key) {
        return Response.json(
          { error: { code: 400, message: "API key not valid.", status: "INVALID_ARGUMENT" } },
          { status: 400 },
        );
      }
      return Response.json({
        models: lists.google.map((model) => ({
          name: `models/${model.id}`,
          displayName: model.displayName,
          supportedGenerationMethods: model.methods,
        })),
      });
    }
    if (path === "/deepseek/models") {
      if (!bearer) return unauthorized();
      return Response.json({
        object: "list",
        data: lists.deepseek.map((model) => ({
          id: model.id,
          object: "model",
          owned_by: "deepseek",
        })),
      });
    }
    if (path === "/mistral/v1/models") {
      if (!bearer)
        return Response.json({ message: "Unauthorized", request_id: "r" }, { status: 401 });
      return Response.json({
        object: "list",
        data: lists.mistral.map((model) => ({
          id: model.id,
          object: "model",
          owned_by: "mistralai",
          type: "base",
          capabilities: {
            completion_chat: model.chat ?? false,
            function_calling: model.chat ?? false,
            vision: model.vision ?? false,
          },
          deprecation: model.deprecation ?? null,
          deprecation_replacement_model: model.replacement ?? null,
        })),
      });
    }
    if (path === "/openrouter/api/v1/models") {
      return Response.json({
        data: lists.openrouter.map((model) => ({
          id: model.id,
          canonical_slug: model.id,
          name: model.name,
          context_length: 128_000,
          architecture: {
            input_modalities: model.image ? ["text", "image"] : ["text"],
            output_modalities: ["text"],
          },
          pricing: { prompt: model.prompt, completion: model.prompt },
          supported_parameters: ["tools", "max_tokens"],
          expiration_date: null,
        })),
      });
    }
    if (path === "/ollama/api/tags") {
      return Response.json({
        models: lists.ollama.map((model) => ({ name: model.name, model: model.name, size: 1 })),
      });
    }
    if (path === "/ollama/api/show" && seen.method === "POST") {
      const { model } = (await request.json()) as { model: string };
      const found = lists.ollama.find((entry) => entry.name === model);
      if (!found) return Response.json({ error: `model '${model}' not found` }, { status: 404 });
      return Response.json({ capabilities: found.capabilities, details: {} });
    }
    return Response.json(
      { error: { message: `no fake for ${seen.method} ${path}` } },
      { status: 404 },
    );
  });
  return {
    ...server,
    lists,
    /** Settings pointing every listing provider at this fake, with `key`. */
    env: (): Record<string, string> => ({
      OPENAI_API_KEY: key,
      OPENAI_BASE_URL: `${server.url}/openai/v1`,
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: `${server.url}/anthropic/v1`,
      GOOGLE_GENERATIVE_AI_API_KEY: key,
      GOOGLE_BASE_URL: `${server.url}/google/v1beta`,
      DEEPSEEK_API_KEY: key,
      DEEPSEEK_BASE_URL: `${server.url}/deepseek`,
      MISTRAL_API_KEY: key,
      MISTRAL_BASE_URL: `${server.url}/mistral/v1`,
      OPENROUTER_API_KEY: key,
      OPENROUTER_BASE_URL: `${server.url}/openrouter/api/v1`,
      OLLAMA_BASE_URL: `${server.url}/ollama`,
    }),
  };
}

export type FakeModelLists = Awaited<ReturnType<typeof startFakeModelLists>>;
