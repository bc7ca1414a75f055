import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { Readable, Transform } from "node:stream";

/**
 * Addresses a download must never reach: this machine, private networks, cloud metadata.
 * Two lists, each checked for its own family only: Node matches IPv4 addresses against IPv6
 * rules through their mapped form, so the mapped range would otherwise block every IPv4 address.
 */
const blockedV4 = new net.BlockList();
const blockedV6 = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blockedV4.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  // IPv4-mapped and translated addresses carry an IPv4 address that was not checked as one.
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 32],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blockedV6.addSubnet(network, prefix, "ipv6");
}

export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  return family === 4 ? blockedV4.check(address, "ipv4") : blockedV6.check(address, "ipv6");
}

/** A download the guard refused or cut short; the message is safe to show. */
export class DownloadRefused extends Error {}

export type GuardSettings = {
  maxBytes: number;
  timeoutMs: number;
  /** `host` or `host:port` allowed even on a private address (DOWNLOAD_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** How names are resolved; tests give their own. */
  lookup?: typeof dns.lookup;
};

const maxRedirects = 5;

type Address = { address: string; family: number };

function guardedLookup(resolve: typeof dns.lookup) {
  return ((
    hostname: string,
    options: dns.LookupOptions,
    callback: (...args: unknown[]) => void,
  ) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error);
      const addresses = found as unknown as Address[];
      const bad = addresses.find((entry) => isBlockedAddress(entry.address));
      if (bad || addresses.length === 0) {
        return callback(new DownloadRefused(`${hostname} resolves to a private or local address.`));
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [Address];
      return callback(null, first.address, first.family);
    });
  }) as unknown as typeof dns.lookup;
}

/**
 * The URL a download names (a provider's answer, a person's input, a redirect's Location,
 * relative to `base`), or `DownloadRefused` when it is none: unparsable, or carrying a user
 * name or password, which fetch's Request refuses with a TypeError and a download has no
 * business sending anywhere.
 */
export function downloadUrl(text: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new DownloadRefused("The address is not a valid URL.");
  }
  if (url.username || url.password) {
    throw new DownloadRefused(
      "Addresses with a user name or password (user@host) are not downloaded.",
    );
  }
  return url;
}

/** Throws unless the URL may be fetched: http(s), and a public host unless it is allowed. */
function check(url: URL, settings: GuardSettings): { allowed: boolean } {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new DownloadRefused(`Only http and https URLs are downloaded, not ${url.protocol}.`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const allowed = settings.allowedHosts.some(
    (entry) => entry === host || entry === `${host}:${port}`,
  );
  if (!allowed && net.isIP(host) && isBlockedAddress(host)) {
    throw new DownloadRefused(`${host} is a private or local address.`);
  }
  return { allowed };
}

function requestOnce(
  url: URL,
  init: { method: string; headers: Headers; body?: Buffer },
  settings: GuardSettings,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const { allowed } = check(url, settings);
  const resolve = settings.lookup ?? dns.lookup;
  const client = url.protocol === "https:" ? https : http;
  return new Promise((done, fail) => {
    const request = client.request(url, {
      method: init.method,
      headers: Object.fromEntries(init.headers),
      // An allowed host may be private; every other name is checked as it resolves, so the
      // connection goes to the very address that was checked (no second lookup to rebind).
      lookup: allowed ? resolve : guardedLookup(resolve),
      // A fresh connection each time: a pooled one would skip the lookup, and so the check.
      agent: false,
      signal,
    });
    request.on("response", done);
    request.on("error", fail);
    request.end(init.body);
  });
}

/** Counts the body as it streams and fails it past the cap. */
function capped(maxBytes: number) {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.byteLength;
      if (total > maxBytes) {
        callback(
          new DownloadRefused(`The file is larger than the ${maxBytes} byte download limit.`),
        );
      } else {
        callback(null, chunk);
      }
    },
  });
}

/**
 * `fetch` for URLs Bismo does not control (a provider's result, which may point anywhere):
 * every hop, redirects included, must be http(s) to a public address after DNS resolution,
 * unless its host is explicitly allowed; the body is capped at `maxBytes`, the whole at
 * `timeoutMs`. Refusals throw `DownloadRefused`.
 */
export function createGuardedFetch(settings: GuardSettings) {
  return async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    // Checked before a Request is built of it, whose constructor throws a TypeError for these.
    const request = new Request(input instanceof Request ? input : downloadUrl(input), init);
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const signal = AbortSignal.any([timeout, ...(init.signal ? [init.signal] : [])]);
    const body =
      request.method === "GET" || request.method === "HEAD"
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    let url = downloadUrl(request.url);
    try {
      for (let hop = 0; ; hop++) {
        const response = await requestOnce(
          url,
          { method: request.method, headers: request.headers, body },
          settings,
          signal,
        );
        const status = response.statusCode ?? 502;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location && body === undefined) {
          response.resume();
          if (hop >= maxRedirects)
            throw new DownloadRefused("The download redirected too many times.");
          url = downloadUrl(location, url);
          continue;
        }
        const declared = Number(response.headers["content-length"] ?? "NaN");
        if (declared > settings.maxBytes) {
          response.destroy();
          throw new DownloadRefused(
            `The file is larger than the ${settings.maxBytes} byte download limit.`,
          );
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const one of [value ?? []].flat()) headers.append(name, one);
        }
        const stream = response.pipe(capped(settings.maxBytes));
        response.on("error", (error) => stream.destroy(error));
        const nullBody = status === 204 || status === 304 || request.method === "HEAD";
        return new Response(
          nullBody ? null : (Readable.toWeb(stream) as ReadableStream<Uint8Array>),
          {
            status,
            headers,
          },
        );
      }
    } catch (error) {
      if (timeout.aborted) throw new DownloadRefused("The download took too long (timeout).");
      throw error;
    }
  };
}

export type GuardedFetch = ReturnType<typeof createGuardedFetch>;
