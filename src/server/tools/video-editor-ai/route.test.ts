import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeFal } from "#tests/fakes/fal";
import { pngImage } from "#tests/fakes/images";
import { type FakeOpenAIAudio, startFakeOpenAIAudio } from "#tests/fakes/openai-audio";
import { userIdOf } from "#tests/support/account-fixtures";
import { followJob } from "#tests/support/job-stream";
import { validateSrt } from "#tests/support/subtitle-validation";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { clipBytes, frameAlpha, frameLuma, hugeClipBytes } from "#tests/support/video-clips";
import { probeMedia } from "@/server/engines/media/video-probe";
import { mediaFile } from "@/server/platform/db/schema/media";
import type { JobAccepted, MediaFileView } from "@/shared/jobs";
import type { VideoEditActionStatus, VideoEditResult } from "@/shared/tools/video-editor-ai";

let t: TestApp;
let bare: TestApp;
let openai: FakeOpenAIAudio;
let alice: string;
let bob: string;
let clip: Buffer;
let talk: Buffer;
let dir: string;

beforeAll(async () => {
  openai = await startFakeOpenAIAudio();
  t = await createTestApp({
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: `${openai.url}/v1`,
    AI_MAX_RETRIES: "0",
  });
  bare = await createTestApp();
  alice = await t.signUp("alice-edit@example.com");
  bob = await t.signUp("bob-edit@example.com");
  dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "bismo-edit-route-"));
  [clip, talk] = await Promise.all([
    clipBytes({
      scenes: [
        { seconds: 2, picture: "pattern", loudness: 0.05 },
        { seconds: 2, picture: "red", loudness: 0.6 },
      ],
      hiss: 0.05,
    }),
    clipBytes({
      scenes: [
        { seconds: 1.5, picture: "pattern", loudness: 0.5 },
        { seconds: 1, picture: "gray", loudness: 0 },
        { seconds: 1.5, picture: "pattern", loudness: 0.5 },
      ],
    }),
  ]);
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await openai.close();
  await fs.promises.rm(dir, { recursive: true, force: true });
});

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

const upload = async (bytes: Uint8Array<ArrayBuffer>, name: string, cookie = alice, app = t) => {
  const response = await app.request(`/api/video-editor-ai/uploads?name=${name}`, {
    method: "POST",
    body: bytes,
    cookie,
  });
  return response;
};

const edit = async (body: Record<string, unknown>, cookie = alice) => {
  const response = await t.request("/api/video-editor-ai", {
    method: "POST",
    json: body,
    cookie,
    headers: { prefer: "respond-async" },
  });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(202);
  return ((await response.json()) as JobAccepted).jobId;
};

