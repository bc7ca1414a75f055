import { hc } from "hono/client";
import { sessionFetch } from "@/client/lib/session-gate";
import type { AppType } from "@/server/app";
import type { ErrorBody } from "@/shared/errors";
import type { QuotaExceeded } from "@/shared/plans";

/**
 * The one typed HTTP client for our API (cookies are same-origin, sent by default). Its requests
 * wait while a guest session is being started (see session-gate.ts).
 */
export const api = hc<AppType>("/", { fetch: sessionFetch }).api;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** With `quota_exceeded`: the allowance that ran out, when it renews, where to upgrade. */
    readonly quota?: QuotaExceeded,
  ) {
    super(message);
  }
}

/**
 * The server's one error shape, `{ error: { code, message } }`, if `value` has it. A hand-written
 * check rather than the zod schema: this file is on every page's path, zod is not.
 */
export function parseErrorBody(value: unknown): ErrorBody["error"] | null {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === "string" && typeof error.message === "string"
    ? (error as ErrorBody["error"])
    : null;
}

/** Reads a JSON answer, turning any failure (including a network error) into an ApiError with a readable message. */
export async function readJson<T>(request: Promise<Response> | Response): Promise<T> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, "network", "Network error: check your connection and try again.");
  }
  if (response.ok) return (await response.json()) as T;
  const error = parseErrorBody(await response.json().catch(() => null));
  if (error) throw new ApiError(response.status, error.code, error.message, error.quota);
  throw new ApiError(
    response.status,
    "unknown",
    `${response.status}: ${response.statusText || "Request failed"}`,
  );
}
