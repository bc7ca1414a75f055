// Streaming chat benchmark: time to first token and inter-token delay that Bismo adds over
// calling the (fake) provider directly, for 1, 50 and 200 concurrent chats; errors; the memory
// of every process the server started (its PostgreSQL included), idle after start and at peak.
// Run `npm run build` first (or set BISMO_DIST to another build folder), then `npm run bench:chat`.
// BENCH_DATABASE_URL runs on that PostgreSQL (not counted: Bismo did not start it);
// BENCH_INSTANCES=2 runs two app processes (WEB_CONCURRENCY).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { makeDataDir } from "../tests/e2e/support/data-dir";
import { freePort } from "../tests/e2e/support/server";
import { linkIn, startSmtpSink } from "../tests/e2e/support/smtp-sink";
import { treeCpuSeconds, treeMemoryMb } from "./process-tree";
import { percentile, type StreamTiming, timeStream } from "./stream-client";

const root = path.resolve(import.meta.dirname, "..");
const serverEntry = path.join(root, process.env.BISMO_DIST ?? "dist", "server/main.js");
const levels = (process.env.BENCH_LEVELS ?? "1,50,200").split(",").map(Number);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const instances = Number(process.env.BENCH_INSTANCES ?? 1);
const tokens = 50;
const delayMs = 20;

function spawnLogged(args: string[], env: Record<string, string>) {
  return spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function firstLine(child: ChildProcess): Promise<string> {
  const lines = readline.createInterface({ input: child.stdout! });
  for await (const line of lines) return line.trim();
  throw new Error("process printed nothing");
}

async function waitHealthy(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

async function signIn(url: string, sink: Awaited<ReturnType<typeof startSmtpSink>>) {
  const email = `bench-${Date.now()}@example.com`;
  const password = "bench-password-42";
  const headers = { "content-type": "application/json", origin: url };
  await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, name: "Bench" }),
  });
  const mail = await sink.waitFor(email, /.*/);
  const token = new URL(linkIn(mail, url)).searchParams.get("token");
  const verified = await fetch(`${url}/api/auth/verify-email?token=${token}`, {
    redirect: "manual",
  });
  if (verified.status >= 400) throw new Error(`verification failed: ${verified.status}`);
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(
      `sign-in failed: ${response.status} ${await response.text()} (mail: ${mail.text})`,
    );
  }
  return cookieOf(response);
}

function summarise(timings: StreamTiming[]) {
  const ok = timings.filter((timing) => timing.ok && timing.tokens === tokens);
  const first = ok.map((timing) => timing.firstTokenMs);
  const gaps = ok.flatMap((timing) => timing.gapsMs);
  return {
    errors: timings.length - ok.length,
    first: [percentile(first, 50), percentile(first, 99)],
    gap: [percentile(gaps, 50), percentile(gaps, 99)],
  };
}

