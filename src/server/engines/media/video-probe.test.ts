import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clipBytes, hugeClipBytes } from "#tests/support/video-clips";
import { withTempDir } from "./ffmpeg";
import { detectVideoContainer } from "./video-container";
import { type VideoLimits, VideoTooLarge, videoLimits } from "./video-limits";
import { parseProbeLog, probeMedia } from "./video-probe";

/** How the npm package's older ffmpeg describes a file (streams indented further). */
const bundledLog = `Input #0, matroska,webm, from 'in.webm':
  Duration: N/A, start: 0.000000, bitrate: N/A
    Stream #0:0: Video: vp9 (Profile 0), yuv420p(tv), 1280x720, SAR 1:1 DAR 16:9, 30 fps, 30 tbr, 1k tbn, 1k tbc (default)
    Stream #0:1: Audio: opus, 48000 Hz, stereo, fltp (default)
Stream mapping:
  Stream #0:0 -> #0:0 (vp9 (native) -> wrapped_avframe (native))`;

describe("probing video with ffmpeg alone", () => {
  it("reads container, duration and streams of a real clip", async () => {
    const bytes = await clipBytes({
      scenes: [{ seconds: 2, picture: "pattern", loudness: 0.5 }],
      width: 640,
      height: 360,
    });
    expect(detectVideoContainer(bytes)).toBe("mp4");
    const probe = await withTempDir(async (dir) => {
      const file = path.join(dir, "clip.mp4");
      await fs.promises.writeFile(file, bytes);
      return probeMedia(file);
    });
    expect(probe.format).toContain("mp4");
    expect(probe.durationSeconds).toBeCloseTo(2, 1);
    expect(probe.video).toMatchObject({ codec: "h264", width: 640, height: 360, fps: 25 });
    expect(probe.audio).toMatchObject({ codec: "aac", sampleRate: 44100 });
  });

  it("parses the older binary's layout and a container without a duration", () => {
    const probe = parseProbeLog(bundledLog);
    expect(probe.format).toBe("matroska,webm");
    expect(probe.durationSeconds).toBeUndefined();
    expect(probe.streams).toEqual([
      { index: 0, type: "video", codec: "vp9", width: 1280, height: 720, fps: 30 },
      { index: 1, type: "audio", codec: "opus", sampleRate: 48000, channels: "stereo" },
    ]);
  });

  it("reads a frame rate of a thousand and more, and the stream's rate where fps is not given", () => {
    const line = (rest: string) =>
      `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'x.mp4':\n    Stream #0:0(und): Video: h264, yuv420p, 64x64${rest}`;
    expect(parseProbeLog(line(", 1k fps, 1k tbr, 16k tbn")).video?.fps).toBe(1000);
    expect(parseProbeLog(line(", 2.5k fps")).video?.fps).toBe(2500);
    expect(parseProbeLog(line(", 29.97 tbr, 30k tbn")).video?.fps).toBe(29.97);
  });

  it("refuses a video over the limits as soon as its streams are read", async () => {
    const probeWith = (bytes: Uint8Array, limits: VideoLimits) =>
      withTempDir(async (dir) => {
        const file = path.join(dir, "clip.mp4");
        await fs.promises.writeFile(file, bytes);
        return probeMedia(file, undefined, limits);
      });
    await expect(probeWith(await hugeClipBytes(), videoLimits)).rejects.toThrow(
      new VideoTooLarge(
        "the video is 8192 x 8192 pixels (67.1 megapixels), more than the 8.8 megapixels (4096 x 2160) Bismo works with",
      ),
    );
    const small = {
      scenes: [{ seconds: 2, picture: "pattern", loudness: 0.5 }],
      width: 64,
      height: 64,
    };
    await expect(probeWith(await clipBytes({ ...small, fps: 240 }), videoLimits)).rejects.toThrow(
      "the video has 240 frames a second, more than the 120 Bismo works with",
    );
    await expect(
      probeWith(await clipBytes(small), { ...videoLimits, maxSeconds: 60 / 2 / 60 }),
    ).rejects.toBeInstanceOf(VideoTooLarge);
    const within = await probeWith(await clipBytes(small), videoLimits);
    expect(within.video).toMatchObject({ width: 64, height: 64 });
  });

  it("refuses what is not media", async () => {
    await expect(
      withTempDir(async (dir) => {
        const file = path.join(dir, "note.mp4");
        await fs.promises.writeFile(file, "not a video at all");
        return probeMedia(file);
      }),
    ).rejects.toThrow();
  });

  it("tells containers apart by their bytes", () => {
    const bytes = (text: string) => new Uint8Array(Buffer.from(text.padEnd(16, "\0"), "latin1"));
    expect(detectVideoContainer(bytes("\0\0\0\x14ftypqt  "))).toBe("mov");
    expect(detectVideoContainer(bytes("RIFF\0\0\0\0AVI LIST"))).toBe("avi");
    expect(detectVideoContainer(bytes("\x1a\x45\xdf\xa3\x9f\x42\x82\x84webm"))).toBe("webm");
    expect(detectVideoContainer(bytes("\x89PNG\r\n\x1a\n"))).toBeUndefined();
  });
});
