import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake does when it fails instead of answering. */
export type FakeFailure =
  | { kind: "status"; status: number; retryAfterSeconds?: number; message?: string }
  /** Accepts the request and never answers (the caller's timeout fires). */
  | { kind: "hang" }
  /** Streams `afterTokens` tokens, then drops the connection without finishing. */
  | { kind: "cut"; afterTokens: number };

export type FakeScenario = {
  /** The answer, token by token. */
  tokens?: string[];
  /** Pause before the first token and between tokens, in ms. */
  delayMs?: number;
  failure?: FakeFailure;
  /** Fail only the first N requests, then answer normally (e.g. one 429, then success). */
  failTimes?: number;
  /**
   * The whole answer for each request, sent in small pieces instead of `tokens`: `index` counts
   * the requests this scenario has answered (0 first), so a test can send broken JSON once and
   * then good JSON, or pick the answer by the JSON schema the request names (`schemaName`) or
   * by its system prompt; undefined: `tokens`.
   */
  reply?: (request: ChatCompletionBody, index: number) => string | undefined;
};

export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The parsed JSON body: `model`, `messages` (system prompt, image parts), `stream`, ... */
  body: ChatCompletionBody;
  receivedAt: number;
};

export type ChatCompletionBody = {
  model?: string;
  stream?: boolean;
  messages?: Array<{ role: string; content: unknown }>;
  [key: string]: unknown;
};

export type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;

/**
 * What the fake's `GET /v1/models` lists unless a test says otherwise: current ids of each kind
 * Bismo reads from OpenAI's list (chat, image, speech, transcription, embeddings), as OpenAI's
 * list had them in late 2026, and one it shut down.
 */
export const fakeOpenAIModels = [
  "gpt-6.1-sol",
  "gpt-5.1",
  "gpt-5-mini",
  "gpt-image-2",
  "tts-1",
  "gpt-4o-mini-tts",
  "whisper-1",
  "text-embedding-3-small",
  "omni-moderation-latest",
];

/** OpenAI's answer for a model it does not serve (openai-openapi `ErrorResponse`). */
export const modelNotFound = (model: string) => ({
  error: {
    message: `The model \`${model}\` does not exist or you do not have access to it.`,
    type: "invalid_request_error",
    param: null,
    code: "model_not_found",
  },
});

export const defaultTokens = ["Hello", " from", " the", " fake", " model", "."];

/** The name of the JSON schema a structured-output request asks for (`response_format`), if any. */
export function schemaName(request: ChatCompletionBody): string | undefined {
  const format = request.response_format as { json_schema?: { name?: unknown } } | undefined;
  const name = format?.json_schema?.name;
  return typeof name === "string" ? name : undefined;
}

/** `text` in pieces of a few characters, as a model streams it. */
function piecesOf(text: string, size = 12): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += size)
    pieces.push(text.slice(start, start + size));
  return pieces.length > 0 ? pieces : [""];
}

/** Dimensions of the fake's embeddings. */
export const embeddingDimensions = 64;

/**
 * A real embedding's shape from a text's words: each word (lower-cased, with a crude plural and
 * tense stripping) adds to a dimension chosen by its hash, and the vector is normalised. Texts
 * sharing words are near each other, which is what vector search needs in tests.
 */
export function wordVector(text: string): number[] {
  const vector = new Array<number>(embeddingDimensions).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
    const stem = word.replace(/(ing|ed|es|s)$/, "");
    let hash = 0;
    for (const char of stem) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    vector[hash % embeddingDimensions] = (vector[hash % embeddingDimensions] ?? 0) + 1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real HTTP server on 127.0.0.1 speaking OpenAI's chat-completions API (`POST /v1/chat/completions`,
 * streaming SSE or JSON). Point a provider's base URL at `${url}/v1`.
 */
