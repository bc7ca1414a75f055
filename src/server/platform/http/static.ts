import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { pageLocale } from "@/server/platform/i18n/request-locale";
import { type Locale, locales, sourceLocale } from "@/shared/i18n/locales";
import { localePath, splitLocalePath } from "@/shared/i18n/paths";
import type { HttpEnv } from "./app-env";

/**
 * Serves the built client: hashed assets cached for a year, HTML never cached, the public
 * pages' prerendered HTML (scripts/prerender.ts) for their paths in each language (`/pricing`,
 * `/de/pricing`), and the app's shell in the visitor's language for any other page path (client
 * routes, including the not-found page); not for API or asset paths. A public page asked for
 * without a language in its address goes to the visitor's language when that is not English
 * (their choice in the language cookie, else their browser's). `origin`: this server's public
 * origin, for the pages' `hreflang` links.
 */
export function serveClient<E extends HttpEnv>(app: Hono<E>, clientDir: string, origin: string) {
  const root = path.relative(process.cwd(), clientDir) || ".";
  const indexHtml = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  const { pages, shells } = readPrerendered(path.join(clientDir, "prerendered"), origin);
  const shellFor = (locale: Locale) => shells.get(locale) ?? indexHtml;

  app.use(
    "/assets/*",
    withCacheControl(
      serveStatic({ root, precompressed: true }),
      () => "public, max-age=31536000, immutable",
    ),
  );
  app.get("*", (c, next) => {
    const { locale: named, path: page } = splitLocalePath(c.req.path.replace(/(.)\/+$/, "$1"));
    const html = pages.get(`${named ?? sourceLocale}${page}`);
    // `/` is the hub for a signed-in account: a browser with a session gets the plain app
    // (loading, then hub) rather than a flash of the landing page.
    if (!html || (page === "/" && hasSessionCookie(c))) return next();
    c.header("Vary", "Accept-Encoding, Accept-Language, Cookie");
    if (!named) {
      const wanted = pageLocale(c.req.raw.headers);
      if (wanted !== sourceLocale) {
        c.header("Cache-Control", "no-cache");
        const query = new URL(c.req.url).search;
        return c.redirect(`${localePath(page, wanted)}${query}`, 302);
      }
    }
    return sendPage(c, html);
  });
  // Other pages are compressed as they go out; scripts and styles were compressed at build time.
  app.use("*", compress());
  app.use(
    "*",
    withCacheControl(
      // Files at the top of the client (favicon); the shell itself is sent below, in its language.
      serveStatic({ root }),
      (response) =>
        response.headers.get("content-type")?.startsWith("text/html")
          ? "no-cache"
          : "public, max-age=3600",
    ),
  );
  // A missing asset (an old hash after a deploy) or API path is a 404, never the app's HTML.
  app.get("*", (c, next) => {
    if (isApiPath(c.req.path) || c.req.path.startsWith("/assets/")) return next();
    const named = splitLocalePath(c.req.path.replace(/(.)\/+$/, "$1")).locale;
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding, Accept-Language, Cookie");
    return c.html(shellFor(named ?? pageLocale(c.req.raw.headers)));
  });
}

/** `/api` itself and everything under it. */
export function isApiPath(requestPath: string): boolean {
  return requestPath === "/api" || requestPath.startsWith("/api/");
}

/** A prerendered page, compressed the first time a browser asks for it in that encoding. */
type Page = { plain: Buffer; br?: Buffer; gzip?: Buffer };

/**
 * `prerendered/<locale>/index.html` is `/` in that language, `prerendered/de/pricing.html` is
 * `/de/pricing` (keyed `de/pricing`); `app.html` is the language's shell for every other page.
 */
function readPrerendered(dir: string, origin: string) {
  const pages = new Map<string, Page>();
  const shells = new Map<Locale, string>();
  for (const locale of locales) {
    const folder = path.join(dir, locale);
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder)) {
      if (!file.endsWith(".html")) continue;
      const html = fs.readFileSync(path.join(folder, file), "utf8");
      const name = file.slice(0, -".html".length);
      if (name === "app") shells.set(locale, html);
      else
        pages.set(`${locale}${name === "index" ? "/" : `/${name}`}`, {
          plain: Buffer.from(html.replaceAll("%BISMO_ORIGIN%", origin)),
        });
    }
  }
  return { pages, shells };
}

/** Sends a page whole, with its length, compressed once rather than on every request. */
function sendPage(c: Context, page: Page) {
  const accepted = c.req.header("accept-encoding") ?? "";
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
  if (encoding === "br") page.br ??= zlib.brotliCompressSync(page.plain, brotli);
  if (encoding === "gzip") page.gzip ??= zlib.gzipSync(page.plain, { level: 9 });
  const body = (encoding && page[encoding]) || page.plain;
  c.header("Cache-Control", "no-cache");
  c.header("Content-Type", "text/html; charset=UTF-8");
  c.header("Content-Length", String(body.byteLength));
  if (encoding) c.header("Content-Encoding", encoding);
  return c.body(new Uint8Array(body));
}

const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } };

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
