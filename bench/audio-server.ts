// Text to speech on a fresh built server with no provider configured, as a user gets it after
// `npm start`: a 2,000-character text in each of the six voices and each of the four formats,
// through POST /api/voice-synthesis. For every result: the container read from its bytes, the
// seconds of audio, characters per second and the real-time factor (seconds of work per second
// of audio); per voice, the median pitch of its audio. Then the server process's RSS (its
// eSpeak workers are threads inside it) before, at its peak while speaking, and after, and the
// whole process tree's (with the bundled PostgreSQL). Figures only, no pass/fail.
// Usage: npm run build && npm run bench:audio   (BISMO_DIST=dist-x for another build).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { medianPitchHz } from "#tests/support/audio-analysis";
import { decodeAudio } from "#tests/support/decode-audio";
import { detectAudioContainer } from "../src/server/engines/media/audio-container";
import { speechOutputFormats, speechVoiceList } from "../src/shared/tools/text-to-speech";
import { treeMemoryMb } from "./process-tree";

const root = path.resolve(import.meta.dirname, "..");
const serverEntry = path.join(root, process.env.BISMO_DIST ?? "dist", "server/main.js");
if (!fs.existsSync(serverEntry)) {
  console.error(`No build at ${serverEntry}: run \`npm run build\` first.`);
  process.exit(1);
}

const sentence =
  "Bismo speaks this text on its own server, with no provider configured, in six voices. ";
const text = sentence
  .repeat(Math.ceil(2000 / sentence.length))
  .slice(0, 2000)
  .trim();

const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    const address = probe.address() as net.AddressInfo;
    probe.close(() => resolve(address.port));
  });
});
const url = `http://127.0.0.1:${port}`;
// PostgreSQL runs as another user: the folder must be readable by it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-bench-audio-"));
fs.chmodSync(dataDir, 0o755);
const child = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // The bench speaks more than a guest's daily characters; they are still counted.
    PLAN_ALLOWANCES: JSON.stringify({ guest: { speech: null } }),
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const stop = () => {
  child.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);

for (;;) {
  if (child.exitCode !== null) throw new Error("the server exited");
  const ok = await fetch(`${url}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const processRssMb = () => {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
};
const signIn = await fetch(`${url}/api/auth/sign-in/anonymous`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: "{}",
});
const cookie = signIn.headers
  .getSetCookie()
  .map((value) => value.split(";")[0])
  .join("; ");

const before = { app: processRssMb(), tree: treeMemoryMb(child.pid!).rss };
let peak = before.app;
const sampler = setInterval(() => {
  peak = Math.max(peak, processRssMb());
}, 100);

console.log(`${text.length} characters, one request at a time, offline engine:`);
let work = 0;
let audioSeconds = 0;
const pitches: string[] = [];
for (const voice of speechVoiceList) {
  for (const format of speechOutputFormats) {
    const started = performance.now();
    const response = await fetch(`${url}/api/voice-synthesis`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ text, voice: voice.id, format }),
    });
    const body = (await response.json()) as {
      audioUrl: string;
      engine: string;
      durationSeconds: number;
    };
    const seconds = (performance.now() - started) / 1000;
    if (!response.ok) throw new Error(`${voice.id} ${format}: ${JSON.stringify(body)}`);
    const bytes = new Uint8Array(
      await (await fetch(`${url}${body.audioUrl}`, { headers: { cookie } })).arrayBuffer(),
    );
    work += seconds;
    audioSeconds += body.durationSeconds;
    let pitch = "";
    if (format === "wav") {
      const hz = medianPitchHz(await decodeAudio(bytes));
      pitch = `, median pitch ${Math.round(hz)} Hz`;
      pitches.push(`${voice.id} ${Math.round(hz)} Hz`);
    }
    console.log(
      `  ${voice.id.padEnd(8)} ${format.padEnd(5)} ${body.engine}: ${detectAudioContainer(bytes)}, ` +
        `${Math.round(bytes.byteLength / 1024)} KiB, ${body.durationSeconds.toFixed(1)} s of audio ` +
        `in ${seconds.toFixed(2)} s: ${Math.round(text.length / seconds)} chars/s, ` +
        `RTF ${(seconds / body.durationSeconds).toFixed(3)}${pitch}`,
    );
  }
}
clearInterval(sampler);
console.log(
  `\nmean: ${Math.round((text.length * 24) / work)} chars/s, RTF ${(work / audioSeconds).toFixed(3)} ` +
    "(request to stored file, encoding included)",
);
console.log(`pitches: ${pitches.join(", ")}`);
console.log(
  `\nserver process RSS: ${Math.round(before.app)} MB before, ${Math.round(peak)} MB peak while ` +
    `speaking, ${Math.round(processRssMb())} MB after`,
);
console.log(
  `process tree RSS (with PostgreSQL): ${Math.round(before.tree)} MB before, ` +
    `${Math.round(treeMemoryMb(child.pid!).rss)} MB after`,
);
process.exit(0);
