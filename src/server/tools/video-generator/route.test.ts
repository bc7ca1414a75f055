import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pngImage } from "#tests/fakes/images";
import { generatedMp4 } from "#tests/fakes/media-files";
import { startFakeSora } from "#tests/fakes/video-providers";
import { type FakeVideoStack, startFakeVideoStack } from "#tests/fakes/video-stack";
import { followJob } from "#tests/support/job-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { hugeClipBytes } from "#tests/support/video-clips";
import { probeMedia } from "@/server/engines/media/video-probe";
import { mediaFile } from "@/server/platform/db/schema/media";
import type { JobAccepted, MediaFileView } from "@/shared/jobs";
import type { ShareLinkState } from "@/shared/share-links";
import type { VideoModelsResponse } from "@/shared/tools/video-generator";
import type { VideoGenerationResult } from "@/shared/video";

let fake: FakeVideoStack;
let t: TestApp;
let bare: TestApp;
let alice: string;
let bob: string;
let dir: string;

beforeAll(async () => {
  fake = await startFakeVideoStack();
  t = await createTestApp(fake.env());
  bare = await createTestApp();
  alice = await t.signUp("alice-video@example.com");
  bob = await t.signUp("bob-video@example.com");
  dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "bismo-video-route-"));
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await fake.close();
  await fs.promises.rm(dir, { recursive: true, force: true });
});
beforeEach(() => fake.reset());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

const start = async (body: Record<string, unknown>, cookie = alice) => {
  const response = await t.request("/api/video-generation", {
    method: "POST",
    json: body,
    cookie,
    headers: { prefer: "respond-async" },
  });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(202);
  return (await response.json()) as JobAccepted & { status: string; videoUrl: null };
};

const upload = (type: string, name: string, body: BodyInit, cookie = alice) =>
  t.request(`/api/video-generation/uploads?type=${type}&name=${encodeURIComponent(name)}`, {
    method: "POST",
    body,
    cookie,
  });

const mediaFileCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(mediaFile))[0]?.n ?? 0;

/** Fetches a stored video and probes it with ffmpeg. */
async function probeServed(url: string, cookie?: string) {
  const response = await t.request(url, { cookie });
  expect(response.headers.get("content-type")).toBe("video/mp4");
  const file = path.join(dir, `${crypto.randomUUID()}.mp4`);
  await fs.promises.writeFile(file, Buffer.from(await response.arrayBuffer()));
  return probeMedia(file);
}

describe("GET /api/video-models", () => {
  it("lists the models whose provider is configured, with what each does", async () => {
    const response = await t.request("/api/video-models", { cookie: alice });
    const body = (await response.json()) as VideoModelsResponse;
    expect(body.setup).toBeNull();
    // Veo as Google lists it now (the default), then the others, with what each renders.
    expect(body.models[0]).toEqual({
      id: "veo-3.1-generate",
      name: "Veo 3.1",
      provider: "Google",
      supports: ["image-to-video", "text-to-video"],
      durations: [4, 6, 8],
      aspectRatios: ["16:9", "9:16"],
      imageSetsShape: false,
    });
    expect(body.models.find((model) => model.id === "sora-2")?.durations).toEqual([4, 8, 12]);
    expect(body.models.find((model) => model.id === "fal-wan")?.supports).toContain(
      "video-to-video",
    );
  });

  it("says which settings switch a provider on when none is", async () => {
    const guest = await bare.signInAsGuest();
    const body = (await (
      await bare.request("/api/video-models", { cookie: guest })
    ).json()) as VideoModelsResponse;
    expect(body.models).toEqual([]);
    expect(body.setup).toMatch(/GOOGLE_GENERATIVE_AI_API_KEY, FAL_KEY, REPLICATE_API_TOKEN/);
    const refused = await bare.request("/api/video-generation", {
      method: "POST",
      json: { model: "google-veo3", prompt: "a fox" },
      cookie: guest,
    });
    expect(refused.status).toBe(503);
    expect(await errorOf(refused)).toEqual({
      code: "provider_not_configured",
      message:
        "google-veo3 is not available: set GOOGLE_GENERATIVE_AI_API_KEY in the admin area's Providers or the server's environment to enable it.",
    });
  });
});

