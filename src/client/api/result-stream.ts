import type { ResultStreamEvent } from "@/shared/result-stream";
import { ApiError, readJson } from "./http";

export type ResultStreamHandlers<Partial> = {
  /** The object so far, while the model writes it. */
  onPartial?: (value: Partial) => void;
  /** The model's first answer was unusable and it is being asked again. */
  onRetry?: (message: string) => void;
};

/**
 * Reads a generation's answer (newline-delimited ResultStreamEvents) to its result. A refusal
 * before the stream (400, 404, 429, 503) and an error event both throw ApiError with the
 * server's message.
 */
export async function readResultStream<Result, Partial = unknown>(
  request: Promise<Response>,
  handlers: ResultStreamHandlers<Partial> = {},
): Promise<Result> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, "network", "Network error: check your connection and try again.");
  }
  if (!response.ok || !response.body) return readJson<Result>(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  const handle = (line: string): Result | undefined => {
    if (!line.trim()) return undefined;
    const event = JSON.parse(line) as ResultStreamEvent<Result, Partial>;
    if (event.type === "partial") handlers.onPartial?.(event.value);
    else if (event.type === "retry") handlers.onRetry?.(event.message);
    else if (event.type === "error") throw new ApiError(502, event.error.code, event.error.message);
    else return event.value;
    return undefined;
  };
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (value) buffered += value;
      const lines = buffered.split("\n");
      buffered = done ? "" : (lines.pop() ?? "");
      for (const line of lines) {
        const result = handle(line);
        if (result !== undefined) return result;
      }
      if (done) break;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(
      0,
      "network",
      "The connection broke before the result arrived. Please try again.",
    );
  } finally {
    reader.releaseLock();
  }
  throw new ApiError(
    0,
    "network",
    "The connection broke before the result arrived. Please try again.",
  );
}
