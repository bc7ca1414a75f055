import type { Context } from "hono";

/** Passes on the cookies better-auth set while serving an `auth.api` call (renewed or ended sessions). */
export function forwardCookies(c: Context, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
}
