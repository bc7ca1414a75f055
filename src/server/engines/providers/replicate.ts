import type { Env } from "@/server/platform/env";
import { failure } from "./failure-reason";
import type { ProviderOutput, ProviderPoll, ProviderTicket, QueueClient } from "./provider-jobs";
import { providerRefusal } from "./provider-refusal";

type ReplicateEnv = Pick<
  Env,
  "REPLICATE_API_TOKEN" | "REPLICATE_BASE_URL" | "AI_TIMEOUT_MS" | "AI_MAX_RETRIES"
>;

export const REPLICATE_API_URL = "https://api.replicate.com/v1";

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

/**
 * What a prediction's status means for the job (replicate-javascript `Status`;
 * replicate.com/docs/topics/predictions/lifecycle): `aborted` is a prediction that passed its
 * deadline before it started, which the SDK's own `wait()` does not treat as an end.
 */
export function predictionPoll(prediction: {
  status: string;
  output?: unknown;
  logs?: string | null;
}): ProviderPoll {
  switch (prediction.status) {
    case "starting":
      return { state: "queued", queuePosition: undefined, progress: undefined };
    case "processing":
      return { state: "running", progress: progressFromLogs(prediction.logs) };
    case "aborted":
      return {
        state: "failed",
        failure: {
          kind: "unavailable",
          message:
            "Replicate gave up on the request before it started (it waited past its deadline). Please try again later.",
        },
      };
    case "succeeded": {
      const outputs = outputFiles(prediction.output);
      return outputs.length > 0
        ? { state: "succeeded", outputs }
        : { state: "failed", failure: failure("other") };
    }
    default:
      return { state: "failed", failure: failure("other") };
  }
}

/**
 * Replicate's predictions through its official client, `replicate` (imported on first use):
 * create, get (status, logs, output), cancel. Bismo follows a prediction itself (a job keeps its
 * id and resumes after a restart) instead of the client's `wait()`, which would spin on
 * `aborted`. The client retries reads on 429 and 5xx, and a create on 429 only.
 */
export function createReplicateClient(env: ReplicateEnv): ReplicateClient | undefined {
  const token = env.REPLICATE_API_TOKEN;
  if (!token) return undefined;
  const baseUrl = (env.REPLICATE_BASE_URL ?? REPLICATE_API_URL).replace(/\/+$/, "");
  let loaded: Promise<import("replicate").default> | undefined;
  const client = () => {
    loaded ??= import("replicate").then(
      ({ default: Replicate }) =>
        new Replicate({
          auth: token,
          baseUrl,
          fetch: (input, init) => {
            const timeout = AbortSignal.timeout(env.AI_TIMEOUT_MS);
            const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
            return fetch(input, { ...init, signal });
          },
        }),
    );
    return loaded;
  };
  return {
    provider: "replicate",
    async submit(model, input, signal) {
      // `owner/name` of an official model, or `owner/name:version` of any other.
      const [name = model, version] = model.split(":");
      const created = await (await client()).predictions.create(
        version ? { version, input, signal } : { model: name, input, signal },
      );
      return { provider: "replicate", endpoint: model, id: created.id };
    },
    async poll(ticket) {
      return predictionPoll(await (await client()).predictions.get(ticket.id));
    },
    async cancel(ticket) {
      try {
        await (await client()).predictions.cancel(ticket.id);
      } catch (error) {
        // A prediction that already finished cannot be cancelled any more.
        if (providerRefusal(error)?.status !== 409) throw error;
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
