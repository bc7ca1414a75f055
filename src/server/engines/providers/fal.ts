import { z } from "zod";
import type { Env } from "@/server/platform/env";
import { failure } from "./failure-reason";
import { type ProviderCall, ProviderHttpError, providerFetch, providerJson } from "./provider-http";
import type { ProviderOutput, ProviderPoll, ProviderTicket, QueueClient } from "./provider-jobs";

type FalEnv = Pick<
  Env,
  "FAL_KEY" | "FAL_QUEUE_BASE_URL" | "FAL_STORAGE_BASE_URL" | "AI_TIMEOUT_MS" | "AI_MAX_RETRIES"
>;

/** fal's synchronous endpoint, which the AI SDK's provider calls for images. */
export const FAL_RUN_URL = "https://fal.run";
export const FAL_QUEUE_URL = "https://queue.fal.run";
export const FAL_STORAGE_URL = "https://rest.alpha.fal.ai";

const submitted = z.object({ request_id: z.string().min(1) });
const status = z.object({
  status: z.enum(["IN_QUEUE", "IN_PROGRESS", "COMPLETED"]),
  queue_position: z.number().nullish(),
  error: z.string().nullish(),
});
const uploadTicket = z.object({ upload_url: z.url(), file_url: z.url() });

/**
 * Status and result live under the app (`owner/app`), not the endpoint's sub-path
 * (`fal-ai/kling-video/v2.1/master/text-to-video` -> `fal-ai/kling-video`).
 */
export const falApp = (endpoint: string) => endpoint.split("/").slice(0, 2).join("/");

const fileRole = (
  key: string,
  mimeType: string | undefined,
  url: string,
): ProviderOutput["role"] => {
  const hint = `${key} ${mimeType ?? ""} ${url}`.toLowerCase();
  if (/video|\.mp4|\.webm|\.mov/.test(hint)) return "video";
  if (/model|mesh|glb|gltf/.test(hint)) return "model";
  return "image";
};

/** Every file in a result (fal answers `{ url, content_type, file_name }` objects, nested). */
export function falOutputs(result: unknown, key = ""): ProviderOutput[] {
  if (Array.isArray(result)) return result.flatMap((item) => falOutputs(item, key));
  if (!result || typeof result !== "object") return [];
  const record = result as Record<string, unknown>;
  if (typeof record.url === "string" && /^https?:/.test(record.url)) {
    const mimeType = typeof record.content_type === "string" ? record.content_type : undefined;
    return [
      {
        role: fileRole(key, mimeType, record.url),
        url: record.url,
        authenticated: false,
        mimeType,
      },
    ];
  }
  return Object.entries(record).flatMap(([name, value]) => falOutputs(value, name));
}

export type FalClient = QueueClient & {
  submit(
    endpoint: string,
    input: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<ProviderTicket>;
  /** Puts a file in fal's storage and returns the URL models read it from. */
  upload(
    bytes: Uint8Array,
    mimeType: string,
    fileName: string,
    signal?: AbortSignal,
  ): Promise<string>;
};

/**
 * fal's queue API (Kling, Wan, LTX, HunyuanVideo, Hunyuan3D, TRELLIS, video matting...):
 * submit, poll status, fetch the result, cancel. Status and result URLs are built from
 * FAL_QUEUE_BASE_URL, never taken from an answer, so the key only goes where it was configured to.
 */
export function createFalClient(env: FalEnv): FalClient | undefined {
  const key = env.FAL_KEY;
  if (!key) return undefined;
  const base = (env.FAL_QUEUE_BASE_URL ?? FAL_QUEUE_URL).replace(/\/+$/, "");
  const storage = (env.FAL_STORAGE_BASE_URL ?? FAL_STORAGE_URL).replace(/\/+$/, "");
  const headers = { authorization: `Key ${key}`, "content-type": "application/json" };
  const call = (signal?: AbortSignal): ProviderCall => ({
    provider: "fal",
    timeoutMs: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
    signal,
  });
  const requestUrl = (ticket: ProviderTicket, suffix = "") =>
    `${base}/${falApp(ticket.endpoint)}/requests/${encodeURIComponent(ticket.id)}${suffix}`;

  async function result(ticket: ProviderTicket, signal?: AbortSignal): Promise<ProviderPoll> {
    try {
      const body = await providerJson(requestUrl(ticket), { headers }, call(signal));
      const outputs = falOutputs(body);
      if (outputs.length === 0) return { state: "failed", failure: failure("other") };
      return { state: "succeeded", outputs };
    } catch (error) {
      // A request that ran and failed answers its result with an error status.
      if (error instanceof ProviderHttpError && error.status < 500 && error.status !== 429) {
        return {
          state: "failed",
          failure: failure(error.status === 401 || error.status === 403 ? "invalid_key" : "other"),
        };
      }
      throw error;
    }
  }

  return {
    provider: "fal",
    async submit(endpoint, input, signal) {
      const body = submitted.parse(
        await providerJson(
          `${base}/${endpoint}`,
          { method: "POST", headers, body: JSON.stringify(input) },
          call(signal),
        ),
      );
      return { provider: "fal", endpoint, id: body.request_id };
    },
    async poll(ticket, signal) {
      const body = status.parse(
        await providerJson(requestUrl(ticket, "/status"), { headers }, call(signal)),
      );
      if (body.status === "IN_QUEUE") {
        return {
          state: "queued",
          queuePosition: body.queue_position ?? undefined,
          progress: undefined,
        };
      }
      if (body.status === "IN_PROGRESS") return { state: "running", progress: undefined };
      if (body.error) return { state: "failed", failure: failure("other") };
      return result(ticket, signal);
    },
    async cancel(ticket, signal) {
      try {
        await providerFetch(
          requestUrl(ticket, "/cancel"),
          { method: "PUT", headers },
          call(signal),
        );
      } catch (error) {
        // 400: already running or finished, which fal can no longer stop.
        if (!(error instanceof ProviderHttpError && error.status === 400)) throw error;
      }
    },
    async download() {
      throw new Error("fal results are public URLs: download them with the guarded downloader");
    },
    async upload(bytes, mimeType, fileName, signal) {
      const ticket = uploadTicket.parse(
        await providerJson(
          `${storage}/storage/upload/initiate`,
          {
            method: "POST",
            headers,
            body: JSON.stringify({ content_type: mimeType, file_name: fileName }),
          },
          call(signal),
        ),
      );
      // The upload URL is pre-signed: it carries its own authorisation, not our key.
      const response = await providerFetch(
        ticket.upload_url,
        {
          method: "PUT",
          headers: { "content-type": mimeType },
          body: new Blob([new Uint8Array(bytes)]),
        },
        call(signal),
      );
      await response.body?.cancel();
      return ticket.file_url;
    },
  };
}

/** fal's image models through the AI SDK (image-generator, seg-swap); `fetch` guards downloads. */
export async function falImageModels(
  apiKey: string,
  baseURL: string,
  fetch: typeof globalThis.fetch,
) {
  const { createFal } = await import("@ai-sdk/fal");
  return createFal({ apiKey, baseURL, fetch });
}
