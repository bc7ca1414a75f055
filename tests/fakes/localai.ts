import { startFetchServer } from "./fetch-server";
import { pngImage } from "./images";

/** What the fake LocalAI serves: a chat model, an image model, a speech and a Whisper model. */
export const localAIModels = [
  { id: "llama-3.2-1b-instruct", capabilities: ["chat", "completion"] },
  { id: "stablediffusion", capabilities: ["image"] },
  { id: "kokoro", capabilities: ["tts"] },
  { id: "whisper-base", capabilities: ["transcript"] },
];

/** LocalAI's error body (core/schema `ErrorResponse`: `{error: {code, message, type}}`). */
const refuse = (status: number, message: string, type = "") =>
  Response.json({ error: { code: status, message, type } }, { status });

/** The most pixels a side the fake's Stable Diffusion backend draws. */
const maxSide = 2048;

/**
 * LocalAI on 127.0.0.1, as its OpenAI endpoints answer (core/http/endpoints/openai/list.go,
 * list_capabilities.go, image.go): `GET /v1/models`, `GET /v1/models/capabilities`, and `POST
 * /v1/images/generations` drawing real PNGs of the size asked, as base64 (`b64_json`) or as a
 * URL it then serves. It refuses a model it does not have (404, as its request middleware
 * does), a model that does not draw, and a size it cannot read.
 */
export async function startFakeLocalAI() {
  const drawn: { model: string; prompt: string; size: string; n: number; format: string }[] = [];
  const generated = new Map<string, Buffer>();
  const server = await startFetchServer(async (request, seen) => {
    if (seen.method === "GET" && seen.path === "/v1/models") {
      return Response.json({
        object: "list",
        data: localAIModels.map((model) => ({ id: model.id, object: "model" })),
      });
    }
    if (seen.method === "GET" && seen.path === "/v1/models/capabilities") {
      return Response.json({
        object: "list",
        data: localAIModels.map((model) => ({
          id: model.id,
          object: "model",
          capabilities: model.capabilities,
          input_modalities: ["text"],
          output_modalities: model.capabilities.includes("image") ? ["image"] : ["text"],
        })),
      });
    }
    if (seen.method === "GET" && seen.path.startsWith("/generated-images/")) {
      const image = generated.get(seen.path.slice("/generated-images/".length));
      if (!image) return refuse(404, "not found");
      return new Response(new Uint8Array(image), { headers: { "content-type": "image/png" } });
    }
    if (seen.method === "POST" && seen.path === "/v1/images/generations") {
      const body = (await request.json()) as {
        model?: string;
        prompt?: string;
        n?: number;
        size?: string;
        response_format?: string;
      };
      const model = localAIModels.find((entry) => entry.id === body.model);
      if (!model) {
        return refuse(
          404,
          `model "${body.model}" not found. To see available models, call GET /v1/models`,
          "invalid_request_error",
        );
      }
      if (!model.capabilities.includes("image")) {
        return refuse(500, `could not load model ${model.id}: it does not generate images`);
      }
      // image.go: a size without "x" falls back to 512x512; one it cannot read is refused.
      const size = body.size?.includes("x") ? body.size : "512x512";
      const [width, height] = size.split("x").map((part) => Number(part));
      if (!Number.isInteger(width) || !Number.isInteger(height) || !width || !height) {
        return refuse(500, "invalid value for 'size'");
      }
      if (width > maxSide || height > maxSide) {
        return refuse(500, `the backend draws at most ${maxSide} pixels a side`);
      }
      const n = body.n || 1;
      const format = body.response_format ?? "url";
      drawn.push({ model: model.id, prompt: body.prompt ?? "", size, n, format });
      const data = [];
      for (let index = 0; index < n; index++) {
        const png = await pngImage(width, height, index % 2 ? "#0f766e" : "#7c3aed");
        if (format === "b64_json") {
          data.push({ b64_json: png.toString("base64") });
        } else {
          const name = `b64${drawn.length}-${index}.png`;
          generated.set(name, png);
          data.push({ url: `${server.url}/generated-images/${name}` });
        }
      }
      return Response.json({ created: 1_767_225_600, id: `img-${drawn.length}`, data });
    }
    return refuse(404, `no route for ${seen.method} ${seen.path}`);
  });
  return { ...server, drawn };
}

export type FakeLocalAI = Awaited<ReturnType<typeof startFakeLocalAI>>;
