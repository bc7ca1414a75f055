import { z } from "zod";
import type { Env } from "@/server/platform/env";
import { failure } from "./failure-reason";
import { type ProviderCall, providerFetch, providerJson, sameOrigin } from "./provider-http";
import type { ProviderPoll, ProviderTicket, QueueClient } from "./provider-jobs";

type SoraEnv = Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "AI_TIMEOUT_MS" | "AI_MAX_RETRIES">;

export const OPENAI_API_URL = "https://api.openai.com/v1";

const video = z.object({
  id: z.string().min(1),
  status: z.enum(["queued", "in_progress", "completed", "failed"]),
  progress: z.number().nullish(),
  error: z.object({ code: z.string().nullish(), message: z.string().nullish() }).nullish(),
});

/** Sora's clip lengths and sizes (the Videos API takes these and no others). */
export const soraSeconds = ["4", "8", "12"] as const;

/**
 * The first frame as the Videos API takes it: exactly the video's size ("Inpaint image must
 * match the requested width and height" otherwise) and a JPEG, PNG or WebP. Cropped to the
 * shape from its centre, then scaled; sent as PNG. The upload is the owner's own image, already
 * checked to be one; sharp's pixel limit still bounds what it decodes.
 */
export async function referenceFrame(
  image: { bytes: Uint8Array },
  size: SoraRequest["size"],
): Promise<{ bytes: Uint8Array; mimeType: "image/png" }> {
  const [width, height] = size.split("x").map(Number) as [number, number];
  const { default: sharp } = await import("sharp");
  const bytes = await sharp(image.bytes, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(width, height, { fit: "cover", position: "centre" })
    .png()
    .toBuffer();
  return { bytes: new Uint8Array(bytes), mimeType: "image/png" };
}
export type SoraRequest = {
  model: string;
  prompt: string;
  seconds: (typeof soraSeconds)[number];
  size: "1280x720" | "720x1280";
  /** The first frame to start from (image-to-video). */
  image?: { bytes: Uint8Array; mimeType: string };
};

export type SoraClient = QueueClient & {
  submit(request: SoraRequest, signal?: AbortSignal): Promise<ProviderTicket>;
};

/**
 * OpenAI's Videos API (Sora): `POST /videos` starts a render, `GET /videos/{id}` reports its
 * status and percentage, `GET /videos/{id}/content` serves the MP4 (and `?variant=thumbnail`
 * its poster) with the same key (openai-node src/resources/videos.ts; openai-openapi
 * `CreateVideoMultipartBody`). OpenAI announced the API's shutdown for 2026-09-24: Bismo offers
 * Sora only while OpenAI's model list still lists a `sora-*` model (decision 0026). Hand-built
 * rather than through `openai`: 7.9 MB of client for three calls to an API on its way out.
 */
export function createSoraClient(env: SoraEnv): SoraClient | undefined {
  const key = env.OPENAI_API_KEY;
  if (!key) return undefined;
  const base = (env.OPENAI_BASE_URL ?? OPENAI_API_URL).replace(/\/+$/, "");
  const authorization = `Bearer ${key}`;
  const call = (signal?: AbortSignal): ProviderCall => ({
    provider: "OpenAI",
    timeoutMs: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
    signal,
  });
  return {
    provider: "openai",
    async submit(request, signal) {
      const form = new FormData();
      form.set("model", request.model);
      form.set("prompt", request.prompt);
      form.set("seconds", request.seconds);
      form.set("size", request.size);
      if (request.image) {
        const reference = await referenceFrame(request.image, request.size);
        form.set(
          "input_reference",
          new File([new Uint8Array(reference.bytes)], "reference.png", {
            type: reference.mimeType,
          }),
        );
      }
      const body = video.parse(
        await providerJson(
          `${base}/videos`,
          { method: "POST", headers: { authorization }, body: form },
          call(signal),
        ),
      );
      return { provider: "openai", endpoint: request.model, id: body.id };
    },
    async poll(ticket, signal): Promise<ProviderPoll> {
      const body = video.parse(
        await providerJson(
          `${base}/videos/${encodeURIComponent(ticket.id)}`,
          { headers: { authorization } },
          call(signal),
        ),
      );
      const progress = body.progress == null ? undefined : body.progress / 100;
      if (body.status === "queued") return { state: "queued", queuePosition: undefined, progress };
      if (body.status === "in_progress") return { state: "running", progress };
      if (body.status === "failed") return { state: "failed", failure: failure("other") };
      const content = `${base}/videos/${encodeURIComponent(ticket.id)}/content`;
      return {
        state: "succeeded",
        outputs: [
          { role: "video", url: content, authenticated: true, mimeType: "video/mp4" },
          {
            role: "thumbnail",
            url: `${content}?variant=thumbnail`,
            authenticated: true,
            mimeType: undefined,
          },
        ],
      };
    },
    // The Videos API has no way to stop a render; the job stops polling and drops the result.
    async cancel() {},
    async download(output, signal) {
      if (!output.authenticated || !sameOrigin(output.url, base)) {
        throw new Error("Only files on the configured OpenAI API are fetched with its key");
      }
      return providerFetch(output.url, { headers: { authorization } }, call(signal));
    },
  };
}
