import type { Server } from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { connectionLimitsFor, startHttpServer } from "./node-server";

/**
 * Slow clients against the real app served over a real socket. The windows are shortened so the
 * test takes a second or two; production uses connectionLimitsFor(UPLOAD_MAX_BYTES).
 */

let t: TestApp;
let server: Server;
let port: number;
let guest: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_GUEST_FILES_PER_HOUR: "100" });
  guest = await t.signInAsGuest();
  server = startHttpServer({
    fetch: t.app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    limits: {
      headersTimeoutMs: 1000,
      requestTimeoutMs: 60_000,
      bodyWindowMs: 400,
      minBodyBytes: 1024,
      checkIntervalMs: 200,
      keepAliveTimeoutMs: 7000,
    },
  });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/**
 * Opens a connection, writes `head` at once, then `drip` one byte per `everyMs` (a steady
 * sender passes a chunk instead). Resolves with what the server sent once it closes the
 * connection, and how many bytes had been dripped by then.
 */
function slowClient(head: string, drip: { bytes: string; everyMs: number; chunk?: number }) {
  return new Promise<{ answer: string; sent: number }>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on("data", (data) => {
      answer += data.toString();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
    socket.once("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= drip.bytes.length) return clearInterval(timer);
        const size = drip.chunk ?? 1;
        socket.write(drip.bytes.slice(sent, sent + size));
        sent += size;
      }, drip.everyMs);
    });
    socket.setTimeout(30_000, () => reject(new Error("the server kept the connection open")));
  });
}

function multipart(fileSize: number) {
  const boundary = "----bismo-slow";
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="toolId"\r\n\r\nmulti-chat\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\n` +
    `Content-Type: text/plain\r\n\r\n${"a".repeat(fileSize)}\r\n--${boundary}--\r\n`;
  const head =
    "POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
    `Origin: ${t.env.appUrl}\r\nCookie: ${guest}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  return { head, body };
}

describe("the HTTP server", () => {
  it("closes an upload whose body drips in a byte at a time, answering 408", async () => {
    const { head, body } = multipart(500_000);
    const { answer, sent } = await slowClient(head, { bytes: body, everyMs: 20 });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain("arrived too slowly");
    expect(sent).toBeLessThan(body.length);
  });

  it("closes a connection whose headers drip in, answering 408", async () => {
    const head = "POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    const { answer, sent } = await slowClient(head, {
      bytes: "X-Slow: ".padEnd(2000, "x"),
      everyMs: 20,
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(2000);
  });

  it("lets a slow but steady upload finish", async () => {
    const { head, body } = multipart(60_000);
    const { answer } = await slowClient(
      head.replace("HTTP/1.1\r\n", "HTTP/1.1\r\nConnection: close\r\n"),
      { bytes: body, everyMs: 100, chunk: 8 * 1024 },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
  });

  it("keeps an idle connection for the next request past the headers' timeout, and says so", async () => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => undefined);
    let received = "";
    socket.on("data", (data) => {
      received += data.toString();
    });
    const answers = (count: number) =>
      vi.waitFor(() => expect(received.match(/HTTP\/1\.1 200 /g)).toHaveLength(count), {
        timeout: 5000,
      });
    const health = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    socket.write(health);
    await answers(1);
    expect(received).toMatch(/^Keep-Alive: timeout=7\r$/m);
    // Idle for longer than a request may take to send its headers (1 s here).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(socket.destroyed).toBe(false);
    socket.write(health);
    await answers(2);
    socket.destroy();
  });

  it("outlives a reverse proxy's idle upstream connections (60 s in nginx)", () => {
    expect(connectionLimitsFor(20 * 1024 * 1024).keepAliveTimeoutMs).toBeGreaterThan(60_000);
  });

  it("gives the largest upload time to arrive at 1 Mbit/s, and no more than 300 s", () => {
    const limits = connectionLimitsFor(20 * 1024 * 1024);
    const atOneMegabit = ((20 * 1024 * 1024 * 8) / 1_000_000) * 1000;
    expect(limits.requestTimeoutMs).toBeGreaterThan(atOneMegabit);
    expect(limits.requestTimeoutMs).toBeLessThan(300_000);
  });
});
