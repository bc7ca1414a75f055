import type { Logger } from "pino";
import { type ResultStreamEvent, resultStreamMediaType } from "@/shared/result-stream";
import { AppError } from "./errors";

/** Partial objects are sent at most this often: each line repeats the whole object so far. */
const partialIntervalMs = 100;

export type ResultStreamWriter<Partial> = {
  partial: (value: Partial) => void;
  retry: (message: string) => void;
};

/**
 * A generation's answer as newline-delimited JSON events (see ResultStreamEvent): `run` streams
 * partial objects through the writer and returns the result; an AppError it throws becomes the
 * error event, anything else a generic one (logged, never shown). `signal` is the request's: when
 * the caller goes away, `run` is expected to stop and nothing more is sent.
 */
export function resultStream<Result, Partial>(
  logger: Logger,
  signal: AbortSignal,
  run: (writer: ResultStreamWriter<Partial>) => Promise<Result>,
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (event: ResultStreamEvent<Result, Partial>) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          open = false;
        }
      };
      let lastPartialAt = 0;
      const writer: ResultStreamWriter<Partial> = {
        partial(value) {
          const now = Date.now();
          if (now - lastPartialAt < partialIntervalMs) return;
          lastPartialAt = now;
          send({ type: "partial", value });
        },
        retry: (message) => send({ type: "retry", message }),
      };
      try {
        send({ type: "result", value: await run(writer) });
      } catch (error) {
        if (signal.aborted) open = false;
        else if (error instanceof AppError) {
          send({ type: "error", error: { code: error.code, message: error.message } });
        } else {
          logger.error({ err: error }, "generation failed");
          send({
            type: "error",
            error: {
              code: "internal",
              message: "Something went wrong on our side. Please try again.",
            },
          });
        }
      }
      if (open) controller.close();
    },
  });
  return new Response(body, {
    headers: { "Content-Type": resultStreamMediaType, "Cache-Control": "no-store" },
  });
}
