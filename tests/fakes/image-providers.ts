import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export type FakeImageRequest = { path: string; body: string; contentType: string };

/** How the fake answers next: after a delay (or held until released), with an error status, or with a result URL of the test's choosing. */
export type FakeImageBehaviour = {
  delayMs?: number;
  /** Holds every answer until `release()` (or the client goes away). */
  hold?: boolean;
  failStatus?: number;
  /** fal and Replicate: the URL given as the result, instead of the fake's own file. */
  resultUrl?: string;
};

const palette = ["#2563eb", "#db2777", "#16a34a", "#f59e0b", "#7c3aed", "#0891b2"];

/** A real PNG of the asked size: a diagonal gradient between two colours picked by `seed`. */
async function image(width: number, height: number, seed: number): Promise<Buffer> {
  const from = palette[seed % palette.length];
  const to = palette[(seed + 3) % palette.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#ffffff" fill-opacity="0.35"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const sizeOf = (size: unknown, fallback = 256) => {
  const [width, height] =
    typeof size === "string" ? size.split("x").map(Number) : [fallback, fallback];
  return { width: width || fallback, height: height || fallback };
};

/** What the fake's OpenAI and Google lists have (and the only image models they serve). */
export const fakeImageModels = {
  openai: ["gpt-image-2", "gpt-image-1"],
  /** Listed past its shutdown date (2026-05-12): Bismo keeps it out. */
  openaiRetired: ["dall-e-3"],
  google: ["gemini-3.1-flash-image"],
};

/**
 * Whether OpenAI's Images API takes `size` for `model` (openai-node images.ts `size`): dall-e-3
 * 1024x1024, 1792x1024 or 1024x1792; gpt-image-1 1024x1024, 1536x1024 or 1024x1536 (or auto);
 * gpt-image-2 any WxH with edges multiples of 16, at most 3840, ratio up to 3:1.
 */
function openAISizeOk(model: string, size: string): boolean {
  if (size === "auto") return model.startsWith("gpt-image");
  if (model === "dall-e-3") return ["1024x1024", "1792x1024", "1024x1792"].includes(size);
  if (model.startsWith("gpt-image-1"))
    return ["1024x1024", "1536x1024", "1024x1536"].includes(size);
  const [width = 0, height = 0] = size.split("x").map(Number);
  return (
    width % 16 === 0 &&
    height % 16 === 0 &&
    Math.max(width, height) <= 3840 &&
    Math.max(width, height) / Math.min(width, height) <= 3
  );
}

/**
 * The image APIs Bismo calls, on one local port, answering with real PNG bytes made with sharp:
 * OpenAI (`/openai/v1/models`, `/openai/v1/images/generations` and `/edits`, base64; an unlisted
 * model answers 404 `model_not_found`, a size the model does not draw 400), Google
 * (`/google/v1beta/models`, Gemini image models' `:generateContent` with one image per call, and
 * Imagen's `:predict` answering 404 as it does since its shutdown), fal (`/fal/<model>`, result
 * URLs) and Replicate (`/replicate/v1/...predictions`, result URLs). Pictures are small (at
 * most 256 px) to keep tests fast.
 */
export async function startFakeImageProviders() {
  const requests: FakeImageRequest[] = [];
  const behaviour: FakeImageBehaviour = {};
  const held = new Set<() => void>();
  let counter = 0;
  const files = new Map<string, Buffer>();

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("latin1");
    const path = request.url ?? "/";
    if (request.method === "GET" && path.startsWith("/redirect?to=")) {
      const to = decodeURIComponent(path.slice("/redirect?to=".length));
      return void response.writeHead(302, { location: to }).end();
    }
    if (request.method === "GET" && path.startsWith("/files/")) {
      const file = files.get(path);
      if (!file) return void response.writeHead(404).end();
      return void response.writeHead(200, { "content-type": "image/png" }).end(file);
    }
    // The providers' lists, read by Bismo's model discovery: not among the image requests.
    const listJson = (value: unknown) =>
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
    if (request.method === "GET" && path === "/openai/v1/models") {
      return void listJson({
        object: "list",
        data: [
          ...fakeImageModels.openai.map((id) => ({ id, object: "model", shutdown_date: null })),
          ...fakeImageModels.openaiRetired.map((id) => ({
            id,
            object: "model",
            shutdown_date: "2026-05-12",
          })),
        ],
      });
    }
    if (request.method === "GET" && path.startsWith("/google/v1beta/models?")) {
      return void listJson({
        models: [
          ...fakeImageModels.google.map((id) => ({
            name: `models/${id}`,
            displayName: "Gemini 3.1 Flash Image",
            supportedGenerationMethods: ["generateContent"],
          })),
          { name: "models/imagen-4.0-generate-001", supportedGenerationMethods: ["predict"] },
        ],
      });
    }
    requests.push({ path, body, contentType: request.headers["content-type"] ?? "" });
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (behaviour.hold) {
      await new Promise<void>((resolve) => {
        held.add(resolve);
        request.on("close", resolve);
        response.on("close", resolve);
      });
      if (response.destroyed) return;
    }
    if (behaviour.failStatus) {
      return void response
        .writeHead(behaviour.failStatus, { "content-type": "application/json" })
        .end(
          JSON.stringify({
            error: { message: "fake provider failure", detail: "fake provider failure" },
          }),
        );
    }
    const json = (value: unknown) =>
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
    const parsed = request.headers["content-type"]?.includes("json")
      ? (JSON.parse(body || "{}") as Record<string, unknown>)
      : {};
    const seed = counter++;
    const small = (size: { width: number; height: number }) => {
      const scale = Math.min(1, 256 / Math.max(size.width, size.height));
      return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
    };
    const publish = async (width: number, height: number, index: number) => {
      const name = `/files/${seed}-${index}.png`;
      files.set(name, await image(width, height, seed + index));
      const address = server.address() as AddressInfo;
      return behaviour.resultUrl ?? `http://127.0.0.1:${address.port}${name}`;
    };

    const refuse = (status: number, error: Record<string, unknown>) =>
      response
        .writeHead(status, { "content-type": "application/json" })
        .end(JSON.stringify({ error }));
    if (path.startsWith("/openai/v1/images/")) {
      const model = String(parsed.model ?? /name="model"\r\n\r\n([\w.-]+)/.exec(body)?.[1] ?? "");
      const size = String(
        parsed.size ?? /name="size"\r\n\r\n([\dxa-z]+)/.exec(body)?.[1] ?? "auto",
      );
      const count = Number(parsed.n ?? /name="n"\r\n\r\n(\d+)/.exec(body)?.[1] ?? 1);
      if (!fakeImageModels.openai.includes(model)) {
        return void refuse(404, {
          message: `The model \`${model}\` does not exist or you do not have access to it.`,
          type: "invalid_request_error",
          param: null,
          code: "model_not_found",
        });
      }
      if (!openAISizeOk(model, size)) {
        return void refuse(400, {
          message: `Invalid value: '${size}'. Supported values for ${model} differ.`,
          type: "invalid_request_error",
          param: "size",
          code: "invalid_value",
        });
      }
      const { width, height } = small(sizeOf(size === "auto" ? "1024x1024" : size, 1024));
      const data = await Promise.all(
        Array.from({ length: count }, async (_, index) => ({
          b64_json: (await image(width, height, seed + index)).toString("base64"),
        })),
      );
      return void json({ created: Math.floor(Date.now() / 1000), data });
    }
    const gemini = /^\/google\/v1beta\/models\/([\w.-]+):generateContent$/.exec(path);
    if (gemini) {
      if (!fakeImageModels.google.includes(gemini[1]!)) {
        return void refuse(404, {
          code: 404,
          message: `models/${gemini[1]} is not found for API version v1beta, or is not supported for generateContent.`,
          status: "NOT_FOUND",
        });
      }
      const config = (parsed.generationConfig ?? {}) as {
        responseModalities?: string[];
        imageConfig?: { aspectRatio?: string };
        candidateCount?: number;
      };
      if (!config.responseModalities?.includes("IMAGE")) {
        return void refuse(400, {
          code: 400,
          message: "responseModalities must include IMAGE",
          status: "INVALID_ARGUMENT",
        });
      }
      const [w = 1, h = 1] = (config.imageConfig?.aspectRatio ?? "1:1").split(":").map(Number);
      const { width, height } = small({
        width: 1024 * (w / Math.max(w, h)),
        height: 1024 * (h / Math.max(w, h)),
      });
      return void json({
        candidates: [
          {
            content: {
              role: "model",
              parts: [
                {
                  inlineData: {
                    mimeType: "image/png",
                    data: (await image(width, height, seed)).toString("base64"),
                  },
                },
              ],
            },
            finishReason: "STOP",
          },
        ],
        usageMetadata: { promptTokenCount: 8, candidatesTokenCount: 1290, totalTokenCount: 1298 },
      });
    }
    if (/^\/google\/v1beta\/models\/imagen[\w.-]+:predict$/.test(path)) {
      return void refuse(404, {
        code: 404,
        message: "Imagen models are no longer available in the Gemini API.",
        status: "NOT_FOUND",
      });
    }
    if (path.startsWith("/google/")) {
      const parameters = (parsed.parameters ?? {}) as { sampleCount?: number };
      const predictions = await Promise.all(
        Array.from({ length: parameters.sampleCount ?? 1 }, async (_, index) => ({
          bytesBase64Encoded: (await image(256, 256, seed + index)).toString("base64"),
          mimeType: "image/png",
        })),
      );
      return void json({ predictions });
    }
    if (path.startsWith("/fal/")) {
      const size = (parsed.image_size ?? { width: 256, height: 256 }) as {
        width: number;
        height: number;
      };
      const { width, height } = small(size);
      const count = Number(parsed.num_images ?? 1);
      const images = await Promise.all(
        Array.from({ length: count }, async (_, index) => ({
          url: await publish(width, height, index),
          width,
          height,
          content_type: "image/png",
        })),
      );
      if (path.includes("birefnet")) return void json({ image: images[0] });
      return void json({ images, seed });
    }
    if (path.startsWith("/replicate/")) {
      const input = (parsed.input ?? {}) as {
        num_outputs?: number;
        width?: number;
        height?: number;
      };
      const { width, height } = small({ width: input.width ?? 1024, height: input.height ?? 1024 });
      const output = await Promise.all(
        Array.from({ length: input.num_outputs ?? 1 }, (_, index) => publish(width, height, index)),
      );
      return void json({ id: `p${seed}`, status: "succeeded", output });
    }
    response
      .writeHead(404, { "content-type": "application/json" })
      .end(JSON.stringify({ error: "no such fake route" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    behaviour,
    /** Lets every held answer go. */
    release() {
      for (const resolve of held) resolve();
      held.clear();
    },
    /** Settings that point every image provider at this fake. */
    env: (): Record<string, string> => ({
      OPENAI_API_KEY: "fake-openai-key",
      OPENAI_BASE_URL: `${url}/openai/v1`,
      GOOGLE_GENERATIVE_AI_API_KEY: "fake-google-key",
      GOOGLE_BASE_URL: `${url}/google/v1beta`,
      FAL_KEY: "fake-fal-key",
      FAL_BASE_URL: `${url}/fal`,
      REPLICATE_API_TOKEN: "fake-replicate-token",
      REPLICATE_BASE_URL: `${url}/replicate/v1`,
      DOWNLOAD_ALLOWED_HOSTS: url.replace("http://", ""),
    }),
    close: async () => {
      for (const resolve of held) resolve();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeImageProviders = Awaited<ReturnType<typeof startFakeImageProviders>>;
