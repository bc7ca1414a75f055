// The floor for Bismo's added latency: a plain node:http server that passes a chat request to
// the (fake) provider and its response bytes back, untouched. Started by chat-streams.ts with
// FAKE_URL; prints its own URL on the first line.
import http from "node:http";
import type { AddressInfo } from "node:net";

const upstream = new URL(`${process.env.FAKE_URL}/v1/chat/completions`);

const server = http.createServer((request, response) => {
  const forwarded = http.request(
    upstream,
    { method: "POST", headers: { "content-type": "application/json" } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on("error", () => response.destroy());
  request.pipe(forwarded);
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on("SIGTERM", () => process.exit(0));
