import type { ClientResponse } from "hono/client";
import type { z } from "zod";
import type { ResultStreamEvent } from "@/shared/result-stream";
import { ApiError, refusal, send } from "./http";

export type ResultStreamHandlers<Partial> = {
  /** The object so far, while the model writes it. */
  onPartial?: (value: Partial) => void;
  /** The model's first answer was unusable and it is being asked again. */
  onRetry?: (message: string) => void;
};

/**
 * Reads a generation's answer (newline-delimited ResultStreamEvents, from one of `api`'s
 * requests) to its result, read by the tool's `schema`. A refusal before the stream (400, 404,
 * 429, 503) and an error event both throw ApiError with the server's message.
 */
export async function readResultStream<Schema extends z.ZodType, Partial = unknown>(
  request: Promise<ClientResponse<unknown, number, string>>,
  schema: Schema,
  handlers: ResultStreamHandlers<Partial> = {},
): Promise<z.output<Schema>> {
  const response = await send(request);
  if (!response.ok) throw await refusal(response);
  if (!response.body) throw new ApiError(502, "empty_answer", "The server sent no answer.");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  const handle = (line: string): z.output<Schema> | undefined => {
    if (!line.trim()) return undefined;
    const event = JSON.parse(line) as ResultStreamEvent<unknown, Partial>;
    if (event.type === "partial") handlers.onPartial?.(event.value);
    else if (event.type === "retry") handlers.onRetry?.(event.message);
    else if (event.type === "error") throw new ApiError(502, event.error.code, event.error.message);
    else {
      const result = schema.safeParse(event.value);
      if (result.success) return result.data;
      throw new ApiError(
        502,
        "unreadable_result",
        "The result arrived in a shape Bismo cannot read.",
      );
    }
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
