import { z } from "zod";
import type { Env } from "@/server/platform/env";
import { failure } from "./failure-reason";
import { type ProviderCall, ProviderHttpError, providerFetch, providerJson } from "./provider-http";
import type { ProviderOutput, ProviderPoll, ProviderTicket, QueueClient } from "./provider-jobs";

type ReplicateEnv = Pick<
  Env,
  "REPLICATE_API_TOKEN" | "REPLICATE_BASE_URL" | "AI_TIMEOUT_MS" | "AI_MAX_RETRIES"
>;

export const REPLICATE_API_URL = "https://api.replicate.com/v1";

const prediction = z.object({
  id: z.string().min(1),
  status: z.enum(["starting", "processing", "succeeded", "failed", "canceled"]),
  output: z.unknown().optional(),
  logs: z.string().nullish(),
});

/** The last percentage a model printed in its logs (progress bars end lines with `45%|`). */
export function progressFromLogs(logs: string | null | undefined): number | undefined {
  const matches = [...(logs ?? "").matchAll(/(\d{1,3})%\|/g)];
  const last = matches.at(-1)?.[1];
  return last === undefined ? undefined : Math.min(100, Number(last)) / 100;
}

function outputFiles(output: unknown): ProviderOutput[] {
  const urls = (Array.isArray(output) ? output : [output]).flatMap((item) =>
    typeof item === "string" && /^https?:/.test(item)
      ? [item]
      : item && typeof item === "object"
        ? Object.values(item).filter(
            (v): v is string => typeof v === "string" && /^https?:/.test(v),
          )
        : [],
  );
  return urls.map((url) => ({
    role: /\.(mp4|webm|mov)(\?|$)/i.test(url)
      ? "video"
      : /\.(glb|gltf|obj)(\?|$)/i.test(url)
        ? "model"
        : "image",
    url,
    authenticated: false,
    mimeType: undefined,
  }));
}

export type ReplicateClient = QueueClient & {
  /** `model` is `owner/name` of an official model (no version hash needed). */
  submit(
    model: string,
    input: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<ProviderTicket>;
};

/** Replicate's predictions API: create, get (status, logs, output), cancel. */
export function createReplicateClient(env: ReplicateEnv): ReplicateClient | undefined {
  const token = env.REPLICATE_API_TOKEN;
  if (!token) return undefined;
  const base = (env.REPLICATE_BASE_URL ?? REPLICATE_API_URL).replace(/\/+$/, "");
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const call = (signal?: AbortSignal): ProviderCall => ({
    provider: "Replicate",
    timeoutMs: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
    signal,
  });
  return {
    provider: "replicate",
    async submit(model, input, signal) {
      const body = prediction.parse(
        await providerJson(
          `${base}/models/${model}/predictions`,
          { method: "POST", headers, body: JSON.stringify({ input }) },
          call(signal),
        ),
      );
      return { provider: "replicate", endpoint: model, id: body.id };
    },
    async poll(ticket, signal): Promise<ProviderPoll> {
      const body = prediction.parse(
        await providerJson(
          `${base}/predictions/${encodeURIComponent(ticket.id)}`,
          { headers },
          call(signal),
        ),
      );
      if (body.status === "starting")
        return { state: "queued", queuePosition: undefined, progress: undefined };
      if (body.status === "processing")
        return { state: "running", progress: progressFromLogs(body.logs) };
      if (body.status !== "succeeded") return { state: "failed", failure: failure("other") };
      const outputs = outputFiles(body.output);
      return outputs.length > 0
        ? { state: "succeeded", outputs }
        : { state: "failed", failure: failure("other") };
    },
    async cancel(ticket, signal) {
      try {
        const response = await providerFetch(
          `${base}/predictions/${encodeURIComponent(ticket.id)}/cancel`,
          { method: "POST", headers },
          call(signal),
        );
        await response.body?.cancel();
      } catch (error) {
        // A prediction that already finished cannot be cancelled any more.
        if (!(error instanceof ProviderHttpError && error.status === 409)) throw error;
      }
    },
    async download() {
      throw new Error(
        "Replicate results are public URLs: download them with the guarded downloader",
      );
    },
  };
}

/** Replicate's image models through the AI SDK (image-generator); `fetch` guards downloads. */
export async function replicateImageModels(
  apiToken: string,
  baseURL: string,
  fetch: typeof globalThis.fetch,
) {
  const { createReplicate } = await import("@ai-sdk/replicate");
  return createReplicate({ apiToken, baseURL, fetch });
}
