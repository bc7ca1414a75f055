import { createMiddleware } from "hono/factory";
import type { Logger } from "pino";
import type { HttpEnv } from "./app-env";

/** One structured line per request, with its id, after the response is ready. */
export function requestLogger(logger: Logger) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, "request");
    else logger.info(line, "request");
  });
}
