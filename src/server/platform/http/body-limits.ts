import type { Context, Env, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { every, except } from "hono/combine";
import { matchedRoutes } from "hono/route";
import { requestLocale } from "@/server/platform/i18n/request-locale";
import { msg, wordIn } from "@/server/platform/i18n/server-messages";
import { errorBody } from "./errors";
import { jsonDepthLimit } from "./json-depth";

/** The middleware that mark a route as taking a streamed file (see `streamedUpload`). */
const streamedMarks = new WeakSet<object>();

/** Hono wraps a sub-app's handler when that app has an error handler of its own. */
const composedHandler = "__COMPOSED_HANDLER";

const isStreamedMark = (handler: object) =>
  streamedMarks.has(handler) ||
  streamedMarks.has((handler as Record<string, object>)[composedHandler] ?? {});

/**
 * Marks a route whose body is a file, streamed to disk under the route's own cap (UPLOAD_MAX_BYTES,
 * a tool's 25 MB for audio or 100 MB for video) while it is read, and runs `checks` (such as the
 * upload rate) before the body is read. The app's JSON size and depth limits pass over a marked
 * route: the route names itself, so the app lists no paths.
 */
export function streamedUpload<E extends Env>(
  ...checks: MiddlewareHandler<E>[]
): MiddlewareHandler<E> {
  const mark: MiddlewareHandler<E> = every(...checks);
  streamedMarks.add(mark);
  return mark;
}

/** Whether the route this request goes to takes a streamed file (`streamedUpload`). */
export const takesStreamedFile = (c: Context) =>
  matchedRoutes(c).some((route) => isStreamedMark(route.handler));

/**
 * The limits on every other request body: at most `maxBytes` (413 in the error shape) and no
 * deeper than JSON's nesting limit, before any route or better-auth reads it.
 */
export function requestBodyLimits(maxBytes: number): MiddlewareHandler {
  return except(
    takesStreamedFile,
    bodyLimit({
      maxSize: maxBytes,
      onError: (c) =>
        c.json(
          errorBody(
            "payload_too_large",
            wordIn(
              requestLocale(c.req.raw.headers),
              msg(
                {
                  id: "errors.bodyTooLarge",
                  defaultMessage: "The request body is larger than {kib, number} KiB.",
                },
                { kib: Math.round(maxBytes / 1024) },
              ),
            ),
          ),
          413,
        ),
    }),
    jsonDepthLimit,
  );
}
