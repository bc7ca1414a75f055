import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./app-env";

/**
 * Serves the built client: hashed assets cached for a year, HTML never cached, and the
 * SPA's index.html for any other page path (client routes, including the not-found page).
 */
export function serveClient(app: Hono<AppEnv>, clientDir: string) {
  const root = path.relative(process.cwd(), clientDir) || ".";
  const indexHtml = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");

  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root,
      rewriteRequestPath: (requestPath) =>
        requestPath.endsWith("/") ? `${requestPath}index.html` : requestPath,
      onFound: (filePath, c) => {
        c.header("Cache-Control", filePath.endsWith(".html") ? "no-cache" : "public, max-age=3600");
      },
    }),
  );
  app.get("*", (c, next) => {
    if (c.req.path.startsWith("/api/")) return next();
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