export async function startFakeOpenAI(
  initial: FakeScenario = {},
  options: {
    models?: string[];
    /**
     * Answer as OpenRouter does (openrouter.ai/docs/models): its list's shape (names, modalities,
     * prices per token) with `names`, and 400 "is not a valid model ID" for an unknown model.
     */
    openRouter?: { names: Record<string, string> };
  } = {},
) {
  let scenario: FakeScenario = initial;
  /** The ids `GET /v1/models` lists; requests for any other model are refused as OpenAI does. */
  const models = [...(options.models ?? fakeOpenAIModels)];
  /** Listed, yet refused when asked for, as OpenAI refuses a model it has shut down. */
  const withdrawn: string[] = [];
  let failuresLeft = initial.failTimes ?? Number.POSITIVE_INFINITY;
  let answered = 0;
  const requests: RecordedRequest[] = [];
  /** The texts of each `POST /v1/embeddings`. */
  const embeddingRequests: string[][] = [];
  const sockets = new Set<import("node:net").Socket>();

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const refuse = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "GET" && path.endsWith("/models") && options.openRouter) {
      return refuse(200, {
        data: models.map((id, index) => ({
          id,
          canonical_slug: id,
          name: options.openRouter?.names[id] ?? id,
          created: 1_767_225_600,
          context_length: 128_000,
          architecture: {
            modality: "text->text",
            input_modalities: ["text"],
            output_modalities: ["text"],
          },
          pricing: { prompt: String(0.000001 * (index + 1)), completion: "0.000002" },
          top_provider: { context_length: 128_000, max_completion_tokens: 16_384 },
          supported_parameters: ["max_tokens", "temperature", "tools"],
          expiration_date: null,
        })),
      });
    }
    if (req.method === "GET" && path.endsWith("/models")) {
      return refuse(200, {
        object: "list",
        data: models.map((id) => ({
          id,
          object: "model",
          created: 1_767_225_600,
          owned_by: "system",
          shutdown_date: null,
        })),
      });
    }
    if (req.method === "POST" && path.endsWith("/embeddings")) {
      const request = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        input: string[];
        model: string;
      };
      if (!models.includes(request.model)) return refuse(404, modelNotFound(request.model));
      const input = request.input;
      embeddingRequests.push(input);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          object: "list",
          data: input.map((text, index) => ({
            object: "embedding",
            index,
            embedding: wordVector(text),
          })),
          model: request.model,
          usage: { prompt_tokens: input.length, total_tokens: input.length },
        }),
      );
      return;
    }
    if (req.method !== "POST" || !path.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `No fake for ${req.method} ${path}` } }));
      return;
    }
    let body: ChatCompletionBody = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatCompletionBody;
    } catch {
      res.writeHead(400).end();
      return;
    }
    requests.push({
      method: req.method,
      path,
      authorization: req.headers.authorization,
      body,
      receivedAt: Date.now(),
    });
    if (!models.includes(String(body.model)) || withdrawn.includes(String(body.model))) {
      if (options.openRouter) {
        return refuse(400, {
          error: { code: 400, message: `${body.model} is not a valid model ID` },
        });
      }
      return refuse(404, modelNotFound(String(body.model)));
    }
    const current = scenario;
    const failing = current.failure && failuresLeft > 0;
    if (failing) failuresLeft -= 1;
    const text = current.reply?.(body, answered);
    const tokens = text === undefined ? current.tokens : piecesOf(text);
    if (!failing) answered += 1;
    await answer(res, body, { ...current, tokens }, failing ? current.failure : undefined);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** Base URL without `/v1`, e.g. http://127.0.0.1:41234 */
    url: `http://127.0.0.1:${port}`,
    requests,
    embeddingRequests,
    /** The ids the fake lists now: a test removes one to make OpenAI stop serving it. */
    models,
    /** Ids still listed but answered 404 `model_not_found` (a test adds one). */
    withdrawn,
    /** Replaces the scenario for the requests that follow. */
    setScenario(next: FakeScenario) {
      scenario = next;
      failuresLeft = next.failTimes ?? Number.POSITIVE_INFINITY;
      answered = 0;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function answer(
  res: http.ServerResponse,
  body: ChatCompletionBody,
  scenario: FakeScenario,
  failure: FakeFailure | undefined,
) {
  if (failure?.kind === "hang") return;
  if (failure?.kind === "status") {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (failure.retryAfterSeconds !== undefined)
      headers["retry-after"] = String(failure.retryAfterSeconds);
    res.writeHead(failure.status, headers);
    res.end(
      JSON.stringify({
        error: { message: failure.message ?? `fake failure ${failure.status}`, type: "fake" },
      }),
    );
    return;
  }
  const tokens = scenario.tokens ?? defaultTokens;
  const delayMs = scenario.delayMs ?? 0;
  const model = body.model ?? "fake";
  const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
  const created = Math.floor(Date.now() / 1000);
  const usage = {
    prompt_tokens: 10,
    completion_tokens: tokens.length,
    total_tokens: 10 + tokens.length,
  };

  if (!body.stream) {
    if (delayMs) await sleep(delayMs * tokens.length);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id,
        object: "chat.completion",
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: tokens.join("") },
            finish_reason: "stop",
          },
        ],
        usage,
      }),
    );
    return;
  }

  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  res.flushHeaders();
  const send = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    res.write(
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices, ...extra })}\n\n`,
    );
  send([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]);
  for (const [index, token] of tokens.entries()) {
    if (failure?.kind === "cut" && index >= failure.afterTokens) {
      // Let the tokens sent so far reach the caller before the connection drops.
      await sleep(Math.max(delayMs, 50));
      res.socket?.destroy();
      return;
    }
    if (delayMs) await sleep(delayMs);
    if (res.destroyed) return;
    send([{ index: 0, delta: { content: token }, finish_reason: null }]);
  }
  if (failure?.kind === "cut") {
    await sleep(Math.max(delayMs, 50));
    res.socket?.destroy();
    return;
  }
  send([{ index: 0, delta: {}, finish_reason: "stop" }]);
  send([], { usage });
  res.end("data: [DONE]\n\n");
}
