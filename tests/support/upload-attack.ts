import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { childPids, residentBytes } from "./process-memory";

/**
 * Uploading hostile files to a running server from outside, as an attacker would, while
 * watching what everybody else notices: /api/health answers and their latency, and the
 * memory of the server process (and, apart, of its file readers).
 */

export type HostileFile = { name: string; bytes: Uint8Array };

export type AttackReport = {
  answers: Array<{ status: number; message: string }>;
  health: { latenciesMs: number[]; failures: string[] };
  serverMemory: { before: number; peak: number; after: number };
  /** Highest resident memory of the server's child processes together (the file readers). */
  readersPeak: number;
};

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/** A new guest session, as 'Try Without Account' makes. */
export async function signInAsGuest(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/anonymous`, {
    method: "POST",
    headers: { origin: url, "content-type": "application/json" },
    body: "{}",
  });
  if (!response.ok) throw new Error(`guest sign-in failed: ${response.status}`);
  return cookieOf(response);
}

export async function uploadAs(url: string, cookie: string, file: HostileFile) {
  const form = new FormData();
  form.set("file", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  form.set("toolId", "multi-chat");
  const response = await fetch(`${url}/api/uploads`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: url },
  });
  const body = (await response.json()) as { error?: { message: string } };
  return { status: response.status, message: body.error?.message ?? "" };
}

/**
 * Polls /api/health every 10 ms from a thread of its own, so the latency measured is the
 * server's and not this process's, busy sending the uploads. Resolves once the thread has made
 * its first request (not counted: it pays for the thread's start and the connection).
 */
export async function watchHealth(url: string) {
  const poller = new Worker(
    `
    const { parentPort, workerData } = require("node:worker_threads");
    const latenciesMs = [];
    const failures = [];
    let watching = true;
    parentPort.on("message", () => { watching = false; });
    const poll = async () => {
      const started = performance.now();
      try {
        const response = await fetch(workerData + "/api/health");
        await response.arrayBuffer();
        if (!response.ok) failures.push("status " + response.status);
      } catch (error) {
        failures.push(String(error));
      }
      return performance.now() - started;
    };
    (async () => {
      await poll();
      parentPort.postMessage("ready");
      while (watching) {
        latenciesMs.push(await poll());
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      parentPort.postMessage({ latenciesMs, failures });
    })();
    `,
    { eval: true, workerData: url },
  );
  await once(poller, "message");
  return async () => {
    poller.postMessage("stop");
    const [result] = (await once(poller, "message")) as [
      { latenciesMs: number[]; failures: string[] },
    ];
    await poller.terminate();
    return result;
  };
}

function watchMemory(pid: number) {
  let peak = residentBytes(pid);
  let readersPeak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
    const readers = childPids(pid).reduce((total, child) => {
      try {
        return total + residentBytes(child);
      } catch {
        return total; // gone meanwhile
      }
    }, 0);
    readersPeak = Math.max(readersPeak, readers);
  }, 20);
  return () => {
    clearInterval(timer);
    return { peak, readersPeak };
  };
}

/** Uploads `files` all at once, the nth as the nth session in `cookies`, while watching the server. */
export async function uploadWhileWatching(
  server: { url: string; pid: number },
  files: HostileFile[],
  cookies: string[],
): Promise<AttackReport> {
  const before = residentBytes(server.pid);
  const stopMemory = watchMemory(server.pid);
  const stopHealth = await watchHealth(server.url);
  const answers = await Promise.all(
    files.map((file, index) => uploadAs(server.url, cookies[index % cookies.length]!, file)),
  );
  const health = await stopHealth();
  const { peak, readersPeak } = stopMemory();
  return {
    answers,
    health,
    serverMemory: { before, peak, after: residentBytes(server.pid) },
    readersPeak,
  };
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}
