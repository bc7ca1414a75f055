// Video editor benchmark: a 60-second 720p clip (eight shots, quiet and loud stretches, hiss)
// edited with each action alone, then with the three that need no provider together. Prints
// seconds of video per second of wall time (above 1 is faster than real time), the peak RSS
// of this process (the server's share) and of its ffmpeg children, sampled every 50 ms. Then
// the largest video the editor takes (10 s of 4K) and the attack's 8192x8192 clip, which the
// probe refuses, with ffmpeg's threads and memory cap as configured. Add Subtitles runs against the fake OpenAI transcription server, so it times Bismo's side
// (audio pass, cue writing, burning in) and not a provider. `npm run bench:video-editor`.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startFakeOpenAIAudio } from "#tests/fakes/openai-audio";
import { hugeClipBytes, makeClip } from "#tests/support/video-clips";
import { locateFfmpeg } from "../src/server/engines/media/ffmpeg";
import { ffmpegLimits } from "../src/server/engines/media/ffmpeg-limits";
import { videoLimits } from "../src/server/engines/media/video-limits";
import { createTranscriptionProviders } from "../src/server/engines/providers/transcription-models";
import { type EditRequest, editVideo } from "../src/server/engines/video-editing/edit-video";
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
/** One edit, timed, with the peak RSS of this process and of its ffmpeg children. */
async function measured(
  label: string,
  input: string,
  seconds: number,
  edit: Omit<EditRequest, "input" | "workDir">,
) {
  const workDir = await fs.promises.mkdtemp(path.join(dir, "job-"));
  let nodePeak = 0;
  let ffmpegPeak = 0;
  const sampler = setInterval(async () => {
    nodePeak = Math.max(nodePeak, process.memoryUsage().rss);
    ffmpegPeak = Math.max(ffmpegPeak, await childrenRss());
  }, 50);
  const started = performance.now();
  const outcome = await editVideo({ input, workDir, ...edit }).then(
    () => "",
    (error: unknown) => ` (refused: ${error instanceof Error ? error.message : String(error)})`,
  );
  const wall = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `${label.padEnd(48)} | ${(seconds / wall).toFixed(2).padStart(16)} | ${wall.toFixed(1).padStart(6)} | ${mb(nodePeak).padStart(13)} | ${mb(ffmpegPeak).padStart(15)}${outcome}`,
  );
  await fs.promises.rm(workDir, { recursive: true, force: true });
}

for (const { actions, instructions } of runs) {
  await measured(actions.join(" + "), clip, 60, { actions, instructions, transcription });
}

// The largest video the editor takes, and the attack's clip it refuses at the probe.
const { threads, memoryMb } = ffmpegLimits();
console.log(
  `\nffmpeg limits: ${threads} threads, ${memoryMb} MB; video limits: ${JSON.stringify(videoLimits)}`,
);
const uhd = path.join(dir, "uhd.mp4");
await makeClip(uhd, {
  scenes: [
    { seconds: 5, picture: "pattern", loudness: 0.5 },
    { seconds: 5, picture: "teal", loudness: 0.5 },
  ],
  width: 3840,
  height: 2160,
  fps: 30,
});
await measured("Color Correction, 10 s of 3840x2160 at 30 fps", uhd, 10, {
  actions: ["Color Correction"],
  instructions: "",
});
const huge = path.join(dir, "huge.mp4");
await fs.promises.writeFile(huge, await hugeClipBytes());
await measured("Color Correction, the 8192x8192 clip", huge, 1, {
  actions: ["Color Correction"],
  instructions: "",
});
await openai.close();
await fs.promises.rm(dir, { recursive: true, force: true });
