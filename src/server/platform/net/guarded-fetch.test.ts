import dns from "node:dns";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "#tests/fakes/images";
import { createGuardedFetch, DownloadRefused, isBlockedAddress } from "./guarded-fetch";

let server: http.Server;
let port: number;
let png: Buffer;
let connections = 0;

/** Names the tests resolve: one allowed CDN on this machine, one name on a private network. */
const fakeLookup = ((
  hostname: string,
  options: dns.LookupOptions,
  callback: (...args: unknown[]) => void,
) => {
  const address = { "cdn.fake.test": "127.0.0.1", "intranet.fake.test": "10.1.2.3" }[hostname];
  if (!address) return dns.lookup(hostname, options, callback as never);
  if (options.all) return callback(null, [{ address, family: 4 }]);
  return callback(null, address, 4);
}) as unknown as typeof dns.lookup;

beforeAll(async () => {
  png = await pngImage(16, 16);
  server = http.createServer((request, response) => {
    connections++;
    const redirects: Record<string, string> = {
      "/to-loopback": `http://127.0.0.1:${port}/image.png`,
      "/to-metadata": "http://169.254.169.254/latest/meta-data/",
      "/to-mapped": `http://[::ffff:127.0.0.1]:${port}/image.png`,
      "/to-intranet": `http://intranet.fake.test:${port}/image.png`,
      "/to-image": "/image.png",
      "/to-credentials": `http://user:secret@cdn.fake.test:${port}/image.png`,
      "/to-nowhere": "http://[::1",
    };
    const target = redirects[request.url ?? ""];
    if (target) return void response.writeHead(302, { location: target }).end();
    if (request.url === "/image.png")
      return void response.writeHead(200, { "content-type": "image/png" }).end(png);
    if (request.url === "/endless") {
      response.writeHead(200, { "content-type": "image/png" });
      const timer = setInterval(() => response.write(Buffer.alloc(64 * 1024)), 5);
      response.on("close", () => clearInterval(timer));
      return;
    }
    if (request.url === "/silent") return;
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const guarded = (overrides: Partial<Parameters<typeof createGuardedFetch>[0]> = {}) =>
  createGuardedFetch({
    maxBytes: 1024 * 1024,
    timeoutMs: 5000,
    allowedHosts: [`cdn.fake.test:${port}`],
    lookup: fakeLookup,
    ...overrides,
  });

describe("guarded fetch of provider result URLs", () => {
  it("downloads from an allowed host, following a redirect on the same host", async () => {
    const response = await guarded()(`http://cdn.fake.test:${port}/to-image`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it.each([
    ["127.0.0.1", "/to-loopback"],
    ["169.254.169.254 (cloud metadata)", "/to-metadata"],
    ["an IPv4-mapped IPv6 loopback", "/to-mapped"],
    ["a name that resolves to a private address", "/to-intranet"],
  ])("refuses a redirect to %s", async (_label, path) => {
    const before = connections;
    await expect(guarded()(`http://cdn.fake.test:${port}${path}`)).rejects.toBeInstanceOf(
      DownloadRefused,
    );
    // Only the first hop reached a server: the refused target was never connected to.
    expect(connections).toBe(before + 1);
  });

  it("refuses loopback and private addresses given directly, and other schemes", async () => {
    const fetchIt = guarded({ allowedHosts: [] });
    await expect(fetchIt(`http://127.0.0.1:${port}/image.png`)).rejects.toThrow(
      "private or local address",
    );
    await expect(fetchIt(`http://cdn.fake.test:${port}/image.png`)).rejects.toThrow(
      "resolves to a private",
    );
    await expect(fetchIt("file:///etc/passwd")).rejects.toThrow("Only http and https");
  });

  it.each([
    ["a user name", "http://a@b/"],
    ["a user name and password", "https://user:secret@cdn.fake.test/image.png"],
    ["nothing a URL parser reads", "http://[::1"],
  ])("refuses an address with %s, as a refusal and not a TypeError", async (_label, url) => {
    const before = connections;
    await expect(guarded()(url)).rejects.toBeInstanceOf(DownloadRefused);
    await expect(guarded()(new URL("http://a@b/"))).rejects.toThrow("user name or password");
    expect(connections).toBe(before);
  });

  it.each([
    ["credentials", "/to-credentials", "user name or password"],
    ["an address that does not parse", "/to-nowhere", "not a valid URL"],
  ])("refuses a redirect to %s", async (_label, path, reason) => {
    await expect(guarded()(`http://cdn.fake.test:${port}${path}`)).rejects.toThrow(reason);
  });

  it("cuts a download past the size cap", async () => {
    const response = await guarded({ maxBytes: 256 * 1024 })(
      `http://cdn.fake.test:${port}/endless`,
    );
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it("gives up on a server that does not answer in time", async () => {
    await expect(
      guarded({ timeoutMs: 300 })(`http://cdn.fake.test:${port}/silent`),
    ).rejects.toThrow("took too long");
  });

  it("knows the blocked ranges", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:8.8.8.8",
      "0.0.0.0",
    ]) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
    for (const address of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111"]) {
      expect(isBlockedAddress(address), address).toBe(false);
    }
  });
});
