import type { ContentfulStatusCode } from "hono/utils/http-status";
import { msg, type ServerMessage, wordIn } from "@/server/platform/i18n/server-messages";
import type { ErrorBody, ErrorCode } from "@/shared/errors";
import type { Locale } from "@/shared/i18n/locales";

const statusByCode: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation_failed: 400,
  malformed_json: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  quota_exceeded: 429,
  // Gone: the model was offered once and is not any more (its replacement is named).
  model_unavailable: 410,
  provider_not_configured: 503,
  provider_error: 502,
  internal: 500,
};

/**
 * The one error type the server throws on purpose; `onError` turns it into the JSON shape. Its
 * message comes from the server's catalogue (`msg(...)`), worded in the request's language when
 * it is sent; `message` holds the English, for logs. A string is taken as it is: text already
 * worded for the request (better-auth's refusals), or from code not converted yet.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;
  /** More about the failure, sent beside the message (a used-up allowance's `quota`). */
  readonly details: Omit<ErrorBody["error"], "code" | "message">;
  /** The catalogue's message, if the error was given one. */
  readonly said: ServerMessage | null;

  constructor(
    readonly code: ErrorCode,
    message: ServerMessage | string,
    options: {
      status?: ContentfulStatusCode;
      headers?: Record<string, string>;
      details?: Omit<ErrorBody["error"], "code" | "message">;
    } = {},
  ) {
    super(typeof message === "string" ? message : wordIn(null, message));
    this.said = typeof message === "string" ? null : message;
    this.status = options.status ?? statusByCode[code];
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }

  /** The message in `locale`: the catalogue's, else the text it was given. */
  messageIn(locale: Locale): string {
    return this.said ? wordIn(locale, this.said) : this.message;
  }
}

export function errorBody(
  code: ErrorCode,
  message: string,
  details: Omit<ErrorBody["error"], "code" | "message"> = {},
): ErrorBody {
  return { error: { code, message, ...details } };
}

/** What a request to an API path no route serves is told. */
export function noApiAt(method: string, path: string): ServerMessage {
  return msg(
    { id: "errors.noApi", defaultMessage: "There is no API at {method} {path}." },
    { method, path },
  );
}

/** A file over `maxBytes`: its limit in MB, to two decimals. */
export function fileTooLarge(maxBytes: number): ServerMessage {
  return msg(
    {
      id: "errors.files.tooLarge",
      defaultMessage:
        "The file is larger than the {megabytes, number} MB limit. Please choose a smaller file.",
    },
    { megabytes: Math.round((maxBytes / (1024 * 1024)) * 100) / 100 },
  );
}

/** SQLSTATEs of text PostgreSQL cannot store: 22021 (a NUL character), 22P05 (untranslatable). */
const unstorableTextStates = new Set(["22021", "22P05"]);

/** Whether a database error (Drizzle wraps the driver's in `cause`) refused the request's text. */
export function isUnstorableTextError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && unstorableTextStates.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Codes of a write refused for want of room: the disk or its quota full, a file-size limit
 * (the local storage, an upload's spool, ffmpeg's output), or PostgreSQL's 53100 (disk full).
 */
const storageFullCodes = new Set(["ENOSPC", "EDQUOT", "EFBIG", "53100"]);

/** Whether `error` (or what it wraps) is a write the server had no room for. */
export function isStorageFullError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && storageFullCodes.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
