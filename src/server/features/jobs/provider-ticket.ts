import { describeProviderError } from "@/server/engines/providers/failure-reason";
import type {
  ProviderOutput,
  ProviderPoll,
  ProviderTicket,
  QueueClient,
} from "@/server/engines/providers/provider-jobs";
import type { GuardedFetch } from "@/server/platform/net/guarded-fetch";
import { JobFailure, providerCallFailure } from "./job-failure";

/**
 * Why a queue provider call failed, for the job's owner: a refused download says so; anything
 * else (an HTTP status, a dropped connection, an answer of the wrong shape) becomes the one
 * specific provider reason. A cancelled call is passed on for the runner to see.
 */
export function queueCallFailure(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted || error instanceof JobFailure) return error;
  const refused = providerCallFailure(error);
  if (refused instanceof JobFailure) return refused;
  return new JobFailure(describeProviderError(error).message);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

export type FollowSettings = {
  client: QueueClient;
  ticket: ProviderTicket;
  signal: AbortSignal;
  /** Time between status polls. */
  pollMs: number;
  /** The longest the provider may take, from now; then the job fails saying so. */
  maxWaitMs: number;
  /** Each answer while the provider is not done (queued or running). */
  onPoll: (poll: Extract<ProviderPoll, { state: "queued" | "running" }>) => Promise<void>;
};

/**
 * Polls a provider's request (a ticket a job saved) until it is done, and answers its files.
 * Cancelling the job asks the provider to stop too (where its API can), so nothing keeps
 * rendering for a result nobody will see.
 */
export async function followTicket(settings: FollowSettings): Promise<ProviderOutput[]> {
  const { client, ticket, signal } = settings;
  const deadline = Date.now() + settings.maxWaitMs;
  try {
    for (;;) {
      const poll = await client.poll(ticket, signal).catch((error: unknown) => {
        throw queueCallFailure(error, signal);
      });
      if (poll.state === "succeeded") return poll.outputs;
      if (poll.state === "failed") throw new JobFailure(poll.failure.message);
      await settings.onPoll(poll);
      if (Date.now() > deadline) {
        throw new JobFailure(
          `The provider did not finish within ${Math.round(settings.maxWaitMs / 60_000)} minutes, so Bismo stopped waiting. Please try again.`,
        );
      }
      await sleep(settings.pollMs, signal);
    }
  } catch (error) {
    if (signal.aborted || error instanceof JobFailure) {
      // Best effort, never longer than a few seconds: the job's own outcome does not wait on it.
      await client.cancel(ticket, AbortSignal.timeout(5000)).catch(() => undefined);
    }
    throw error;
  }
}

/**
 * The bytes of a provider's output: files on the provider's own API are fetched with its key
 * by its client; any other URL only through the guarded downloader (public addresses, capped).
 */
export async function fetchProviderOutput(
  client: QueueClient,
  output: ProviderOutput,
  guardedFetch: GuardedFetch,
  signal: AbortSignal,
): Promise<Uint8Array> {
  try {
    const response = output.authenticated
      ? await client.download(output, signal)
      : await guardedFetch(output.url, { signal });
    if (!response.ok) {
      await response.body?.cancel();
      throw new JobFailure(
        `The provider's result could not be downloaded (HTTP ${response.status}).`,
      );
    }
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw queueCallFailure(error, signal);
  }
}