async function saved(url: string, cookie = alice) {
  const response = await t.request(url, { cookie });
  const file = path.join(dir, `${crypto.randomUUID()}.mp4`);
  await fs.promises.writeFile(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

describe("POST /api/video-editor-ai", () => {
  it("reduces noise, corrects colour and adds fades, with ffmpeg's progress", async () => {
    const uploaded = (await (
      await upload(new Uint8Array(clip), "holiday.mp4")
    ).json()) as MediaFileView;
    const jobId = await edit({
      videoUrl: uploaded.url,
      actions: ["Noise Reduction", "Color Correction", "Add Transitions"],
      instructions: "Clean up the sound and make it warmer",
    });
    const { view, seen } = await followJob(t, alice, jobId);
    expect(view.status, view.error ?? "").toBe("succeeded");
    const percents = seen.flatMap((step) => (step.progress === null ? [] : [step.progress]));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(seen.map((step) => step.stage)).size).toBeGreaterThan(2);

    const result = view.result as VideoEditResult;
    expect(result.originalUrl).toBe(uploaded.url);
    expect(result.mimeType).toBe("video/mp4");
    expect(result.subtitles).toBeNull();
    expect(result.notes.join(" ")).toMatch(/Noise Reduction.*Color Correction|Color Correction/);
    const edited = await saved(result.editedUrl);
    const probe = await probeMedia(edited);
    expect(probe.durationSeconds).toBeGreaterThan(3.8);
    expect(probe.durationSeconds).toBeLessThan(4.3);
    expect(probe.video?.codec).toBe("h264");
    expect(probe.audio?.codec).toBe("aac");
    // The fade in: the edited clip starts dark where the original starts bright.
    expect(await frameLuma(await saved(uploaded.url), 0)).toBeGreaterThan(60);
    expect(await frameLuma(edited, 0)).toBeLessThan(25);
    const download = await t.request(`${result.editedUrl}?download=1`, { cookie: alice });
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="holiday-edited.mp4"/,
    );
    await download.body?.cancel();
  });

  it("adds subtitles through the transcription provider; the .srt downloads", async () => {
    const uploaded = (await (
      await upload(new Uint8Array(talk), "talk.mp4")
    ).json()) as MediaFileView;
    const jobId = await edit({
      videoUrl: uploaded.url,
      actions: ["Add Subtitles"],
      instructions: "soft subtitles please",
    });
    const { view } = await followJob(t, alice, jobId);
    expect(view.status, view.error ?? "").toBe("succeeded");
    const result = view.result as VideoEditResult;
    const srt = await t.request(result.subtitles?.srtUrl ?? "", { cookie: alice });
    expect(srt.headers.get("content-disposition")).toMatch(/filename="subtitles.srt"/);
    expect(validateSrt(await srt.text())).toHaveLength(2);
    expect((await t.request(result.subtitles?.srtUrl ?? "", { cookie: bob })).status).toBe(404);
    const probe = await probeMedia(await saved(result.editedUrl));
    expect(probe.streams.map((stream) => stream.type)).toEqual(["video", "audio", "subtitle"]);
  });

  it("refuses bad input with 400 and another account's video with 404", async () => {
    const uploaded = (await (
      await upload(new Uint8Array(clip), "mine.mp4")
    ).json()) as MediaFileView;
    for (const [body, message] of [
      [{ videoUrl: uploaded.url, actions: [], instructions: "x" }, /at least one action/],
      [{ videoUrl: uploaded.url, actions: ["Add Transitions"], instructions: " " }, /Describe/],
      [{ videoUrl: uploaded.url, actions: ["Explode"], instructions: "x" }, /six editing actions/],
      [
        {
          videoUrl: "https://example.com/placeholder.mp4",
          actions: ["Add Transitions"],
          instructions: "x",
        },
        /upload the video first/,
      ],
    ] as const) {
      const response = await t.request("/api/video-editor-ai", {
        method: "POST",
        json: body,
        cookie: alice,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).message).toMatch(message);
    }
    const stolen = await t.request("/api/video-editor-ai", {
      method: "POST",
      json: { videoUrl: uploaded.url, actions: ["Add Transitions"], instructions: "x" },
      cookie: bob,
    });
    expect(stolen.status).toBe(404);
  });
});

describe("a video over the limits (the attack's 8192 x 8192 clip, 200 KB on disk)", () => {
  const tooLarge =
    "This video cannot be edited: the video is 8192 x 8192 pixels (67.1 megapixels), more than the 8.8 megapixels (4096 x 2160) Bismo works with.";

  it("is refused at upload with 400 and the reason, and nothing is kept", async () => {
    const cookie = await t.signUp("huge-upload@example.com");
    const response = await upload(new Uint8Array(await hugeClipBytes()), "huge.mp4", cookie);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "bad_request", message: tooLarge });
    const kept = await t.db
      .select()
      .from(mediaFile)
      .where(eq(mediaFile.userId, await userIdOf(t, cookie)));
    expect(kept).toEqual([]);
  });

  it("that reached the account another way fails its edit with the reason before ffmpeg edits", async () => {
    const stored = await t.request("/api/files?name=huge.mp4&kind=video", {
      method: "POST",
      body: new Uint8Array(await hugeClipBytes()),
      cookie: alice,
    });
    expect(stored.status).toBe(201);
    const jobId = await edit({
      videoUrl: ((await stored.json()) as MediaFileView).url,
      actions: ["Color Correction"],
      instructions: "brighter",
    });
    const { view, seen } = await followJob(t, alice, jobId);
    expect(view).toMatchObject({ status: "failed", error: tooLarge });
    // It never got past reading the video.
    expect(seen.map((step) => step.stage).filter((stage) => stage !== null)).not.toContain(
      "Finding scenes and loud moments",
    );
  });
});

