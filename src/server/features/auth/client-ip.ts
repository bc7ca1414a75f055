import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Set by the server from the socket (or the proxy's header with TRUST_PROXY), replacing any client value. */
export const CLIENT_IP_HEADER = "x-bismo-client-ip";

/**
 * The client's address. Behind our own proxy (TRUST_PROXY) it is the rightmost
 * X-Forwarded-For entry, the one that proxy appended; entries left of it come from the
 * client, which could vary them to dodge the rate limits.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "127.0.0.1";
  } catch {
    // app.request() in tests has no socket.
    return "127.0.0.1";
  }
}
