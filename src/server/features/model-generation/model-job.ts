import {
  isGlb,
  type ModelFormat,
  ModelReadError,
  modelFormats,
  modelStats,
} from "@/server/engines/models-3d/convert-model";
import { describeProviderError } from "@/server/engines/providers/failure-reason";
import type {
  ProviderOutput,
  ProviderTicket,
  QueueClient,
} from "@/server/engines/providers/provider-jobs";
import type { MediaFileRow } from "@/server/features/files/media-file-store";
import { JobFailure, providerCallFailure } from "@/server/features/jobs/job-failure";
import type { JobContext } from "@/server/features/jobs/job-runner";
import type { GuardedFetch } from "@/server/platform/net/guarded-fetch";

/** Polls start quickly and slow down to this, so a short job ends soon and a long one is not hammered. */
const slowestPollMs = 5000;
const firstPollMs = 250;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", stop, { once: true });
  });

/**
 * A provider call's failure as the job's owner reads it: the provider's kind of failure
 * (key, rate, outage, timeout), never its own text. A cancel is passed on as is.
 */
export function providerStepFailure(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted || error instanceof JobFailure) return error;
  const passed = providerCallFailure(error);
  if (passed !== error) return passed;
  return new JobFailure(describeProviderError(error).message);
}

/** One step of a model job: from which percentage to which, in what words, for how long. */
export type ModelStep = { from: number; to: number; stage: string; estimatedSeconds: number };

/**
 * Follows a provider request to its end, reporting its queue place and a progress that moves
 * with the time spent against the step's estimate (the providers report no percentage).
 * A cancelled job asks the provider to stop too.
 */
export async function followTicket(
  client: QueueClient,
  ticket: ProviderTicket,
  step: ModelStep,
  context: Pick<JobContext, "signal" | "progress">,
): Promise<ProviderOutput[]> {
  const { signal, progress } = context;
  const started = Date.now();
  let wait = firstPollMs;
  try {
    for (;;) {
      const poll = await client.poll(ticket, signal);
      if (poll.state === "succeeded") return poll.outputs;
      if (poll.state === "failed") throw new JobFailure(poll.failure.message);
      const elapsed = (Date.now() - started) / 1000;
      const share = Math.min(0.95, elapsed / step.estimatedSeconds);
      await progress({
        percent: Math.round(step.from + (step.to - step.from) * share),
        stage:
          poll.state === "queued"
            ? `Waiting in the provider's queue${poll.queuePosition ? ` (position ${poll.queuePosition + 1})` : ""}`
            : step.stage,
      });
      await sleep(wait, signal);
      wait = Math.min(slowestPollMs, wait * 2);
    }
  } catch (error) {
    if (signal.aborted) {
      await client.cancel(ticket).catch(() => undefined);
      throw error;
    }
    throw providerStepFailure(error, signal);
  }
}

/** Downloads a provider's output through the guarded fetch (no private addresses, size cap). */
export async function downloadOutput(
  download: GuardedFetch,
  output: ProviderOutput,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const response = await download(output.url, { signal }).catch((error: unknown) => {
    throw providerStepFailure(error, signal);
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new JobFailure(
      `The provider's result could not be downloaded (HTTP ${response.status}).`,
    );
  }
  return new Uint8Array(await response.arrayBuffer());
}

/** Where a stored GLB is shown and downloaded in each export format (`/api/files` converts). */
export function modelExports(file: Pick<MediaFileRow, "id">): Record<ModelFormat, string> {
  const base = `/api/files/${file.id}`;
  return Object.fromEntries(
    modelFormats.map((format) => [
      format,
      format === "glb" ? `${base}?download=1` : `${base}/export/${format}`,
    ]),
  ) as Record<ModelFormat, string>;
}

/**
 * Stores the provider's model as the job's GLB, after checking it is one the converter can
 * read (so every export works), and answers its links and size.
 */
export async function saveModel(
  bytes: Uint8Array,
  name: string,
  exportFormat: ModelFormat,
  saveFile: JobContext["saveFile"],
) {
  if (!isGlb(bytes))
    throw new JobFailure("The provider answered with a file that is not a GLB model.");
  const stats = await modelStats(bytes).catch((error: unknown) => {
    if (error instanceof ModelReadError)
      throw new JobFailure(
        "The provider's model could not be read (a damaged or unsupported GLB).",
      );
    throw error;
  });
  if (stats.triangles === 0) throw new JobFailure("The provider's model has no geometry.");
  const file = await saveFile({ name, body: bytes, kinds: ["model"] });
  const exports = modelExports(file);
  return {
    file,
    modelUrl: `/api/files/${file.id}`,
    downloadUrl: exports[exportFormat],
    exports,
    vertices: stats.vertices,
    triangles: stats.triangles,
  };
}
