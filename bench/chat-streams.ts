// Streaming chat benchmark. For 1, 50, 100 and 200 concurrent chats against a fake provider it
// prints, per setup (embedded database; PostgreSQL with one and two app processes):
// - time to first token that Bismo adds over calling the provider directly (p50/p99), beside
//   the same for a plain node:http byte relay (bench/byte-relay.ts, the floor) and their ratio;
// - server CPU per streamed token, beside the AI SDK's own pipeline measured in-process
//   (bench/bare-pipeline.ts, the floor) and their ratio;
// - beside that floor, in the same process, the streaming core two ways: the AI SDK's public
//   API as a chat route would use it (streamText -> toUIMessageStreamResponse) and Bismo's own
//   (streamAnswer -> relayAnswer, decision 0019), each sending the route's events, and what a
//   server would use per token on the public API (its own CPU less Bismo's core plus streamText's);
// - memory of every process the server started (its PostgreSQL included), idle and at peak.
// Every level runs BENCH_ROUNDS times; each round runs the floors and every build one after
// another (the builds' order alternating), so a loaded machine slows all of them alike. Figures
// are the median of the rounds with their range.
//
// Servers start with the flags `npm start` gives them (scripts/server-node-flags.mjs).
// `npm run build` first. BISMO_DIST=dist-old,dist compares two builds in one run (both
// servers start, then take turns). BENCH_DATABASE_URL adds the PostgreSQL setups (its own
// processes' CPU is not counted there). BENCH_SETUPS picks setups (embedded:1,postgres:2),
// BENCH_LEVELS the concurrency levels, BENCH_MODES the modes (burst,ramp). BENCH_WARM=1 runs
// each build's level once unmeasured right before measuring it: the server is then measured under
// continuous load, on the connections the last run left open, instead of after a pause.
// A build may carry Node flags of its own after spaces, to compare flags in one run:
// BISMO_DIST="dist,dist --max-semi-space-size=8" (they come after npm start's, so they win).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { makeDataDir } from "#tests/e2e/support/data-dir";
import { freePort } from "#tests/e2e/support/server";
import { linkIn, startSmtpSink } from "#tests/e2e/support/smtp-sink";
import { serverNodeFlags } from "../scripts/server-node-flags.mjs";
import { treeCpuSeconds, treeMemoryMb } from "./process-tree";
import { percentile, type StreamTiming, timeStream } from "./stream-client";

const root = path.resolve(import.meta.dirname, "..");
const builds = (process.env.BISMO_DIST ?? "dist").split(",").filter(Boolean);
const levels = (process.env.BENCH_LEVELS ?? "1,50,100,200").split(",").map(Number);
const modes = (process.env.BENCH_MODES ?? "burst,ramp").split(",").map((mode) => {
  if (mode !== "burst" && mode !== "ramp") throw new Error(`mode ${mode}? (burst or ramp)`);
  return mode;
});
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const warm = process.env.BENCH_WARM === "1";
const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
const setups = (
  process.env.BENCH_SETUPS ?? (databaseUrl ? "embedded:1,postgres:1,postgres:2" : "embedded:1")
)
  .split(",")
  .map((setup) => {
    const [database, instances] = setup.split(":");
    if (database !== "embedded" && database !== "postgres") throw new Error(`setup ${setup}?`);
    if (database === "postgres" && !databaseUrl) throw new Error("set BENCH_DATABASE_URL");
    return { database, instances: Number(instances ?? 1) } as const;
  });
const tokens = 50;
const delayMs = 20;
const answerMs = tokens * delayMs;

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

function spawnNode(args: string[], env: Record<string, string>, stdin: "ignore" | "pipe") {
  return spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: [stdin, "pipe", "pipe"],
  });
}

async function firstLine(child: ChildProcess): Promise<string> {
  const lines = readline.createInterface({ input: child.stdout! });
  for await (const line of lines) return line.trim();
  throw new Error("process printed nothing");
}

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
};

