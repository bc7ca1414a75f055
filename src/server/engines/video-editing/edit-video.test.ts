import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeFal } from "#tests/fakes/fal";
import { startFakeOpenAIAudio } from "#tests/fakes/openai-audio";
import { validateSrt } from "#tests/support/subtitle-validation";
import {
  audioLevel,
  frameAlpha,
  frameDifference,
  frameLuma,
  hugeClipBytes,
  makeClip,
} from "#tests/support/video-clips";
import { VideoTooLarge } from "../media/video-limits";
import { probeMedia } from "../media/video-probe";
import { createFalClient } from "../providers/fal";
import { createTranscriptionProviders } from "../providers/transcription-models";
import { falVideoMatting } from "../providers/video-matting";
import type { EditProgress } from "./edit-progress";
import { EditUnavailableError, editVideo } from "./edit-video";

let dir: string;
let clip: string;
let talk: string;
let openai: Awaited<ReturnType<typeof startFakeOpenAIAudio>>;

/** Four shots: quiet pattern, loud red, quiet pattern, loud blue; hiss under all of them. */
const scenes = [
  { seconds: 3, picture: "pattern", loudness: 0.03 },
  { seconds: 2, picture: "red", loudness: 0.7 },
  { seconds: 3, picture: "pattern", loudness: 0.03 },
  { seconds: 2, picture: "blue", loudness: 0.7 },
];

beforeAll(async () => {
  dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "bismo-edit-test-"));
  clip = path.join(dir, "clip.mp4");
  talk = path.join(dir, "talk.mp4");
  openai = await startFakeOpenAIAudio();
  await Promise.all([
    makeClip(clip, { scenes, hiss: 0.05 }),
    makeClip(talk, {
      scenes: [
        { seconds: 1.5, picture: "pattern", loudness: 0.5 },
        { seconds: 1, picture: "gray", loudness: 0 },
        { seconds: 1.5, picture: "pattern", loudness: 0.5 },
      ],
    }),
  ]);
});
afterAll(async () => {
  await openai.close();
  await fs.promises.rm(dir, { recursive: true, force: true });
});

async function workDir() {
  return fs.promises.mkdtemp(path.join(dir, "job-"));
}

