import { hc } from "hono/client";
import type { AppType } from "@/server/app";
import type { ErrorBody } from "@/shared/errors";
import { sessionFetch } from "./session-gate";

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
  ) {
    super(message);
  }
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
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message);
  throw new ApiError(
    response.status,
    "unknown",
    `${response.status}: ${response.statusText || "Request failed"}`,
  );
}

// A hand-written check rather than the zod schema: this file is on every page's path, zod is not.
function isErrorBody(value: unknown): value is ErrorBody {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === "string" && typeof error.message === "string";
}