async function waitHealthy(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error("server exited");
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

/** The cookies a browser would hold, updated from each response's Set-Cookie as it would be. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    take(response: Response) {
      for (const header of response.headers.getSetCookie()) {
        const pair = header.split(";")[0]!;
        cookies.set(pair.slice(0, pair.indexOf("=")), pair);
      }
    },
    header: () => [...cookies.values()].join("; "),
  };
}

/** A new verified account; each from its own address (TRUST_PROXY), clear of sign-up limits. */
async function signIn(url: string, sink: Sink) {
  const email = `bench-${crypto.randomUUID()}@example.com`;
  const password = "bench-password-42";
  const address = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join(".")}`;
  const headers = { "content-type": "application/json", origin: url, "x-forwarded-for": address };
  await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, name: "Bench" }),
  });
  const mail = await sink.waitFor(email, /.*/);
  const token = new URL(linkIn(mail, url)).searchParams.get("token");
  // Confirmation is a POST from the /confirm page (a GET changes nothing).
  const verified = await fetch(`${url}/api/auth/confirm-email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ token }),
  });
  if (verified.status >= 400) throw new Error(`verification failed: ${verified.status}`);
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const jar = cookieJar();
  jar.take(response);
  return jar;
}

/** One built server under test: its process tree, a signed-in account and its figures. */
async function startBismo(
  build: string,
  setup: (typeof setups)[number],
  fakeUrl: string,
  sink: Sink,
) {
  const [folder, ...ownFlags] = build.split(" ").filter(Boolean);
  const entry = path.join(root, folder!, "server/main.js");
  if (!fs.existsSync(entry)) throw new Error(`No build at ${entry}. Build first: npm run build`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = makeDataDir("bismo-bench-");
  const child = spawnNode(
    [...serverNodeFlags(), ...nodeFlags, ...ownFlags, entry],
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SMTP_URL: sink.url,
      TRUST_PROXY: "true",
      ...(setup.database === "postgres" ? { DATABASE_URL: databaseUrl! } : {}),
      WEB_CONCURRENCY: String(setup.instances),
      OPENAI_API_KEY: "bench",
      OPENAI_BASE_URL: `${fakeUrl}/v1`,
      // Operator settings: accounts may send this many messages a minute, and as many a day
      // (each message is still metered: the bench pays for counting it).
      CHAT_ACCOUNT_MESSAGES_PER_MINUTE: "1000000",
      PLAN_ALLOWANCES: JSON.stringify({ free: { chat: null } }),
    },
    "ignore",
  );
  let log = "";
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  await waitHealthy(url, child);
  // Past start-up: its garbage, and its database connections (the pool closes one idle 10 s).
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  const idle = treeMemoryMb(child.pid!);
  // Kept up to date like a browser's: the session's cookie cache is refreshed every minute.
  const cookies = await signIn(url, sink);
  const one = () =>
    timeStream(
      async () => {
        const response = await fetch(`${url}/api/chat`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: cookies.header() },
          body: JSON.stringify({
            id: crypto.randomUUID(),
            trigger: "submit-message",
            toolId: "multi-chat",
            model: "gpt-4o",
            messages: [
              { id: crypto.randomUUID(), role: "user", parts: [{ type: "text", text: "Count." }] },
            ],
          }),
        });
        cookies.take(response);
        return response;
      },
      (data) => data.includes('"type":"text-delta"'),
    );
  await Promise.all(Array.from({ length: 20 }, one)); // warm-up
  return {
    build,
    idle,
    one,
    pid: child.pid!,
    log: () => log,
    close: async () => {
      await stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Bismo = Awaited<ReturnType<typeof startBismo>>;

/** `count` streams, all at once ("burst") or spread over one answer's duration ("ramp"). */
const run = (count: number, mode: Mode, one: () => Promise<StreamTiming>) =>
  Promise.all(
    Array.from({ length: count }, async (_, index) => {
      if (mode === "ramp") await new Promise((r) => setTimeout(r, (index * answerMs) / count));
      return one();
    }),
  );
type Mode = "burst" | "ramp";

function firstTokens(timings: StreamTiming[]) {
  const ok = timings.filter((timing) => timing.ok && timing.tokens === tokens);
  const first = ok.map((timing) => timing.firstTokenMs);
  return {
    errors: timings.length - ok.length,
    p50: percentile(first, 50),
    p99: percentile(first, 99),
  };
}

/** One round of one level: the floors, then every build (in the order given). */
async function measureRound(
  count: number,
  mode: Mode,
  floors: { direct: () => Promise<StreamTiming>; relay: () => Promise<StreamTiming> },
  bare: Pipelines,
  servers: Bismo[],
) {
  const direct = firstTokens(await run(count, mode, floors.direct));
  const relay = firstTokens(await run(count, mode, floors.relay));
  const bareCpu = await bare("bare", count, mode);
  const publicCpu = await bare("streamText", count, mode);
  const coreCpu = await bare("bismo", count, mode);
  const measured = new Map<
    string,
    { ttft: ReturnType<typeof firstTokens>; cpu: Cpu; rss: number; pss: number }
  >();
  for (const server of servers) {
    if (warm) await run(count, mode, server.one);
    let { rss, pss } = treeMemoryMb(server.pid);
    const sampler = setInterval(() => {
      const now = treeMemoryMb(server.pid);
      rss = Math.max(rss, now.rss);
      pss = Math.max(pss, now.pss);
    }, 100);
    const before = treeCpuSeconds(server.pid);
    const ttft = firstTokens(await run(count, mode, server.one));
    const after = treeCpuSeconds(server.pid);
    clearInterval(sampler);
    const perToken = (seconds: number) => (seconds * 1e6) / (count * tokens);
    measured.set(server.build, {
      ttft,
      rss,
      pss,
      cpu: {
        app: perToken(after.app - before.app),
        database: perToken(after.database - before.database),
      },
    });
  }
  return { direct, relay, bareCpu, publicCpu, coreCpu, measured };
}
type Cpu = { app: number; database: number };
type Pipeline = "bare" | "streamText" | "bismo";
type Pipelines = (pipeline: Pipeline, count: number, mode: Mode) => Promise<number>;
type Round = Awaited<ReturnType<typeof measureRound>>;
type FirstTokens = ReturnType<typeof firstTokens>;

/** The median of the rounds and their range: "12 [9-15]". */
function spread(values: number[], digits = 0) {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return "-";
  const f = (value: number) => value.toFixed(digits);
  const sorted = [...finite].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  return sorted.length === 1 ? f(median) : `${f(median)} [${f(sorted[0]!)}-${f(sorted.at(-1)!)}]`;
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
  for (const row of rows) console.log(line(row));
}

async function benchSetup(
  setup: (typeof setups)[number],
  fakeUrl: string,
  relayUrl: string,
  bare: Pipelines,
  sink: Sink,
) {
  const servers: Bismo[] = [];
  try {
    for (const build of builds) servers.push(await startBismo(build, setup, fakeUrl, sink));
    const chatBody = JSON.stringify({
      model: "gpt-5.1",
      stream: true,
      messages: [{ role: "user", content: "Count." }],
    });
    const openAiStream = (base: string) => () =>
      timeStream(
        () =>
          fetch(`${base}/v1/chat/completions`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: "Bearer bench" },
            body: chatBody,
          }),
        (data) => data.includes('"content":"t'),
      );
    const floors = { direct: openAiStream(fakeUrl), relay: openAiStream(relayUrl) };

    const rows: string[][] = [];
    for (const count of levels)
      for (const mode of modes) {
        if (count === 1 && mode === "ramp") continue;
        const results: Round[] = [];
        for (let round = 0; round < rounds; round++) {
          const order = round % 2 === 0 ? servers : [...servers].reverse();
          results.push(await measureRound(count, mode, floors, bare, order));
        }
        const level = `${count} ${count === 1 ? "" : mode}`;
        const added = (p: "p50" | "p99", of: (r: Round) => FirstTokens) =>
          spread(
            results.map((r) => of(r)[p] - r.direct[p]),
            1,
          );
        rows.push([
          level,
          "byte relay",
          added("p50", (r) => r.relay),
          added("p99", (r) => r.relay),
          "1",
          "",
          "",
          "",
          "",
          "",
          String(results.reduce((sum, r) => sum + r.relay.errors, 0)),
        ]);
        rows.push([
          level,
          "bare AI SDK",
          "",
          "",
          "",
          spread(results.map((r) => r.bareCpu)),
          "",
          "1",
          "",
          "",
          "",
        ]);
        const core = (name: string, cpu: (r: Round) => number) =>
          rows.push([
            level,
            name,
            "",
            "",
            "",
            spread(results.map(cpu)),
            "",
            spread(
              results.map((r) => cpu(r) / r.bareCpu),
              2,
            ),
            "",
            "",
            "",
          ]);
        core("core: streamText", (r) => r.publicCpu);
        core("core: Bismo's", (r) => r.coreCpu);
        for (const server of servers) {
          const of = (r: Round) => r.measured.get(server.build)!;
          rows.push([
            level,
            server.build,
            added("p50", (r) => of(r).ttft),
            added("p99", (r) => of(r).ttft),
            spread(
              results.map((r) => of(r).ttft.p50 / r.relay.p50),
              1,
            ),
            spread(results.map((r) => of(r).cpu.app)),
            setup.database === "embedded" ? spread(results.map((r) => of(r).cpu.database)) : "-",
            spread(
              results.map((r) => (of(r).cpu.app + of(r).cpu.database) / r.bareCpu),
              2,
            ),
            spread(results.map((r) => of(r).rss)),
            spread(results.map((r) => of(r).pss)),
            String(results.reduce((sum, r) => sum + of(r).ttft.errors, 0)),
          ]);
          const onPublicApi = (r: Round) =>
            of(r).cpu.app + of(r).cpu.database - r.coreCpu + r.publicCpu;
          core(`${server.build} on streamText (est.)`, onPublicApi);
        }
      }

    const database =
      setup.database === "postgres"
        ? "PostgreSQL at BENCH_DATABASE_URL (its CPU not counted)"
        : "embedded (app processes and the PostgreSQL they started)";
    console.log(
      `\n${setup.instances} app process${setup.instances > 1 ? "es" : ""}, database: ${database}; ` +
        `${tokens} tokens per answer, ${delayMs} ms apart; median [range] of ${rounds} rounds` +
        (warm ? ", each build measured right after an unmeasured run of the level" : ""),
    );
    for (const server of servers) {
      console.log(
        `${server.build}: idle after start ${server.idle.rss.toFixed(0)} MB RSS, ` +
          `${server.idle.pss.toFixed(0)} MB PSS over ${server.idle.processes} processes`,
      );
    }
    const header = [
      "streams",
      "server",
      "+TTFT p50 ms",
      "+TTFT p99 ms",
      "TTFT p50 / relay's",
      "CPU µs/token",
      "its PostgreSQL µs/token",
      "CPU / bare",
      "peak RSS MB",
      "peak PSS MB",
      "errors",
    ];
    printTable(header, rows);
  } finally {
    for (const server of servers) {
      await server.close();
      if (server.log().trim()) {
        console.error(`\n${server.build} log (warnings):\n${server.log().slice(0, 2000)}`);
      }
    }
  }
}

