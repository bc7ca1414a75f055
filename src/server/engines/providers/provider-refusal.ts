import { APICallError, RetryError } from "ai";
import { ProviderHttpError } from "./provider-http";

/**
 * What a provider said when it refused a call: the HTTP status and its own words, read from
 * whichever client made the call (the AI SDK's APICallError, our ProviderHttpError, fal's and
 * Replicate's ApiError). For the admin area (a provider's error text is the operator's to read)
 * and for telling a retired model apart; an end user sees failure-reason.ts's words instead.
 */
export type ProviderRefusal = {
  status: number | undefined;
  /** The provider's error code or type (`model_not_found`, `not_found_error`, `invalid_model`). */
  codes: string[];
  /** The provider's message, or its raw body when it has no message field. */
  message: string;
};

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * The message and codes of the error bodies providers document: OpenAI, DeepSeek and OpenRouter
 * `{error:{message,type,code}}`, Anthropic `{type:"error",error:{type,message}}`, Google
 * `{error:{code,message,status}}`, Mistral `{message,type,code}`, fal `{detail}` (a string or
 * pydantic's `[{msg}]`), Replicate `{title,detail}`, ElevenLabs `{detail:{code,message}}`.
 */
export function readErrorBody(body: unknown): { message?: string; codes: string[] } {
  let json = body;
  if (typeof body === "string") {
    try {
      json = JSON.parse(body);
    } catch {
      return { message: body.trim() || undefined, codes: [] };
    }
  }
  if (!json || typeof json !== "object") return { codes: [] };
  const root = json as Record<string, unknown>;
  const nested =
    root.error && typeof root.error === "object"
      ? (root.error as Record<string, unknown>)
      : root.detail && typeof root.detail === "object" && !Array.isArray(root.detail)
        ? (root.detail as Record<string, unknown>)
        : root;
  const detail = Array.isArray(root.detail)
    ? root.detail
        .map((entry) => text((entry as { msg?: unknown })?.msg))
        .filter(Boolean)
        .join("; ")
    : undefined;
  const message =
    text(nested.message) ??
    text(root.error) ??
    detail ??
    text(root.detail) ??
    text(root.message) ??
    text(root.title);
  const codes = [nested.code, nested.type, nested.status, root.type, root.code]
    .map((value) => (typeof value === "number" ? String(value) : text(value)))
    .filter((value): value is string => Boolean(value) && value !== "error");
  return { message, codes: [...new Set(codes)] };
}

/** The provider's refusal inside `error`, if it is one (a RetryError's last attempt counts). */
export function providerRefusal(error: unknown): ProviderRefusal | undefined {
  if (RetryError.isInstance(error)) return providerRefusal(error.lastError);
  let status: number | undefined;
  let body: unknown;
  if (APICallError.isInstance(error)) {
    status = error.statusCode;
    body = error.responseBody ?? error.data ?? error.message;
  } else if (error instanceof ProviderHttpError) {
    status = error.status;
    body = error.body;
  } else if (error && typeof error === "object") {
    const record = error as { status?: unknown; body?: unknown; response?: unknown };
    // fal's ApiError carries `status` and the parsed `body`; Replicate's its `response`.
    if (typeof record.status === "number") {
      status = record.status;
      body = record.body;
    } else if (record.response instanceof Response) {
      status = record.response.status;
      // Replicate puts the body's text at the end of its message: "...: {json}."
      body = /:\s(\{.*\})\.?$/s.exec((error as Error).message ?? "")?.[1];
    } else return undefined;
  } else return undefined;
  const read = readErrorBody(body);
  return {
    status,
    codes: read.codes,
    message: (read.message ?? (error instanceof Error ? error.message : "")).slice(0, 1000),
  };
}
