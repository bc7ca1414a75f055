import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { HttpEnv } from "./app-env";

/**
 * Serves the built client: hashed assets cached for a year, HTML never cached, the public
 * pages' prerendered HTML (scripts/prerender.ts) for their paths, and the SPA's index.html for
 * any other page path (client routes, including the not-found page); not for API or asset paths.
 */
export function serveClient<E extends HttpEnv>(app: Hono<E>, clientDir: string) {
  const root = path.relative(process.cwd(), clientDir) || ".";
  const indexHtml = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  const prerendered = readPrerendered(path.join(clientDir, "prerendered"));

  app.use(
    "/assets/*",
    withCacheControl(
      serveStatic({ root, precompressed: true }),
      () => "public, max-age=31536000, immutable",
    ),
  );
  app.get("*", (c, next) => {
    const page = c.req.path.replace(/(.)\/+$/, "$1");
    const html = prerendered.get(page);
    // `/` is the hub for a signed-in account: a browser with a session gets the plain app
    // (loading, then hub) rather than a flash of the landing page.
    if (!html || (page === "/" && hasSessionCookie(c))) return next();
    return sendPage(c, html);
  });
  // Other pages are compressed as they go out; scripts and styles were compressed at build time.
  app.use("*", compress());
  app.use(
    "*",
    withCacheControl(
      serveStatic({
        root,
        rewriteRequestPath: (requestPath) =>
          requestPath.endsWith("/") ? `${requestPath}index.html` : requestPath,
      }),
      (response) =>
        response.headers.get("content-type")?.startsWith("text/html")
          ? "no-cache"
          : "public, max-age=3600",
    ),
  );
  // A missing asset (an old hash after a deploy) or API path is a 404, never the app's HTML.
  app.get("*", (c, next) => {
    if (isApiPath(c.req.path) || c.req.path.startsWith("/assets/")) return next();
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}

/** `/api` itself and everything under it. */
export function isApiPath(requestPath: string): boolean {
  return requestPath === "/api" || requestPath.startsWith("/api/");
}

/** A prerendered page, compressed once at start-up (a few ms each). */
type Page = { plain: Buffer; br: Buffer; gzip: Buffer };

/** `prerendered/index.html` is `/`, `prerendered/pricing.html` is `/pricing`, and so on. */
function readPrerendered(dir: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  if (!fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith(".html")) continue;
    const name = file.slice(0, -".html".length);
    const plain = fs.readFileSync(path.join(dir, file));
    pages.set(name === "index" ? "/" : `/${name}`, {
      plain,
      br: zlib.brotliCompressSync(plain, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
      }),
      gzip: zlib.gzipSync(plain, { level: 9 }),
    });
  }
  return pages;
}

/** Sends a page whole, with its length, compressed at start-up rather than on every request. */
function sendPage(c: Context, page: Page) {
  const accepted = c.req.header("accept-encoding") ?? "";
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? (["br", page.br] as const)
    : /\bgzip\b/.test(accepted)
      ? (["gzip", page.gzip] as const)
      : ([null, page.plain] as const);
  c.header("Cache-Control", "no-cache");
  c.header("Vary", "Accept-Encoding");
  c.header("Content-Type", "text/html; charset=UTF-8");
  c.header("Content-Length", String(body.byteLength));
  if (encoding) c.header("Content-Encoding", encoding);
  return c.body(new Uint8Array(body));
}

/**
 * Sets Cache-Control on what a static handler found. (Its own `onFound` hook runs after the
 * response is built, so a header set there is lost outside @hono/node-server.)
 */
function withCacheControl(
  handler: MiddlewareHandler,
  cacheControl: (response: Response) => string,
): MiddlewareHandler {
  return async (c, next) => {
    const response = await handler(c, next);
    // Not found: the handler passed on with next(), which answers something else.
    if (!(response instanceof Response)) return;
    response.headers.set("Cache-Control", cacheControl(response));
    return response;
  };
}

function hasSessionCookie(c: Context): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(c.req.header("cookie") ?? "");
}
