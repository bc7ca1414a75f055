import type { QuotaExceeded } from "./plans";

/** Every failure the API answers with has this shape: `{ error: { code, message } }`. */
export const errorCodes = [
  "bad_request",
  "validation_failed",
  "malformed_json",
  "unauthorized",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "quota_exceeded",
  "model_unavailable",
  "provider_not_configured",
  "provider_error",
  "internal",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * `quota` comes with `quota_exceeded`: the allowance that ran out, when it renews, where to
 * upgrade; `replacement` with `model_unavailable`: the model to choose instead, if any.
 */
export type ErrorBody = {
  error: {
    code: ErrorCode;
    message: string;
    quota?: QuotaExceeded;
    replacement?: { id: string; displayName: string };
  };
};
