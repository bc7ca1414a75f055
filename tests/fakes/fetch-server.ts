import http from "node:http";
import type { AddressInfo } from "node:net";

/** What a fake saw: enough to assert on what Bismo sent. */
export type SeenRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: Buffer;
};

/**
 * A real HTTP server on 127.0.0.1 whose routes are written with web `Request`/`Response`, as
 * providers' APIs are documented. Multipart bodies parse with `request.formData()`.
 */
export async function startFetchServer(
  handle: (request: Request, seen: SeenRequest) => Promise<Response> | Response,
) {
  const requests: SeenRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const request = new Request(url, {
      method: req.method,
      headers,
      body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
    });
    const seen = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers,
      body,
    };
    requests.push(seen);
    let response: Response;
    try {
      response = await handle(request, seen);
    } catch (error) {
      response = Response.json({ error: { message: String(error) } }, { status: 500 });
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
