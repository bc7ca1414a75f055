import type { Env } from "@/server/platform/env";
import { failure } from "./failure-reason";
import type { ProviderOutput, ProviderPoll, ProviderTicket, QueueClient } from "./provider-jobs";
import { providerRefusal } from "./provider-refusal";

type FalEnv = Pick<
  Env,
  "FAL_KEY" | "FAL_QUEUE_BASE_URL" | "FAL_STORAGE_BASE_URL" | "AI_TIMEOUT_MS" | "AI_MAX_RETRIES"
>;

/** fal's synchronous endpoint, which the AI SDK's provider calls for images. */
export const FAL_RUN_URL = "https://fal.run";
/** The hosts @fal-ai/client calls (fal-js request.ts `buildUrl`, config.ts `getRestApiUrl`). */
export const FAL_QUEUE_URL = "https://queue.fal.run";
export const FAL_STORAGE_URL = "https://rest.fal.ai";

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

/** A fetch that gives each attempt the configured timeout, and the caller's signal when set. */
function timedFetch(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };
}

/**
 * fal's queue and storage through its official client, @fal-ai/client (imported on first use):
 * submit, status, result and cancel by request id, so a job keeps its ticket and follows the
 * same request after a restart; uploads through `storage.upload`, which opens them on
 * `rest.fal.ai` (`initiate?storage_type=fal-cdn-v3`) and sends files over 90 MB in 10 MB parts.
 * FAL_QUEUE_BASE_URL and FAL_STORAGE_BASE_URL move those hosts (proxies, tests) through the
 * client's request middleware. Its own retries apply (429 and 502-504, 3 tries; status 5).
 */
export function createFalClient(env: FalEnv): FalClient | undefined {
  const key = env.FAL_KEY;
  if (!key) return undefined;
  const queueBase = (env.FAL_QUEUE_BASE_URL ?? FAL_QUEUE_URL).replace(/\/+$/, "");
  const storageBase = (env.FAL_STORAGE_BASE_URL ?? FAL_STORAGE_URL).replace(/\/+$/, "");
  const rebase = (url: string) =>
    url.startsWith(FAL_QUEUE_URL)
      ? queueBase + url.slice(FAL_QUEUE_URL.length)
      : url.startsWith(FAL_STORAGE_URL)
        ? storageBase + url.slice(FAL_STORAGE_URL.length)
        : url;
  let loaded: Promise<import("@fal-ai/client").FalClient> | undefined;
  const client = () => {
    loaded ??= import("@fal-ai/client").then(({ createFalClient: create }) =>
      create({
        credentials: key,
        fetch: timedFetch(env.AI_TIMEOUT_MS),
        requestMiddleware: async (request) => ({ ...request, url: rebase(request.url) }),
      }),
    );
    return loaded;
  };

  async function result(ticket: ProviderTicket, signal?: AbortSignal): Promise<ProviderPoll> {
    try {
      const { data } = await (await client()).queue.result(ticket.endpoint, {
        requestId: ticket.id,
        abortSignal: signal,
      });
      const outputs = falOutputs(data);
      if (outputs.length === 0) return { state: "failed", failure: failure("other") };
      return { state: "succeeded", outputs };
    } catch (error) {
      // A request that ran and failed answers its result with an error status.
      const status = providerRefusal(error)?.status;
      if (status !== undefined && status < 500 && status !== 429) {
        return {
          state: "failed",
          failure: failure(status === 401 || status === 403 ? "invalid_key" : "other"),
        };
      }
      throw error;
    }
  }

  return {
    provider: "fal",
    async submit(endpoint, input, signal) {
      const submitted = await (await client()).queue.submit(endpoint, {
        input,
        abortSignal: signal,
      });
      return { provider: "fal", endpoint, id: submitted.request_id };
    },
    async poll(ticket, signal) {
      const status = (await (
        await client()
      ).queue.status(ticket.endpoint, {
        requestId: ticket.id,
        logs: false,
        abortSignal: signal,
      })) as { status: string; queue_position?: number; error?: string | null };
      if (status.status === "IN_QUEUE") {
        return { state: "queued", queuePosition: status.queue_position, progress: undefined };
      }
      if (status.status === "IN_PROGRESS") return { state: "running", progress: undefined };
      // A completed request may carry the error it ended with (a cancelled one does).
      if (status.error) return { state: "failed", failure: failure("other") };
      return result(ticket, signal);
    },
    async cancel(ticket, signal) {
      try {
        await (await client()).queue.cancel(ticket.endpoint, {
          requestId: ticket.id,
          abortSignal: signal,
        });
      } catch (error) {
        // 400: already running or finished, which fal can no longer stop.
        if (providerRefusal(error)?.status !== 400) throw error;
      }
    },
    async download() {
      throw new Error("fal results are public URLs: download them with the guarded downloader");
    },
    async upload(bytes, mimeType, fileName) {
      const file = new File([new Uint8Array(bytes)], fileName, { type: mimeType });
      return (await client()).storage.upload(file);
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
