import type { ClientResponse } from "hono/client";
import { hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { sessionFetch } from "@/client/lib/session-gate";
import type { AppType } from "@/server/app";
import type { ErrorBody } from "@/shared/errors";
import type { QuotaExceeded } from "@/shared/plans";

/**
 * The client's one way to the API: every request goes through `api`, typed by the server's
 * routes (cookies are same-origin, sent by default), and is read here, where answers and errors
 * become values or ApiErrors. Its requests wait while a guest session is being started (see
 * session-gate.ts). No other client module names an /api/ path (tests/unit/client-api.test.ts).
 */
// Built by a function marked pure, so a page that never calls `api` (a public page asks only who
// is signed in) leaves the typed client out of its bundle.
const typedClient = () => hc<AppType>("/", { fetch: sessionFetch }).api;
export const api = /* @__PURE__ */ typedClient();

/** Where better-auth's own client sends its requests. */
export const authBasePath = "/api/auth";

/** The chat's route and fetch, for the AI SDK's chat transport (which reads the answer's stream). */
export const chatEndpoint = () => ({ api: api.chat.$path(), fetch: sessionFetch });

/** Whether a URL is one of this session's chat attachments (which download as files). */
export const isAttachmentUrl = (url: string) => url.startsWith(`${api.uploads.$path()}/`);

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

/** A typed request's answer, as `api` gives it. */
export type Answered = ClientResponse<unknown, number, string>;

/** The body of a 2xx JSON answer; a status not known more closely than `number` may be one. */
type SuccessBody<Body, Status, Format> = Format extends "json"
  ? Status extends SuccessStatusCode
    ? Body
    : number extends Status
      ? Body
      : never
  : never;

/** The JSON a typed request answers when it succeeds. */
export type Answer<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? SuccessBody<Body, Status, Format>
    : never;

export const networkError = () =>
  new ApiError(0, "network", "Network error: check your connection and try again.");

/** The response, or the ApiError of a request that never got one. */
export async function send<R extends Answered | Response>(request: Promise<R> | R): Promise<R> {
  try {
    return await request;
  } catch {
    throw networkError();
  }
}

/** The ApiError of a refused request, with the server's message when it sent its error shape. */
export async function refusal(response: Answered | Response): Promise<ApiError> {
  const error = parseErrorBody(await response.json().catch(() => null));
  if (error) return new ApiError(response.status, error.code, error.message, error.quota);
  return new ApiError(
    response.status,
    "unknown",
    `${response.status}: ${response.statusText || "Request failed"}`,
  );
}

/** Reads a JSON answer as the route types it; any failure (a network error too) is an ApiError. */
export async function readJson<R extends Answered>(request: Promise<R> | R): Promise<Answer<R>> {
  const response = await send(request);
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as Answer<R>;
}

/** Reads a file the server makes (an export, a sheet) as a Blob; a refusal is an ApiError. */
export async function readFile(request: Promise<Answered> | Answered): Promise<Blob> {
  const response = await send(request);
  if (!response.ok) throw await refusal(response);
  return response.blob();
}

/** Sends a deletion; one already gone (404) is what the person wanted too. */
export async function readDeleted(request: Promise<Answered> | Answered): Promise<void> {
  const response = await send(request);
  if (!response.ok && response.status !== 404) throw await refusal(response);
}

/** Asks a tool's job route to answer at once (202) with the queued job, not the finished result. */
export const respondAsync = { headers: { prefer: "respond-async" } };

/**
 * Sends `body` as the whole request body: a file streamed to a route that takes one (read by
 * the server as it arrives), or a multipart form of fields and a file (`async` for a job).
 */
export const withBody = (body: Blob | FormData, options: { async?: boolean } = {}) => ({
  init: { body },
  headers: {
    ...(body instanceof FormData ? {} : { "content-type": "application/octet-stream" }),
    ...(options.async ? respondAsync.headers : {}),
  },
});
