import { startFetchServer } from "./fetch-server";
import { wordVector } from "./openai-server";

/** A model the fake has "pulled", with its `/api/show` capabilities. */
export type FakeOllamaModel = { name: string; capabilities: string[] };

export const fakeOllamaModels = (): FakeOllamaModel[] => [
  { name: "llama3.2:latest", capabilities: ["completion", "tools"] },
  { name: "qwen2.5vl:7b", capabilities: ["completion", "vision"] },
  { name: "nomic-embed-text:latest", capabilities: ["embedding"] },
];

/** Ollama's native error (server/routes.go: `{"error": "model 'x' not found"}`). */
const nativeError = (status: number, error: string) => Response.json({ error }, { status });

/** Its OpenAI-compatible error (openai/openai.go `NewError`: 404 is `not_found_error`). */
const openAIError = (status: number, message: string) =>
  Response.json(
    {
      error: {
        message,
        type: status === 404 ? "not_found_error" : "invalid_request_error",
        param: null,
        code: null,
      },
    },
    { status },
  );

type ChatBody = {
  model: string;
  stream?: boolean;
  messages: { role: string; content: unknown }[];
};

/** One chat completion as Ollama's `/v1/chat/completions` streams it (SSE, then `[DONE]`). */
function streamed(model: string, text: string): Response {
  const id = "chatcmpl-1";
  const created = 1_767_225_600;
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      system_fingerprint: "fp_ollama",
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const words = text.split(/(?<= )/);
  const body = [
    ...words.map((word, index) =>
      chunk(index === 0 ? { role: "assistant", content: word } : { content: word }, null),
    ),
    chunk({}, "stop"),
    `data: ${JSON.stringify({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      choices: [],
      usage: {
        prompt_tokens: 12,
        completion_tokens: words.length,
        total_tokens: 12 + words.length,
      },
    })}\n\n`,
    "data: [DONE]\n\n",
  ].join("");
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

/**
 * Ollama on 127.0.0.1 in its documented shapes (ollama/ollama docs/api.md and
 * docs/api/openai-compatibility.mdx): `GET /api/version`, `GET /api/tags` (the pulled models),
 * `POST /api/show` (each one's `capabilities`), `POST /v1/chat/completions` (streamed or not),
 * `POST /v1/embeddings` and `POST /api/embed`. Like Ollama it refuses a model it has not pulled
 * (404), chat with an embedder and embeddings from a chat model (400).
 */
export async function startFakeOllama(models: FakeOllamaModel[] = fakeOllamaModels()) {
  const chats: ChatBody[] = [];
  const embedded: string[][] = [];
  const pulled = (name: string) => models.find((model) => model.name === name);
  const server = await startFetchServer(async (request, seen) => {
    const { method, path } = seen;
    if (method === "GET" && path === "/api/version") return Response.json({ version: "0.13.0" });
    if (method === "GET" && path === "/api/tags") {
      return Response.json({
        models: models.map((model) => ({
          name: model.name,
          model: model.name,
          modified_at: "2026-11-01T10:00:00Z",
          size: 2_019_393_189,
          digest: "a80c4f17acd5",
          details: { format: "gguf", family: model.name.split(/[.:0-9]/)[0] },
        })),
      });
    }
    if (method === "POST" && path === "/api/show") {
      const { model } = (await request.json()) as { model: string };
      const found = pulled(model);
      if (!found) return nativeError(404, `model '${model}' not found`);
      return Response.json({
        capabilities: found.capabilities,
        details: { format: "gguf" },
        model_info: {},
      });
    }
    if (method === "POST" && path === "/v1/chat/completions") {
      const body = (await request.json()) as ChatBody;
      const found = pulled(body.model);
      if (!found) return openAIError(404, `model '${body.model}' not found`);
      if (!found.capabilities.includes("completion")) {
        return openAIError(400, `"${body.model}" does not support chat`);
      }
      chats.push(body);
      const text = `Hello from ${body.model} on Ollama.`;
      if (body.stream) return streamed(body.model, text);
      return Response.json({
        id: "chatcmpl-1",
        object: "chat.completion",
        created: 1_767_225_600,
        model: body.model,
        choices: [
          { index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" },
        ],
        usage: { prompt_tokens: 12, completion_tokens: 6, total_tokens: 18 },
      });
    }
    if (method === "POST" && (path === "/v1/embeddings" || path === "/api/embed")) {
      const body = (await request.json()) as { model: string; input: string | string[] };
      const found = pulled(body.model);
      const fail = path === "/api/embed" ? nativeError : openAIError;
      if (!found) return fail(404, `model '${body.model}' not found`);
      if (!found.capabilities.includes("embedding")) {
        return fail(400, `"${body.model}" does not support embeddings`);
      }
      const input = typeof body.input === "string" ? [body.input] : body.input;
      embedded.push(input);
      if (path === "/api/embed") {
        return Response.json({ model: body.model, embeddings: input.map(wordVector) });
      }
      return Response.json({
        object: "list",
        data: input.map((text, index) => ({
          object: "embedding",
          embedding: wordVector(text),
          index,
        })),
        model: body.model,
        usage: { prompt_tokens: input.length, total_tokens: input.length },
      });
    }
    return nativeError(404, "404 page not found");
  });
  return {
    ...server,
    models,
    /** Each chat request's body (its model, messages and image parts). */
    chats,
    /** The texts of each embedding request. */
    embedded,
  };
}

export type FakeOllama = Awaited<ReturnType<typeof startFakeOllama>>;
