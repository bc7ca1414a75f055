import { createMiddleware } from "hono/factory";
import { msg } from "@/server/platform/i18n/server-messages";
import type { HttpEnv } from "./app-env";
import { AppError } from "./errors";

/** Methods that only read; every other method changes something and must come from Bismo's pages. */
const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request that a browser sent for another page than Bismo's own
 * (cross-site request forgery): the session cookie is SameSite=Lax, which still goes along with
 * requests from the same site (another port of the same host, a sibling subdomain) and with
 * no-cors form posts. Browsers tell where a request comes from: `Sec-Fetch-Site` (sent by every
 * current browser) must be `same-origin`, and `Origin` one of APP_URL's spellings. A request
 * with neither header does not come from a browser, so it cannot carry a victim's cookie by
 * accident; API clients keep working. `trustedOrigins`: APP_URL's spellings, the ones sign-in
 * trusts too (features/auth).
 */
export function sameOriginOnly(appUrl: string, trustedOrigins: readonly string[]) {
  const allowed = new Set(trustedOrigins);
  const home = new URL(appUrl).origin;
  return createMiddleware<HttpEnv>(async (c, next) => {
    if (readOnlyMethods.has(c.req.method)) return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    if (
      (site !== undefined && site !== "same-origin") ||
      (origin !== undefined && !allowed.has(origin))
    ) {
      const from = origin && origin !== "null" ? origin : "another page";
      throw new AppError(
        "forbidden",
        msg(
          {
            id: "errors.crossOrigin",
            defaultMessage:
              "Bismo refused this request because it came from {from}, not from Bismo's own pages at {home} (its APP_URL). If you opened Bismo at another address, open it at that one and try again.",
          },
          { from, home },
        ),
      );
    }
    await next();
  });
}
