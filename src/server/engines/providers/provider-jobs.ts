import type { Failure } from "./failure-reason";

/** Providers that run generation as a queue: submit, poll status, fetch the result. */
export type QueueProviderId = "fal" | "openai" | "google" | "replicate";

/**
 * What a job keeps to find its provider request again, after a restart too: JSON only, and
 * never a key. `endpoint` is the provider's model or endpoint id.
 */
export type ProviderTicket = { provider: QueueProviderId; endpoint: string; id: string };

/** A file the provider made. `authenticated` ones are fetched from the provider's API with its key. */
export type ProviderOutput = {
  role: "video" | "thumbnail" | "model" | "image";
  url: string;
  authenticated: boolean;
  mimeType: string | undefined;
};

export type ProviderPoll =
  | { state: "queued"; queuePosition: number | undefined; progress: number | undefined }
  | { state: "running"; progress: number | undefined }
  | { state: "succeeded"; outputs: ProviderOutput[] }
  | { state: "failed"; failure: Failure };

/** The client of one queue-style provider API. */
export type QueueClient = {
  provider: QueueProviderId;
  poll(ticket: ProviderTicket, signal?: AbortSignal): Promise<ProviderPoll>;
  /** Asks the provider to stop; a request it can no longer stop is left to finish. */
  cancel(ticket: ProviderTicket, signal?: AbortSignal): Promise<void>;
  /** Fetches an `authenticated` output with the key (refused for any other origin). */
  download(output: ProviderOutput, signal?: AbortSignal): Promise<Response>;
};
