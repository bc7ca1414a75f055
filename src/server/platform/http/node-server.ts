import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { requestLocale } from "@/server/platform/i18n/request-locale";
import { msg, wordIn } from "@/server/platform/i18n/server-messages";
import { errorBody } from "./errors";

/** How long a client may take to send a request, and how slowly. */
export type ConnectionLimits = {
  /** Time to send the request line and headers. */
  headersTimeoutMs: number;
  /** Time to send the whole request, body included. */
  requestTimeoutMs: number;
  /** A body still arriving must bring at least `minBodyBytes` in every window of this length. */
  bodyWindowMs: number;
  minBodyBytes: number;
  /** How often Node checks the two timeouts above (its default is every 30 s). */
  checkIntervalMs: number;
  /** How long a connection may idle between requests before Bismo closes it. */
  keepAliveTimeoutMs: number;
};

/** A slow but honest upstream link: 1 Mbit/s, as on a weak mobile connection. */
const slowLinkBytesPerSecond = 128 * 1024;

/**
 * Limits that let the largest allowed upload through on a slow link (20 MiB at 1 Mbit/s: 160 s,
 * plus 30 s to spare), while a client that trickles a few bytes at a time loses its connection
 * within 10 s, however long it could otherwise stretch the request.
 */
export function connectionLimitsFor(uploadMaxBytes: number): ConnectionLimits {
  return {
    headersTimeoutMs: 20_000,
    requestTimeoutMs: Math.ceil(uploadMaxBytes / slowLinkBytesPerSecond) * 1000 + 30_000,
    bodyWindowMs: 10_000,
    minBodyBytes: 8 * 1024,
    checkIntervalMs: 5_000,
    // Longer than a reverse proxy keeps an idle upstream connection (nginx 60 s, most load
    // balancers 60 s), so the proxy closes it, never Bismo while the proxy sends a request into
    // it (a 502); and a person's next message reuses their connection. Node's default, 5 s,
    // made most messages open a new one, which costs a streamed answer 15-30% more CPU
    // (decision 0019).
    keepAliveTimeoutMs: 65_000,
  };
}

const hasBody = (request: IncomingMessage) =>
  Number(request.headers["content-length"] ?? 0) > 0 ||
  request.headers["transfer-encoding"] !== undefined;

/**
 * Ends the connection of a request whose body stalls: less than `minBodyBytes` arrived in a
 * window while the app was waiting for more (nothing received lies unread, so the app is not the
 * one holding it up). Answers 408 when no answer has started, as Node does for its own timeouts.
 */
function watchBody(request: IncomingMessage, response: ServerResponse, limits: ConnectionLimits) {
  if (request.complete || !hasBody(request)) return;
  const socket = request.socket;
  let seen = socket.bytesRead;
  const timer = setInterval(() => {
    const received = socket.bytesRead - seen;
    seen = socket.bytesRead;
    if (request.complete || received >= limits.minBodyBytes || request.readableLength > 0) return;
    clearInterval(timer);
    if (response.headersSent) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify(
      errorBody(
        "bad_request",
        wordIn(
          requestLocale(new Headers(headersOf(request))),
          msg(
            {
              id: "errors.bodyTooSlow",
              defaultMessage:
                "The request body arrived too slowly (under {kib, number} KiB in {seconds, number} s), so the connection was closed. Please try again.",
            },
            { kib: limits.minBodyBytes / 1024, seconds: limits.bodyWindowMs / 1000 },
          ),
        ),
      ),
    );
    // Straight onto the socket: the app may still answer this request, into a closed connection.
    socket.end(
      `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      () => socket.destroy(),
    );
  }, limits.bodyWindowMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  request.once("end", stop);
  response.once("close", stop);
}

/** Serves `fetch` over HTTP with the connection limits above. */
export function startHttpServer(
  options: {
    fetch: (request: Request) => Response | Promise<Response>;
    port: number;
    hostname: string;
    limits: ConnectionLimits;
  },
  onListening?: (address: AddressInfo) => void,
): Server {
  const server = serve(
    {
      fetch: options.fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        headersTimeout: options.limits.headersTimeoutMs,
        requestTimeout: options.limits.requestTimeoutMs,
        connectionsCheckingInterval: options.limits.checkIntervalMs,
      },
    },
    onListening,
  ) as Server;
  server.keepAliveTimeout = options.limits.keepAliveTimeoutMs;
  server.on("request", (request: IncomingMessage, response: ServerResponse) =>
    watchBody(request, response, options.limits),
  );
  return server;
}

/** The language headers of a Node request, for the words of an answer Hono never sees. */
function headersOf(request: { headers: Record<string, string | string[] | undefined> }) {
  const { cookie, "accept-language": languages } = request.headers;
  return {
    cookie: typeof cookie === "string" ? cookie : "",
    "accept-language": typeof languages === "string" ? languages : "",
  };
}
