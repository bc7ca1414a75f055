import { APICallError, RetryError } from "ai";
import { ProviderHttpError } from "./provider-http";

export type FailureKind =
  | "timeout"
  | "rate_limited"
  | "unavailable"
  | "invalid_key"
  | "cut"
  | "other";

export type Failure = { kind: FailureKind; message: string };

const messages: Record<FailureKind, string> = {
  timeout: "The AI provider took too long to answer (timeout).",
  rate_limited: "The AI provider is rate limiting requests. Please wait a moment and try again.",
  unavailable: "The AI provider is unavailable right now (server error). Please try again later.",
  invalid_key: "The AI provider rejected the API key. An administrator needs to check it.",
  cut: "The connection to the AI provider was cut before the answer finished.",
  other: "The AI provider could not answer this request.",
};

export function failure(kind: FailureKind): Failure {
  return { kind, message: messages[kind] };
}

function statusOf(error: unknown): number | undefined {
  if (APICallError.isInstance(error)) return error.statusCode;
  if (RetryError.isInstance(error)) return statusOf(error.lastError);
  if (error instanceof ProviderHttpError) return error.status;
  return undefined;
}

/**
 * A specific, safe reason for a provider failure: never the provider's own text (it can echo
 * keys or prompts), never a stack.
 */
export function describeProviderError(error: unknown): Failure {
  const status = statusOf(error);
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
