import type { ErrorBody } from "./errors";

/**
 * One line of a generation's answer (`application/x-ndjson`): partial objects while the model
 * writes, a note when an unusable answer is being asked for again, then the result or an error.
 * Checks that fail before the model is asked (400, 404, 429, 503) answer as plain JSON errors.
 */
export type ResultStreamEvent<Result, Partial = unknown> =
  | { type: "partial"; value: Partial }
  | { type: "retry"; message: string }
  | { type: "result"; value: Result }
  | { type: "error"; error: ErrorBody["error"] };

export const resultStreamMediaType = "application/x-ndjson";