describe("editing a clip with ffmpeg", () => {
  it("reduces noise, corrects colour and dips to black at the ends and between scenes", async () => {
    const seen: EditProgress[] = [];
    const result = await editVideo({
      input: clip,
      workDir: await workDir(),
      actions: ["Add Transitions", "Noise Reduction", "Color Correction"],
      instructions: "Clean up the sound and make it a little warmer",
      onProgress: (p) => seen.push(p),
    });
    const probe = await probeMedia(result.video);
    expect(result.mimeType).toBe("video/mp4");
    expect(probe.durationSeconds).toBeGreaterThan(9.8);
    expect(probe.durationSeconds).toBeLessThan(10.3);
    expect(probe.video?.codec).toBe("h264");
    expect(probe.audio?.codec).toBe("aac");

    // The first frame and the frame at the cut to red are faded to black; mid-shot is not.
    expect(await frameLuma(clip, 0)).toBeGreaterThan(60);
    expect(await frameLuma(result.video, 0)).toBeLessThan(25);
    expect(await frameLuma(result.video, 3.0)).toBeLessThan(25);
    expect(await frameLuma(result.video, 4)).toBeGreaterThan(40);
    expect(result.notes.join(" ")).toContain("3 scene changes");

    // The hiss under the quiet shot is quieter than before.
    const before = await audioLevel(clip, 0.8, 2.2);
    const after = await audioLevel(result.video, 0.8, 2.2);
    expect(after).toBeLessThan(before - 3);

    expect(seen.map((p) => p.stage)).toEqual(
      expect.arrayContaining(["analysing", "audio", "rendering"]),
    );
    expect(seen.at(-1)?.fraction).toBe(1);
    const fractions = seen.map((p) => p.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it("cuts the loudest shots to the length the instructions give", async () => {
    const result = await editVideo({
      input: clip,
      workDir: await workDir(),
      actions: ["Cut Highlights"],
      instructions: "Make a 4 second highlight reel",
    });
    expect(result.probe.durationSeconds).toBeGreaterThan(3.8);
    expect(result.probe.durationSeconds).toBeLessThan(4.3);
    // Only the loud red and blue shots remain: no quiet pattern, and it is loud throughout.
    expect(await audioLevel(result.video, 0.3, 1.7)).toBeGreaterThan(-26);
    expect(await audioLevel(result.video, 2.3, 3.7)).toBeGreaterThan(-26);
    expect(result.notes[0]).toMatch(/kept 2 highlights, 4 s of 10 s/);
  });

  it("adds subtitles from the transcription provider as a track and as an .srt", async () => {
    const [provider] = await createTranscriptionProviders({
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: `${openai.url}/v1`,
      AI_TIMEOUT_MS: 20_000,
      AI_MAX_RETRIES: 0,
    });
    const result = await editVideo({
      input: talk,
      workDir: await workDir(),
      actions: ["Add Subtitles"],
      instructions: "Add soft subtitles",
      transcription: provider,
    });
    expect(result.probe.streams.map((s) => s.type)).toEqual(["video", "audio", "subtitle"]);
    expect(result.probe.streams[2]?.codec).toBe("mov_text");
    expect(validateSrt(result.subtitles?.srt ?? "")).toHaveLength(2);
    expect(result.subtitles?.srt).toContain("phrase 2");
  });

  it("burns subtitles into the picture unless asked for a track", async () => {
    const [provider] = await createTranscriptionProviders({
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: `${openai.url}/v1`,
      AI_TIMEOUT_MS: 20_000,
      AI_MAX_RETRIES: 0,
    });
    const result = await editVideo({
      input: talk,
      workDir: await workDir(),
      actions: ["Add Subtitles"],
      instructions: "",
      transcription: provider,
    });
    expect(result.probe.streams.map((s) => s.type)).toEqual(["video", "audio"]);
    // During speech the caption changes the bottom of the picture; the grey shot between has none.
    expect(await frameDifference(result.video, talk, 0.8, 36)).toBeGreaterThan(3);
    expect(await frameDifference(result.video, talk, 2, 36)).toBeLessThan(1);
    expect(result.subtitles?.srt.split("-->").length).toBe(3);
  });

  it("removes the background through fal's matting model after cutting the highlights", async () => {
    const fal = await startFakeFal();
    try {
      const client = createFalClient({
        FAL_KEY: "test-key",
        FAL_QUEUE_BASE_URL: fal.url,
        FAL_STORAGE_BASE_URL: fal.url,
        AI_TIMEOUT_MS: 20_000,
        AI_MAX_RETRIES: 0,
      })!;
      const download = async (output: { url: string }) =>
        new Uint8Array(await (await fetch(output.url)).arrayBuffer());
      const result = await editVideo({
        input: clip,
        workDir: await workDir(),
        actions: ["Remove Background", "Cut Highlights"],
        instructions: "keep 4 seconds",
        matting: falVideoMatting(client, download, 1),
      });
      expect(result.mimeType).toBe("video/webm");
      expect(result.probe.video?.codec).toBe("vp9");
      // Matted as WebM (fal's default MP4 has no alpha) and re-encoded with the alpha kept.
      const [job] = [...fal.jobs.values()];
      expect(job?.input.output_format).toBe("webm");
      expect(await frameAlpha(result.video, 1)).toBeLessThan(200);
      expect(result.probe.audio?.codec).toBe("opus");
      expect(result.probe.durationSeconds).toBeGreaterThan(3.8);
      expect(result.probe.durationSeconds).toBeLessThan(4.3);
      // The matting model was sent the 4-second cut, not the whole clip.
      expect(job?.endpoint).toBe("fal-ai/ben/v2/video");
      const sent = path.join(dir, "sent-to-matting.mp4");
      const name = String(job?.input.video_url).split("/files/")[1] ?? "";
      await fs.promises.writeFile(sent, fal.files.get(name)?.bytes ?? new Uint8Array());
      expect((await probeMedia(sent)).durationSeconds).toBeLessThan(4.3);
    } finally {
      await fal.close();
    }
  });

  it("stops at the probe for a video over the limits: the attack's 8192 x 8192 clip", async () => {
    const huge = path.join(dir, "huge.mp4");
    await fs.promises.writeFile(huge, await hugeClipBytes());
    const stages: string[] = [];
    await expect(
      editVideo({
        input: huge,
        workDir: await workDir(),
        actions: ["Color Correction"],
        instructions: "brighter",
        onProgress: (progress) => stages.push(progress.stage),
      }),
    ).rejects.toThrow(
      new VideoTooLarge(
        "the video is 8192 x 8192 pixels (67.1 megapixels), more than the 8.8 megapixels (4096 x 2160) Bismo works with",
      ),
    );
    // Nothing was analysed or rendered.
    expect(stages).toEqual([]);
  });

  it("refuses a matting provider's video over the limits before rendering it", async () => {
    const huge = path.join(dir, "matted-huge.mp4");
    await fs.promises.writeFile(huge, await hugeClipBytes());
    await expect(
      editVideo({
        input: clip,
        workDir: await workDir(),
        actions: ["Remove Background"],
        instructions: "",
        matting: async () => huge,
      }),
    ).rejects.toThrow(
      new EditUnavailableError(
        "The background removal answered a video Bismo does not work with: the video is 8192 x 8192 pixels (67.1 megapixels), more than the 8.8 megapixels (4096 x 2160) Bismo works with",
      ),
    );
  });

  it("refuses subtitles when no transcription provider is configured", async () => {
    await expect(
      editVideo({
        input: talk,
        workDir: await workDir(),
        actions: ["Add Subtitles"],
        instructions: "",
      }),
    ).rejects.toBeInstanceOf(EditUnavailableError);
  });
});
