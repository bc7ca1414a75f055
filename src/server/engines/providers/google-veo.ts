import { z } from "zod";
import type { Env } from "@/server/platform/env";
import { failure } from "./failure-reason";
import { type ProviderCall, providerFetch, providerJson, sameOrigin } from "./provider-http";
import type { ProviderPoll, ProviderTicket, QueueClient } from "./provider-jobs";

type VeoEnv = Pick<
  Env,
  "GOOGLE_GENERATIVE_AI_API_KEY" | "GOOGLE_BASE_URL" | "AI_TIMEOUT_MS" | "AI_MAX_RETRIES"
>;

export const GEMINI_API_URL = "https://generativelanguage.googleapis.com/v1beta";

const operation = z.object({
  name: z.string().min(1),
  done: z.boolean().nullish(),
  error: z.object({ code: z.number().nullish(), message: z.string().nullish() }).nullish(),
  response: z
    .object({
      generateVideoResponse: z
        .object({
          generatedSamples: z
            .array(z.object({ video: z.object({ uri: z.string().nullish() }).nullish() }))
            .nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

export type VeoRequest = {
  model: string;
  prompt: string;
  aspectRatio: "16:9" | "9:16";
  durationSeconds: number | undefined;
  /** The first frame to start from (image-to-video). */
  image?: { bytes: Uint8Array; mimeType: string };
};

export type VeoClient = QueueClient & {
  submit(request: VeoRequest, signal?: AbortSignal): Promise<ProviderTicket>;
};

/**
 * Veo through the Gemini API: `models/{model}:predictLongRunning` starts a long-running
 * operation; `GET /{operation name}` reports `done` and, when done, the generated video's URI,
 * which is downloaded with the same key.
 */
export function createVeoClient(env: VeoEnv): VeoClient | undefined {
  const key = env.GOOGLE_GENERATIVE_AI_API_KEY;
  if (!key) return undefined;
  const base = (env.GOOGLE_BASE_URL ?? GEMINI_API_URL).replace(/\/+$/, "");
  const headers = { "x-goog-api-key": key, "content-type": "application/json" };
  const call = (signal?: AbortSignal): ProviderCall => ({
    provider: "Google",
    timeoutMs: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
    signal,
  });
  return {
    provider: "google",
    async submit(request, signal) {
      const instance: Record<string, unknown> = { prompt: request.prompt };
      if (request.image) {
        instance.image = {
          bytesBase64Encoded: Buffer.from(request.image.bytes).toString("base64"),
          mimeType: request.image.mimeType,
        };
      }
      const parameters: Record<string, unknown> = {
        aspectRatio: request.aspectRatio,
        sampleCount: 1,
      };
      if (request.durationSeconds) parameters.durationSeconds = request.durationSeconds;
      const body = operation.parse(
        await providerJson(
          `${base}/models/${request.model}:predictLongRunning`,
          { method: "POST", headers, body: JSON.stringify({ instances: [instance], parameters }) },
          call(signal),
        ),
      );
      return { provider: "google", endpoint: request.model, id: body.name };
    },
    async poll(ticket, signal): Promise<ProviderPoll> {
      const body = operation.parse(
        await providerJson(`${base}/${ticket.id}`, { headers }, call(signal)),
      );
      if (!body.done) return { state: "running", progress: undefined };
      if (body.error) return { state: "failed", failure: failure("other") };
      const outputs = (body.response?.generateVideoResponse?.generatedSamples ?? []).flatMap(
        (sample) => {
          const uri = sample.video?.uri;
          return uri
            ? [
                {
                  role: "video" as const,
                  url: uri,
                  authenticated: sameOrigin(uri, base),
                  mimeType: "video/mp4",
                },
              ]
            : [];
        },
      );
      // Veo answers done with no sample when its safety filters removed the video.
      if (outputs.length === 0) return { state: "failed", failure: failure("other") };
      return { state: "succeeded", outputs };
    },
    // The Gemini API offers no cancel for video operations; the job stops polling instead.
    async cancel() {},
    async download(output, signal) {
      if (!output.authenticated || !sameOrigin(output.url, base)) {
        throw new Error("Only files on the configured Gemini API are fetched with its key");
      }
      return providerFetch(output.url, { headers: { "x-goog-api-key": key } }, call(signal));
    },
  };
}