async function main() {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`No build at ${serverEntry}. Build first: npm run build`);
  }
  const fakeProcess = spawnLogged(["--import", "tsx", "bench/fake-provider.ts"], {
    FAKE_TOKENS: String(tokens),
    FAKE_DELAY_MS: String(delayMs),
  });
  const fakeUrl = await firstLine(fakeProcess);
  const sink = await startSmtpSink();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = makeDataDir("bismo-bench-");
  const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
  const server = spawnLogged([...nodeFlags, serverEntry], {
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SMTP_URL: sink.url,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    WEB_CONCURRENCY: String(instances),
    OPENAI_API_KEY: "bench",
    OPENAI_BASE_URL: `${fakeUrl}/v1`,
    // An operator setting: accounts may send this many messages a minute.
    CHAT_ACCOUNT_MESSAGES_PER_MINUTE: "1000000",
  });
  let serverLog = "";
  server.stderr?.on("data", (chunk) => {
    serverLog += chunk;
  });
  try {
    await waitHealthy(url);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // past start-up's garbage
    const idle = treeMemoryMb(server.pid!);
    const cookie = await signIn(url, sink);

    const direct = () =>
      timeStream(
        () =>
          fetch(`${fakeUrl}/v1/chat/completions`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: "Bearer bench" },
            body: JSON.stringify({
              model: "gpt-5.1",
              stream: true,
              messages: [{ role: "user", content: "Count." }],
            }),
          }),
        (data) => data.includes('"content":"t'),
      );
    const viaBismo = () =>
      timeStream(
        () =>
          fetch(`${url}/api/chat`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify({
              id: crypto.randomUUID(),
              trigger: "submit-message",
              toolId: "multi-chat",
              model: "gpt-4o",
              messages: [
                {
                  id: crypto.randomUUID(),
                  role: "user",
                  parts: [{ type: "text", text: "Count." }],
                },
              ],
            }),
          }),
        (data) => data.includes('"type":"text-delta"'),
      );

    await Promise.all(Array.from({ length: 20 }, viaBismo)); // warm-up
    // "burst": every stream starts at once. "ramp": starts spread over one answer's duration, so
    // the same number of streams is in flight without all connecting in the same millisecond.
    const answerMs = tokens * delayMs;
    const run = (count: number, mode: "burst" | "ramp", one: () => Promise<StreamTiming>) =>
      Promise.all(
        Array.from({ length: count }, async (_, index) => {
          if (mode === "ramp") {
            await new Promise((resolve) => setTimeout(resolve, (index * answerMs) / count));
          }
          return one();
        }),
      );
    const rows: string[][] = [];
    for (const concurrency of levels)
      for (const mode of ["burst", "ramp"] as const) {
        if (concurrency === 1 && mode === "ramp") continue;
        const directRun = summarise(await run(concurrency, mode, direct));
        const peak = treeMemoryMb(server.pid!);
        const sampler = setInterval(() => {
          const now = treeMemoryMb(server.pid!);
          peak.rss = Math.max(peak.rss, now.rss);
          peak.pss = Math.max(peak.pss, now.pss);
        }, 100);
        const cpuBefore = treeCpuSeconds(server.pid!);
        const bismoRun = summarise(await run(concurrency, mode, viaBismo));
        const cpuPerToken =
          ((treeCpuSeconds(server.pid!) - cpuBefore) * 1e6) / (concurrency * tokens);
        clearInterval(sampler);
        const f = (value: number) => value.toFixed(1);
        rows.push([
          `${concurrency} ${concurrency === 1 ? "" : mode}`,
          `${f(directRun.first[0]!)} / ${f(directRun.first[1]!)}`,
          `${f(bismoRun.first[0]!)} / ${f(bismoRun.first[1]!)}`,
          `${f(bismoRun.first[0]! - directRun.first[0]!)} / ${f(bismoRun.first[1]! - directRun.first[1]!)}`,
          `${f(bismoRun.gap[0]! - directRun.gap[0]!)} / ${f(bismoRun.gap[1]! - directRun.gap[1]!)}`,
          `${directRun.errors} / ${bismoRun.errors}`,
          `${peak.rss.toFixed(0)} / ${peak.pss.toFixed(0)}`,
          cpuPerToken.toFixed(0),
        ]);
      }
    const header = [
      "streams (start)",
      "TTFT direct p50/p99 ms",
      "TTFT Bismo p50/p99 ms",
      "added TTFT p50/p99 ms",
      "added inter-token p50/p99 ms",
      "errors direct/Bismo",
      "peak RSS / PSS MB",
      "server CPU µs/token",
    ];
    const widths = header.map((title, i) =>
      Math.max(title.length, ...rows.map((row) => row[i]!.length)),
    );
    const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ");
    const database = databaseUrl
      ? "PostgreSQL (BENCH_DATABASE_URL, its own processes not counted)"
      : `embedded ${fs.existsSync(path.join(dataDir, "postgres")) ? "PostgreSQL" : "PGlite"}`;
    console.log(
      `\n${tokens} tokens per answer, ${delayMs} ms apart; fake provider in its own process; ` +
        `${instances} app process${instances > 1 ? "es" : ""}; database: ${database}`,
    );
    console.log(
      `idle after start: ${idle.rss.toFixed(0)} MB RSS, ${idle.pss.toFixed(0)} MB PSS, ` +
        `summed over the server's ${idle.processes} processes; peaks below are summed the same way\n`,
    );
    console.log(line(header));
    console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
    for (const row of rows) console.log(line(row));
  } finally {
    server.kill("SIGTERM");
    fakeProcess.kill("SIGTERM");
    await sink.close();
    if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (serverLog.trim()) console.error(`\nserver log (warnings):\n${serverLog.slice(0, 2000)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