describe("uploads and actions on a server with no providers", () => {
  it("says which setting switches on Add Subtitles and Remove Background, and refuses them", async () => {
    const guest = await bare.signInAsGuest();
    const { actions } = (await (
      await bare.request("/api/video-editor-ai/actions", { cookie: guest })
    ).json()) as { actions: VideoEditActionStatus[] };
    expect(actions.filter((entry) => entry.available).map((entry) => entry.action)).toEqual([
      "Cut Highlights",
      "Noise Reduction",
      "Color Correction",
      "Add Transitions",
    ]);
    expect(actions.find((entry) => entry.action === "Remove Background")?.reason).toMatch(
      /FAL_KEY/,
    );
    const uploaded = (await (
      await upload(new Uint8Array(talk), "talk.mp4", guest, bare)
    ).json()) as MediaFileView;
    const refused = await bare.request("/api/video-editor-ai", {
      method: "POST",
      json: { videoUrl: uploaded.url, actions: ["Add Subtitles"], instructions: "x" },
      cookie: guest,
    });
    expect(refused.status).toBe(503);
    expect((await errorOf(refused)).message).toMatch(/OPENAI_API_KEY/);
  });

  it("refuses a picture as the video with 415, and a declared 101 MB with 413", async () => {
    const picture = await upload(new Uint8Array(await pngImage(8, 8)), "clip.mp4");
    expect(picture.status).toBe(415);
    expect((await errorOf(picture)).message).toBe(
      "Please upload a video file (MP4, MOV, WebM or AVI) to edit.",
    );
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const big = await t.request("/api/video-editor-ai/uploads?name=big.mp4", {
      method: "POST",
      body,
      cookie: alice,
      headers: { "content-length": String(101 * 1024 * 1024) },
      duplex: "half",
    } as RequestInit);
    expect(big.status).toBe(413);
    expect((await errorOf(big)).message).toMatch(/100 MB limit/);
    expect(pulled).toBeLessThanOrEqual(1);
  });
});

describe("Remove Background through fal's matting model", () => {
  it("asks BEN v2 for WebM and keeps its alpha through the render", async () => {
    const fal = await startFakeFal({ pollsUntilDone: 1 });
    const app = await createTestApp({
      FAL_KEY: "test-key",
      FAL_QUEUE_BASE_URL: fal.url,
      FAL_STORAGE_BASE_URL: fal.url,
      DOWNLOAD_ALLOWED_HOSTS: fal.url.replace("http://", ""),
      AI_MAX_RETRIES: "0",
    });
    try {
      const carol = await app.signUp("carol-matting@example.com");
      const uploaded = (await (
        await upload(new Uint8Array(clip), "studio.mp4", carol, app)
      ).json()) as MediaFileView;
      const response = await app.request("/api/video-editor-ai", {
        method: "POST",
        json: {
          videoUrl: uploaded.url,
          actions: ["Remove Background"],
          instructions: "Take the background away",
        },
        cookie: carol,
        headers: { prefer: "respond-async" },
      });
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(202);
      const { jobId } = (await response.json()) as JobAccepted;
      const { view } = await followJob(app, carol, jobId);
      expect(view.status, view.error ?? "").toBe("succeeded");

      // fal's default is MP4, where transparent areas render black: WebM is asked for.
      const [matting] = [...fal.jobs.values()];
      expect(matting?.endpoint).toBe("fal-ai/ben/v2/video");
      expect(matting?.input.output_format).toBe("webm");
      const result = view.result as VideoEditResult;
      expect(result.mimeType).toBe("video/webm");
      const edited = path.join(dir, `${crypto.randomUUID()}.webm`);
      const file = await app.request(result.editedUrl, { cookie: carol });
      await fs.promises.writeFile(edited, Buffer.from(await file.arrayBuffer()));
      expect((await probeMedia(edited)).video?.codec).toBe("vp9");
      // The alpha survived ffmpeg's render (libvpx-vp9 named before -i).
      expect(await frameAlpha(edited, 1)).toBeLessThan(200);
    } finally {
      await app.close();
      await fal.close();
    }
  }, 90_000);
});
