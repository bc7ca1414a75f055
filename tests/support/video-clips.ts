import fs from "node:fs";
import path from "node:path";
import { runFfmpeg, withTempDir } from "@/server/engines/media/ffmpeg";

/** One shot of a test clip: a picture (moving test pattern or a flat colour) and a sound level. */
export type ClipScene = {
  seconds: number;
  /** `pattern` moves every frame; a colour name is a still frame of that colour. */
  picture: "pattern" | string;
  /** Tone loudness, 0 (silent) to 1; hiss under it when the clip is noisy. */
  loudness: number;
};

export type ClipOptions = {
  scenes: ClipScene[];
  width?: number;
  height?: number;
  fps?: number;
  /** Background hiss at this amplitude under every scene (0 for none). */
  hiss?: number;
  audio?: boolean;
};

/**
 * A real H.264/AAC MP4 made by ffmpeg from generated sources: distinct scenes for scene
 * detection, loud and quiet stretches for loudness analysis, hiss for the denoiser.
 */
export async function makeClip(output: string, options: ClipOptions): Promise<void> {
  const { scenes, width = 320, height = 240, fps = 25, hiss = 0, audio = true } = options;
  const size = `${width}x${height}`;
  const inputs: string[] = [];
  const graph: string[] = [];
  scenes.forEach((scene, index) => {
    const d = scene.seconds;
    inputs.push(
      "-f",
      "lavfi",
      "-i",
      scene.picture === "pattern"
        ? `testsrc2=size=${size}:rate=${fps}:duration=${d}`
        : `color=c=${scene.picture}:size=${size}:rate=${fps}:duration=${d}`,
    );
    if (audio) {
      inputs.push("-f", "lavfi", "-i", `sine=frequency=${330 + index * 110}:duration=${d}`);
      inputs.push("-f", "lavfi", "-i", `anoisesrc=duration=${d}:amplitude=${hiss}:color=white`);
    }
  });
  const perScene = audio ? 3 : 1;
  scenes.forEach((scene, index) => {
    const base = index * perScene;
    graph.push(`[${base}:v]format=yuv420p,setsar=1[v${index}]`);
    if (audio) {
      graph.push(
        `[${base + 1}:a]volume=${scene.loudness}[t${index}]`,
        // amix halves each input (ffmpeg 4 has no normalize option): volume=2 restores the levels.
        `[t${index}][${base + 2}:a]amix=inputs=2,volume=2,aformat=sample_rates=44100:channel_layouts=mono[a${index}]`,
      );
    }
  });
  const joined = scenes.map((_, i) => (audio ? `[v${i}][a${i}]` : `[v${i}]`)).join("");
  graph.push(
    `${joined}concat=n=${scenes.length}:v=1:a=${audio ? 1 : 0}${audio ? "[v][a]" : "[v]"}`,
  );
  await runFfmpeg({
    args: [
      ...inputs,
      "-filter_complex",
      graph.join(";"),
      "-map",
      "[v]",
      ...(audio ? ["-map", "[a]", "-c:a", "aac", "-b:a", "96k"] : []),
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      output,
    ],
  });
}

/** The bytes of a clip made by {@link makeClip}. */
export function clipBytes(options: ClipOptions): Promise<Buffer> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, "clip.mp4");
    await makeClip(file, options);
    return fs.promises.readFile(file);
  });
}

/** The luma of the frame at `seconds` as 64x48 grey pixels, read back with ffmpeg. */
export async function framePixels(file: string, seconds: number): Promise<Buffer> {
  return withTempDir(async (dir) => {
    const gray = path.join(dir, "frame.gray");
    await runFfmpeg({
      args: [
        "-ss",
        seconds.toFixed(3),
        "-i",
        file,
        "-frames:v",
        "1",
        "-vf",
        "scale=64:48,format=gray",
        "-f",
        "rawvideo",
        gray,
      ],
    });
    return fs.promises.readFile(gray);
  });
}

/** Mean luma (0-255) of the frame at `seconds`. */
export async function frameLuma(file: string, seconds: number): Promise<number> {
  const pixels = await framePixels(file, seconds);
  return pixels.reduce((sum, value) => sum + value, 0) / Math.max(1, pixels.length);
}

/** Mean absolute luma difference between two files' frames at `seconds`, in rows `fromRow`-47. */
export async function frameDifference(
  a: string,
  b: string,
  seconds: number,
  fromRow = 0,
): Promise<number> {
  const [first, second] = await Promise.all([framePixels(a, seconds), framePixels(b, seconds)]);
  let sum = 0;
  for (let i = fromRow * 64; i < first.length; i++) sum += Math.abs(first[i]! - (second[i] ?? 0));
  return sum / Math.max(1, first.length - fromRow * 64);
}

/** Root-mean-square level of the audio between `start` and `end`, in dBFS. */
export async function audioLevel(file: string, start: number, end: number): Promise<number> {
  const log = await runFfmpeg({
    args: [
      "-ss",
      start.toFixed(3),
      "-t",
      (end - start).toFixed(3),
      "-i",
      file,
      "-vn",
      "-af",
      "astats",
      "-f",
      "null",
      "-",
    ],
    logLevel: "info",
  });
  // Per-channel figures come first, the overall ones last.
  const level = [...log.matchAll(/RMS level dB: (-?[\d.]+|-inf)/g)].at(-1)?.[1];
  return level === undefined || level === "-inf" ? -120 : Number(level);
}

/**
 * Mean alpha (0 transparent, 255 opaque) of a WebM's frame at `seconds`: decoded with libvpx-vp9,
 * as ffmpeg's own VP9 decoder drops the alpha a VP9 WebM carries.
 */
export async function frameAlpha(file: string, seconds: number): Promise<number> {
  return withTempDir(async (dir) => {
    const alpha = path.join(dir, "alpha.gray");
    await runFfmpeg({
      args: [
        "-c:v",
        "libvpx-vp9",
        "-ss",
        seconds.toFixed(3),
        "-i",
        file,
        "-frames:v",
        "1",
        "-vf",
        "format=yuva420p,alphaextract,scale=64:48",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "gray",
        alpha,
      ],
    });
    const pixels = await fs.promises.readFile(alpha);
    return pixels.reduce((sum, value) => sum + value, 0) / Math.max(1, pixels.length);
  });
}

/**
 * The attack's clip, small on disk: one black 8192 x 8192 H.264 frame (about 200 KB) that
 * decodes to 100 MB a frame. Made on one thread with room to spare, as an attacker's machine
 * would; Bismo's own limits are not the maker's.
 */
export function hugeClipBytes(): Promise<Buffer> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, "huge.mp4");
    await runFfmpeg({
      args: [
        "-f",
        "lavfi",
        "-i",
        "color=c=black:s=8192x8192:r=1:d=1",
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-pix_fmt",
        "yuv420p",
        file,
      ],
      limits: { memoryMb: 8192, threads: 1 },
    });
    return fs.promises.readFile(file);
  });
}
