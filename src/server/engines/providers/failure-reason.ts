import { RetryError } from "ai";
import { ModelUnavailableError } from "./model-unavailable";
import { providerRefusal } from "./provider-refusal";

export type FailureKind =
  | "timeout"
  | "rate_limited"
  | "unavailable"
  | "invalid_key"
  | "cut"
  | "model_unavailable"
  | "other";

export type Failure = { kind: FailureKind; message: string };

const messages: Record<FailureKind, string> = {
  timeout: "The AI provider took too long to answer (timeout).",
  rate_limited: "The AI provider is rate limiting requests. Please wait a moment and try again.",
  unavailable: "The AI provider is unavailable right now (server error). Please try again later.",
  invalid_key: "The AI provider rejected the API key. An administrator needs to check it.",
  cut: "The connection to the AI provider was cut before the answer finished.",
  model_unavailable: "The AI provider no longer offers this model. Choose another one.",
  other: "The AI provider could not answer this request.",
};

export function failure(kind: FailureKind): Failure {
  return { kind, message: messages[kind] };
}

/** The model the provider refused, when a failure was that (its message names the model). */
function unavailableModel(error: unknown): ModelUnavailableError | undefined {
  if (error instanceof ModelUnavailableError) return error;
  if (RetryError.isInstance(error)) return unavailableModel(error.lastError);
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof ModelUnavailableError ? cause : undefined;
}

/**
 * A specific, safe reason for a provider failure: never the provider's own text (it can echo
 * keys or prompts), never a stack. A retired model's failure names the model and what to pick.
 */
export function describeProviderError(error: unknown): Failure {
  const unavailable = unavailableModel(error);
  if (unavailable) return { kind: "model_unavailable", message: unavailable.message };
  const status = providerRefusal(error)?.status;
  if (status === 401 || status === 403) return failure("invalid_key");
  if (status === 429) return failure("rate_limited");
  if (status === 408 || status === 504) return failure("timeout");
  if (status !== undefined && status >= 500) return failure("unavailable");
  // A 2xx whose body broke off while being read.
  if (status !== undefined && status < 300) return failure("cut");
  if (status !== undefined) return failure("other");
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/timeout|timed out/i.test(text)) return failure("timeout");
  if (/terminated|socket|ECONNRESET|premature|other side closed|network/i.test(text))
    return failure("cut");
  if (/ECONNREFUSED|ENOTFOUND|fetch failed/i.test(text)) return failure("unavailable");
  return failure("other");
}
