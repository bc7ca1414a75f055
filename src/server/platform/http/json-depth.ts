import { createMiddleware } from "hono/factory";
import { msg } from "@/server/platform/i18n/server-messages";
import type { HttpEnv } from "./app-env";
import { AppError } from "./errors";

/** Deeper than any payload Bismo takes (a chat message with its parts is about 6 levels). */
export const maxJsonDepth = 32;

/**
 * How deeply arrays and objects nest in a JSON text, counted in one pass without recursion:
 * brackets inside strings do not count. Stops counting once past `limit`.
 */
export function jsonNesting(text: string, limit = maxJsonDepth): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      // A backslash escapes the next character.
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

/**
 * Refuses request bodies that nest deeper than `maxJsonDepth`, before any code parses or walks
 * them: JSON.parse and every recursive check after it (zod, the NUL-character scan) would
 * otherwise overflow the stack on a few kilobytes of brackets and answer 500. Reads the body
 * once (Hono keeps it, so routes and better-auth read the same bytes); mount it after the body
 * size limit, and not on streamed uploads.
 */
export const jsonDepthLimit = createMiddleware<HttpEnv>(async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (c.req.method === "GET" || c.req.method === "HEAD" || type.startsWith("multipart/")) {
    return next();
  }
  if (jsonNesting(await c.req.text()) > maxJsonDepth) {
    throw new AppError(
      "bad_request",
      msg(
        {
          id: "errors.tooDeep",
          defaultMessage:
            "The request body nests objects and arrays more than {depth, number} levels deep, which Bismo does not accept.",
        },
        { depth: maxJsonDepth },
      ),
    );
  }
  await next();
});