async function main() {
  const fake = spawnNode(
    ["--import", "tsx", "bench/fake-provider.ts"],
    { FAKE_TOKENS: String(tokens), FAKE_DELAY_MS: String(delayMs) },
    "ignore",
  );
  const fakeUrl = await firstLine(fake);
  const relay = spawnNode(
    ["--import", "tsx", "bench/byte-relay.ts"],
    { FAKE_URL: fakeUrl },
    "ignore",
  );
  const relayUrl = await firstLine(relay);
  const bareProcess = spawnNode(
    ["--import", "tsx", "bench/bare-pipeline.ts"],
    { FAKE_URL: fakeUrl },
    "pipe",
  );
  const bareLines = readline
    .createInterface({ input: bareProcess.stdout! })
    [Symbol.asyncIterator]();
  const bare: Pipelines = async (pipeline, count, mode) => {
    bareProcess.stdin!.write(`${pipeline} ${count} ${mode} ${answerMs}\n`);
    const { value } = await bareLines.next();
    const { cpuMicros, tokens: streamed } = JSON.parse(String(value)) as {
      cpuMicros: number;
      tokens: number;
    };
    return cpuMicros / streamed;
  };
  for (const pipeline of ["bare", "streamText", "bismo"] as const)
    await bare(pipeline, 20, "burst"); // warm-up
  const sink = await startSmtpSink();
  try {
    console.log(`Node ${process.version}, ${builds.length} build(s): ${builds.join(", ")}`);
    for (const setup of setups) await benchSetup(setup, fakeUrl, relayUrl, bare, sink);
  } finally {
    bareProcess.stdin!.end();
    await Promise.all([stop(fake), stop(relay), stop(bareProcess)]);
    await sink.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