describe("POST /api/video-generation", () => {
  it.each([
    ["openai-sora", "sora-2", "Sora 2", "sora", 8],
    ["google-veo3", "veo-3.1-generate", "Veo 3.1", "veo", 8],
    ["fal-kling", "fal-kling", "Kling 2.1", "fal", 10],
  ] as const)(
    "makes a text-to-video clip with %s: progress, a real MP4 and a poster",
    async (asked, model, modelName, provider, seconds) => {
      const accepted = await start({
        model: asked,
        prompt: "a paper boat on a rainy street",
        type: "text-to-video",
        style: "Cinematic",
        duration: `${seconds}s`,
        aspectRatio: "16:9",
      });
      expect(accepted).toMatchObject({ status: "queued", videoUrl: null, model });
      const { view, seen } = await followJob(t, alice, accepted.jobId);
      expect(view.status, view.error ?? "").toBe("succeeded");
      expect(seen.some((step) => step.status === "running" && step.stage)).toBe(true);
      expect(fake[provider].jobs.size).toBeGreaterThan(0);
      const result = view.result as VideoGenerationResult;
      expect(result).toMatchObject({
        model,
        style: "Cinematic",
        status: "completed",
        duration: "2s",
      });
      expect(result.notes).toEqual([`${seconds} s was asked for; ${modelName} made 2 s.`]);
      // No provider key in anything the owner is sent.
      for (const key of ["sk-test-openai", "google-test-key", "fal-test-key"]) {
        expect(JSON.stringify(seen)).not.toContain(key);
      }
      const probe = await probeServed(result.videoUrl, alice);
      expect(probe.video?.codec).toBe("h264");
      expect(probe.durationSeconds).toBeGreaterThan(1.8);
      const poster = await t.request(result.thumbnailUrl, { cookie: alice });
      expect(poster.headers.get("content-type")).toMatch(/^image\/(png|jpeg)$/);
      await poster.body?.cancel();
    },
  );

  it("writes the style into the prompt the provider gets", async () => {
    const { jobId } = await start({ model: "fal-ltx", prompt: "a lighthouse", style: "Animated" });
    await followJob(t, alice, jobId);
    const sent = [...fake.fal.jobs.values()].at(-1);
    expect(sent?.endpoint).toBe("fal-ai/ltx-video-13b-distilled");
    expect(sent?.input.prompt).toMatch(/^a lighthouse\n\nStyle: animated/);
  });

  it("starts image-to-video from the uploaded picture", async () => {
    const uploaded = await upload(
      "image-to-video",
      "first-frame.png",
      new Uint8Array(await pngImage(64, 64)),
    );
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as MediaFileView;
    const { jobId } = await start({
      model: "fal-kling",
      prompt: "the boat sails away",
      type: "image-to-video",
      imageUrl: file.url,
    });
    const { view } = await followJob(t, alice, jobId);
    expect(view.status, view.error ?? "").toBe("succeeded");
    const sent = [...fake.fal.jobs.values()].at(-1);
    expect(sent?.endpoint).toBe("fal-ai/kling-video/v2.1/master/image-to-video");
    // Nothing its schema lacks (it has no aspect_ratio: the picture sets the shape).
    expect(sent?.ignored).toEqual([]);
    const image = await fetch(String(sent?.input.image_url));
    expect(image.headers.get("content-type")).toBe("image/png");
    // Put in fal's storage as fal-js does: opened on its REST API, fal-cdn-v3.
    const opened = fake.fal.requests.filter((seen) => seen.path === "/storage/upload/initiate");
    expect(opened.at(-1)?.query.get("storage_type")).toBe("fal-cdn-v3");
  });

  it("sends Sora the uploaded picture at exactly the video's size", async () => {
    const uploaded = await upload(
      "image-to-video",
      "square.png",
      new Uint8Array(await pngImage(64, 64)),
    );
    const file = (await uploaded.json()) as MediaFileView;
    const { jobId } = await start({
      model: "openai-sora",
      prompt: "the boat sails away",
      type: "image-to-video",
      duration: "4s",
      aspectRatio: "9:16",
      imageUrl: file.url,
    });
    const { view } = await followJob(t, alice, jobId);
    // The Videos API refuses a reference of another size than the video's (720x1280 here).
    expect(view.status, view.error ?? "").toBe("succeeded");
    expect([...fake.sora.jobs.values()].at(-1)?.input).toMatchObject({
      size: "720x1280",
      seconds: "4",
    });
  });

  it("stops offering Sora when OpenAI's list no longer has it", async () => {
    const noSora = await startFakeSora({ models: [] });
    const without = await createTestApp({ ...fake.env(), OPENAI_BASE_URL: `${noSora.url}/v1` });
    try {
      const cookie = await without.signInAsGuest();
      const body = (await (
        await without.request("/api/video-models", { cookie })
      ).json()) as VideoModelsResponse;
      expect(body.models.some((model) => model.provider === "OpenAI")).toBe(false);
      const refused = await without.request("/api/video-generation", {
        method: "POST",
        json: { model: "openai-sora", prompt: "a fox" },
        cookie,
      });
      expect(refused.status).toBe(410);
      expect((await errorOf(refused)).message).toBe(
        "Sora is no longer available from OpenAI. Choose Veo 3.1 instead.",
      );
    } finally {
      await without.close();
      await noSora.close();
    }
  });

  it("starts video-to-video from the uploaded clip", async () => {
    const uploaded = await upload(
      "video-to-video",
      "source.mp4",
      new Uint8Array(await generatedMp4()),
    );
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as MediaFileView;
    const { jobId } = await start({
      model: "fal-wan",
      prompt: "make it snow",
      type: "video-to-video",
      videoUrl: file.url,
    });
    const { view } = await followJob(t, alice, jobId);
    expect(view.status, view.error ?? "").toBe("succeeded");
    expect([...fake.fal.jobs.values()].at(-1)?.input.video_url).toMatch(/^http:\/\/127\.0\.0\.1/);
  });

  it("answers the spec's result fields to an API client that waits", async () => {
    const response = await t.request("/api/video-generation", {
      method: "POST",
      json: {
        model: "google-veo2",
        prompt: "a red bicycle",
        type: "text-to-video",
        style: "Realistic",
        duration: "6s",
        aspectRatio: "16:9",
      },
      cookie: alice,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      jobId: expect.any(String),
      videoUrl: expect.stringMatching(/^\/api\/files\//),
      thumbnailUrl: expect.stringMatching(/^\/api\/files\//),
      model: "veo-3.1-generate",
      duration: "2s",
      style: "Realistic",
      status: "completed",
    });
  });

  it("refuses bad input with 400 and queues nothing", async () => {
    for (const [body, message] of [
      [{ prompt: "" }, /Describe the video/],
      [{ prompt: "x", type: "image-to-video", model: "fal-kling" }, /Upload an image first/],
      [
        { prompt: "x", model: "openai-sora", type: "video-to-video", videoUrl: "/api/files/x" },
        /Sora 2 does not do video-to-video/,
      ],
      [{ prompt: "x", model: "pika-9" }, /Unknown model "pika-9"/],
      // Veo renders 4, 6 or 8 s: 10 s is refused before any provider hears of it.
      [{ prompt: "x", model: "google-veo3", duration: "10s" }, /makes clips of 4s, 6s, or 8s/],
      [{ prompt: "x", model: "fal-ltx", duration: "8s" }, /LTX Video makes clips of 5s/],
      [{ prompt: "x", style: "Noir" }, /style/],
      [
        {
          prompt: "x",
          type: "image-to-video",
          model: "fal-kling",
          imageUrl: "http://169.254.169.254/x.png",
        },
        /imageUrl/,
      ],
    ] as const) {
      const response = await t.request("/api/video-generation", {
        method: "POST",
        json: body,
        cookie: alice,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).message).toMatch(message);
    }
  });
});

describe("uploads", () => {
  it("answers the spec's 'Invalid file type' texts with 415 and stores nothing", async () => {
    const before = await mediaFileCount();
    const video = await upload("image-to-video", "clip.png", new Uint8Array(await generatedMp4()));
    expect(video.status).toBe(415);
    expect((await errorOf(video)).message).toBe(
      "Please upload an image file for image-to-video generation.",
    );
    const image = await upload("video-to-video", "clip.mp4", new Uint8Array(await pngImage(8, 8)));
    expect(image.status).toBe(415);
    expect((await errorOf(image)).message).toBe(
      "Please upload a video file for video-to-video generation.",
    );
    const html = await upload("video-to-video", "clip.mp4", "<!doctype html><p>hi</p>");
    expect(html.status).toBe(415);
    expect(await mediaFileCount()).toBe(before);
  });

  it("refuses an image over 10 MB by its declared length before reading a byte", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const response = await t.request(
      "/api/video-generation/uploads?type=image-to-video&name=big.png",
      {
        method: "POST",
        body,
        cookie: alice,
        headers: { "content-length": String(11 * 1024 * 1024) },
        duplex: "half",
      } as RequestInit,
    );
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toMatch(/10 MB limit/);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("cuts off an undeclared upload at the cap while streaming it", async () => {
    const before = await mediaFileCount();
    const png = await pngImage(8, 8);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(sent === 0 ? new Uint8Array(png) : new Uint8Array(1024 * 1024));
        sent += 1;
      },
    });
    const response = await t.request(
      "/api/video-generation/uploads?type=image-to-video&name=big.png",
      {
        method: "POST",
        body,
        cookie: alice,
        duplex: "half",
      } as RequestInit,
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(14);
    expect(await mediaFileCount()).toBe(before);
  });
});

describe("failures and cancelling", () => {
  it("ends a failed render with a specific reason", async () => {
    fake.fal.behaviour.failJobs = true;
    const { jobId } = await start({ model: "fal-wan", prompt: "a cat" });
    const { view } = await followJob(t, alice, jobId);
    expect(view).toMatchObject({
      status: "failed",
      error: "The AI provider could not answer this request.",
    });
    expect(JSON.stringify(view)).not.toContain(fake.env().FAL_KEY);
  });

  it("refuses a provider's video over the limits before ffmpeg decodes it, storing nothing", async () => {
    fake.fal.behaviour.video = new Uint8Array(await hugeClipBytes());
    const before = await mediaFileCount();
    const { jobId } = await start({ model: "fal-wan", prompt: "a cat" });
    const { view } = await followJob(t, alice, jobId);
    expect(view.status).toBe("failed");
    expect(view.error).toMatch(
      /^.+ answered a video Bismo does not work with: the video is 8192 x 8192 pixels \(67\.1 megapixels\), more than the 8\.8 megapixels \(4096 x 2160\) Bismo works with\.$/,
    );
    expect(await mediaFileCount()).toBe(before);
  });

  it("says the provider is rate limiting when it refuses the submission", async () => {
    fake.sora.behaviour.rateLimitSubmissions = 1;
    const { jobId } = await start({ model: "openai-sora", prompt: "a cat" });
    const { view } = await followJob(t, alice, jobId);
    expect(view.error).toBe(
      "The AI provider is rate limiting requests. Please wait a moment and try again.",
    );
  });

  it("fails a render Replicate aborted before it ran, saying so", async () => {
    fake.replicate.behaviour.abortJobs = true;
    const { jobId } = await start({
      model: "replicate-hunyuan-video",
      prompt: "a cat",
      duration: "5s",
    });
    const { view } = await followJob(t, alice, jobId);
    expect(view).toMatchObject({
      status: "failed",
      error:
        "Replicate gave up on the request before it started (it waited past its deadline). Please try again later.",
    });
  });

  it("cancels the provider's render when the job is cancelled", async () => {
    fake.fal.behaviour.pollsUntilDone = 10_000;
    const { jobId } = await start({ model: "fal-kling", prompt: "a slow render" });
    await followJob(t, alice, jobId, (view) => view.stage?.includes("rendering") ?? false);
    const cancelled = await t.request(`/api/jobs/${jobId}/cancel`, {
      method: "POST",
      cookie: alice,
    });
    expect(cancelled.status).toBe(200);
    await expect.poll(() => [...fake.fal.jobs.values()].at(-1)?.cancelled).toBe(true);
    const { view } = await followJob(t, alice, jobId);
    expect(view.status).toBe("cancelled");
  });
});

describe("owners and share links", () => {
  it("answers 404 for another account's job, file and share link", async () => {
    const { jobId } = await start({ model: "fal-ltx", prompt: "alice's clip" });
    const { view } = await followJob(t, alice, jobId);
    const result = view.result as VideoGenerationResult;
    expect((await t.request(`/api/jobs/${jobId}`, { cookie: bob })).status).toBe(404);
    expect((await t.request(result.videoUrl, { cookie: bob })).status).toBe(404);
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await t.request(`/api/files/${result.videoFileId}/share`, {
        method,
        cookie: bob,
      });
      expect(response.status, method).toBe(404);
    }
    const stolen = await t.request("/api/video-generation", {
      method: "POST",
      json: { model: "fal-wan", prompt: "x", type: "video-to-video", videoUrl: result.videoUrl },
      cookie: bob,
    });
    expect(stolen.status).toBe(404);
  });

  it("shares a video by an unguessable link that anyone can play until it is revoked", async () => {
    const { jobId } = await start({ model: "fal-ltx", prompt: "a shared clip" });
    const result = (await followJob(t, alice, jobId)).view.result as VideoGenerationResult;
    const share = `/api/files/${result.videoFileId}/share`;
    expect(await (await t.request(share, { cookie: alice })).json()).toEqual({ link: null });
    const created = await t.request(share, { method: "POST", cookie: alice });
    expect(created.status).toBe(201);
    const { link } = (await created.json()) as ShareLinkState;
    const url = new URL(link?.url ?? "");
    expect(url.pathname).toMatch(/^\/api\/shared\/[A-Za-z0-9_-]{43}$/);
    const again = (await (
      await t.request(share, { method: "POST", cookie: alice })
    ).json()) as ShareLinkState;
    expect(again.link?.url).toBe(link?.url);

    const probe = await probeServed(url.pathname);
    expect(probe.video).toBeDefined();
    const ranged = await t.request(url.pathname, { headers: { range: "bytes=0-99" } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    // Another token (its first character changed: the last one carries padding bits too).
    const token = url.pathname.slice("/api/shared/".length);
    const guessed = `${token.startsWith("A") ? "B" : "A"}${token.slice(1)}`;
    expect((await t.request(`/api/shared/${guessed}`)).status).toBe(404);

    expect((await t.request(share, { method: "DELETE", cookie: alice })).status).toBe(204);
    const revoked = await t.request(url.pathname);
    expect(revoked.status).toBe(404);
    expect((await errorOf(revoked)).message).toMatch(/stopped sharing/);
  });
});
