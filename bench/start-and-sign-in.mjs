// Prints how long the built server takes from spawn to its first 200 on a fresh data folder
// (migrations included) and on a used one, and sign-in latency (p50, p99) over many sign-ins.
// Usage: npm run build && npm run bench:start   (BISMO_DIST=dist-x to use another build;
// SIGN_INS=300 to change the count). Figures only, no pass/fail.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const serverEntry = path.join(root, process.env.BISMO_DIST ?? "dist", "server/main.js");
const signIns = Number(process.env.SIGN_INS ?? 300);

if (!fs.existsSync(serverEntry)) {
  console.error(`No build at ${serverEntry}: run \`npm run build\` first.`);
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const url = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-bench-"));
// Readable by the embedded PostgreSQL's own user when this runs as root (else: PGlite).
fs.chmodSync(dataDir, 0o755);

/** Spawns the server and resolves with the ms until `/` first answers 200. */
async function start() {
  let output = "";
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      // Each sign-in comes from its own address (X-Forwarded-For), so the limit of 5 a minute
      // per client does not turn the benchmark into a measure of 429s.
      TRUST_PROXY: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const ok = await fetch(`${url}/`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const ms = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  return { ms, stop, output: () => output };
}

const post = (route, body, ip) =>
  fetch(`${url}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const round = (ms) => Math.round(ms * 10) / 10;

const cold = await start();
console.log(`cold start to first 200 (fresh data folder, migrations): ${round(cold.ms)} ms`);

const email = `bench-${Date.now()}@example.com`;
const password = "bench-password-42";
const signUp = await post(
  "/api/auth/sign-up/email",
  { email, password, name: "Bench" },
  "10.9.0.1",
);
if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);
// Without SMTP_URL the verification mail, link included, is written to the server log.
let token = null;
for (let i = 0; i < 100 && !token; i++) {
  token = /\/confirm\?token=([\w.%-]+)/.exec(cold.output())?.[1] ?? null;
  if (!token) await new Promise((resolve) => setTimeout(resolve, 20));
}
if (!token) throw new Error("no verification link in the server log");
// Confirmation is a POST from the /confirm page (a GET changes nothing).
const verified = await post(
  "/api/auth/confirm-email",
  { token: decodeURIComponent(token) },
  "10.9.0.1",
);
if (verified.status !== 200) throw new Error(`verification failed: ${verified.status}`);

const latencies = [];
for (let i = 0; i < signIns; i++) {
  const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const began = performance.now();
  const response = await post("/api/auth/sign-in/email", { email, password }, ip);
  await response.arrayBuffer();
  latencies.push(performance.now() - began);
  if (response.status !== 200) throw new Error(`sign-in ${i} answered ${response.status}`);
}
latencies.sort((a, b) => a - b);
const mean = latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length;
console.log(
  `sign-in latency over ${signIns} sign-ins: p50 ${round(percentile(latencies, 0.5))} ms, ` +
    `p99 ${round(percentile(latencies, 0.99))} ms, mean ${round(mean)} ms, max ${round(latencies.at(-1))} ms`,
);
await cold.stop();

const warm = await start();
console.log(`restart to first 200 (same data folder, nothing to migrate): ${round(warm.ms)} ms`);
await warm.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(
  `(${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}, Node ${process.version})`,
);
