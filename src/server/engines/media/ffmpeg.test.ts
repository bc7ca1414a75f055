import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tones } from "#tests/support/tones";
import { detectAudioContainer } from "./audio-container";
import { detectSilences, encodeSpeech, measureDuration, speechFormats } from "./audio-convert";
import { FfmpegError, locateFfmpeg, runFfmpeg, withTempDir } from "./ffmpeg";
import { withThreads } from "./ffmpeg-limits";
import { parseFfmpegProgressBlock } from "./ffmpeg-progress";
import { encodeWav } from "./wav";

const speechLike = tones([
  { hz: 0, seconds: 0.3 },
  { hz: 180, seconds: 1.2 },
  { hz: 0, seconds: 0.8 },
  { hz: 220, seconds: 1.5 },
  { hz: 0, seconds: 0.3 },
]);

describe("locating ffmpeg", () => {
  it("falls back to the binary shipped in the npm package when none is on the PATH", async () => {
    const bundled = locateFfmpeg("no-such-ffmpeg-command");
    expect(bundled.source).toBe("bundled");
    expect(fs.existsSync(bundled.path)).toBe(true);
    const log = await withTempDir(async (dir) => {
      const input = path.join(dir, "in.wav");
      await fs.promises.writeFile(input, encodeWav(speechLike));
      return runFfmpeg({
        args: ["-i", input, "-f", "null", "-"],
        binary: bundled,
        logLevel: "info",
      });
    });
    expect(log).toContain("Audio: pcm_s16le");
  });

  it("says plainly what failed when ffmpeg rejects its input", async () => {
    await expect(
      withTempDir(async (dir) => {
        const input = path.join(dir, "not-audio.wav");
        await fs.promises.writeFile(input, "this is text, not sound");
        return runFfmpeg({ args: ["-i", input, "-f", "null", "-"] });
      }),
    ).rejects.toThrow(/ffmpeg failed \(exit \d+\)/);
  });
});

describe("encoding speech", () => {
  it.each(speechFormats)("writes %s that its bytes identify as that container", async (format) => {
    const bytes = await encodeSpeech(speechLike, format);
    const expected = { mp3: "mp3", wav: "wav", opus: "ogg-opus", aac: "aac" }[format];
    expect(detectAudioContainer(bytes)).toBe(expected);
    const seconds = await withTempDir(async (dir) => {
      const file = path.join(dir, `speech.${format}`);
      await fs.promises.writeFile(file, bytes);
      return measureDuration(file);
    });
    expect(seconds).toBeGreaterThan(3.9);
    expect(seconds).toBeLessThan(4.3);
  });
});

describe("silences and progress", () => {
  it("finds the pause between two tones", async () => {
    const silences = await withTempDir(async (dir) => {
      const file = path.join(dir, "in.wav");
      await fs.promises.writeFile(file, encodeWav(speechLike));
      return detectSilences(file);
    });
    const inner = silences.find((s) => s.start > 1 && s.end < 3);
    expect(inner?.start).toBeCloseTo(1.5, 1);
    expect(inner?.end).toBeCloseTo(2.3, 1);
  });

  it("reads ffmpeg's -progress blocks", () => {
    const block = ["out_time_us=2500000", "speed=41.3x", "progress=continue"];
    expect(parseFfmpegProgressBlock(block)).toEqual({ outSeconds: 2.5, speed: 41.3, done: false });
    expect(parseFfmpegProgressBlock(["out_time_us=N/A", "progress=end"])).toEqual({
      outSeconds: 0,
      speed: undefined,
      done: true,
    });
  });

  it("reports progress while it works", async () => {
    const seen: number[] = [];
    await withTempDir(async (dir) => {
      const input = path.join(dir, "in.wav");
      await fs.promises.writeFile(input, encodeWav(speechLike));
      await runFfmpeg({
        args: ["-i", input, "-f", "null", "-"],
        onProgress: (p) => seen.push(p.outSeconds),
      });
    });
    expect(seen.at(-1)).toBeGreaterThan(4);
  });
});

describe("ffmpeg's own bounds", () => {
  it("gives each decoder, encoder and filter graph the configured threads", () => {
    expect(withThreads(["-i", "a.mp4", "-i", "b.flac", "-c:v", "libx264", "out.mp4"], 2)).toEqual([
      "-filter_threads",
      "2",
      "-filter_complex_threads",
      "2",
      "-threads",
      "2",
      "-i",
      "a.mp4",
      "-threads",
      "2",
      "-i",
      "b.flac",
      "-c:v",
      "libx264",
      "-threads",
      "2",
      "out.mp4",
    ]);
  });

  it("stops a run that needs more memory than its cap, saying so", async () => {
    // One 8192 x 8192 frame encoded: about 1.5 GB of address space; the cap is 256 MB.
    const failed = await runFfmpeg({
      args: ["-f", "lavfi", "-i", "color=s=8192x8192:d=0.1", "-c:v", "libx264", "-f", "null", "-"],
      limits: { memoryMb: 256, threads: 2 },
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(FfmpegError);
    expect(failed).toMatchObject({
      outOfMemory: true,
      message: "ffmpeg needed more than the 256 MB of memory one run may use",
    });
  });
});
