// Video editor benchmark: a 60-second 720p clip (eight shots, quiet and loud stretches, hiss)
// edited with each action alone, then with the three that need no provider together. Prints
// seconds of video per second of wall time (above 1 is faster than real time), the peak RSS
// of this process (the server's share) and of its ffmpeg children, sampled every 100 ms.
// Add Subtitles runs against the fake OpenAI transcription server, so it times Bismo's side
// (audio pass, cue writing, burning in) and not a provider. `npm run bench:video-editor`.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startFakeOpenAIAudio } from "#tests/fakes/openai-audio";
import { makeClip } from "#tests/support/video-clips";
import { locateFfmpeg } from "../src/server/engines/media/ffmpeg";
import { createTranscriptionProviders } from "../src/server/engines/providers/transcription-models";
import { editVideo } from "../src/server/engines/video-editing/edit-video";
import type { VideoEditAction } from "../src/shared/tools/video-editor-ai";

const run = promisify(execFile);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** RSS of this process's child processes (ffmpeg), in bytes. */
async function childrenRss(): Promise<number> {
  try {
    const { stdout } = await run("ps", ["-o", "rss=", "--ppid", String(process.pid)]);
    return stdout.split("\n").reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) * 1024;
  } catch {
    return 0;
  }
}

const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "bismo-bench-video-"));
const clip = path.join(dir, "clip.mp4");
const pictures = ["pattern", "darkred", "pattern", "teal", "pattern", "olive", "pattern", "navy"];
await makeClip(clip, {
  scenes: pictures.map((picture, i) => ({
    seconds: 7.5,
    picture,
    loudness: i % 3 === 0 ? 0.8 : 0.05,
  })),
  width: 1280,
  height: 720,
  fps: 30,
  hiss: 0.03,
});
const openai = await startFakeOpenAIAudio();
const [transcription] = await createTranscriptionProviders({
  OPENAI_API_KEY: "bench",
  OPENAI_BASE_URL: `${openai.url}/v1`,
  AI_TIMEOUT_MS: 60_000,
  AI_MAX_RETRIES: 0,
});

console.log(
  `ffmpeg: ${locateFfmpeg().source}; clip: 60 s, 1280x720, 30 fps; ${os.cpus().length} cores`,
);
console.log(
  "action(s)                                        | video s / wall s | wall s | node RSS peak | ffmpeg RSS peak",
);

const runs: Array<{ actions: VideoEditAction[]; instructions: string }> = [
  { actions: ["Noise Reduction"], instructions: "" },
  { actions: ["Color Correction"], instructions: "" },
  { actions: ["Add Transitions"], instructions: "" },
  { actions: ["Cut Highlights"], instructions: "" },
  { actions: ["Add Subtitles"], instructions: "" },
  { actions: ["Noise Reduction", "Color Correction", "Add Transitions"], instructions: "" },
];
for (const { actions, instructions } of runs) {
  const workDir = await fs.promises.mkdtemp(path.join(dir, "job-"));
  let nodePeak = 0;
  let ffmpegPeak = 0;
  const sampler = setInterval(async () => {
    nodePeak = Math.max(nodePeak, process.memoryUsage().rss);
    ffmpegPeak = Math.max(ffmpegPeak, await childrenRss());
  }, 100);
  const started = performance.now();
  await editVideo({ input: clip, workDir, actions, instructions, transcription });
  const wall = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `${actions.join(" + ").padEnd(48)} | ${(60 / wall).toFixed(2).padStart(16)} | ${wall.toFixed(1).padStart(6)} | ${mb(nodePeak).padStart(13)} | ${mb(ffmpegPeak).padStart(15)}`,
  );
  await fs.promises.rm(workDir, { recursive: true, force: true });
}
await openai.close();
await fs.promises.rm(dir, { recursive: true, force: true });
