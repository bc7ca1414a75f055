import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { falMultipartThreshold, startFakeFal } from "#tests/fakes/fal";
import { generatedPng } from "#tests/fakes/media-files";
import { startFakeReplicate, startFakeSora, startFakeVeo } from "#tests/fakes/video-providers";
import { clipBytes } from "#tests/support/video-clips";
import { parseEnv } from "../../platform/env";
import { detectVideoContainer } from "../media/video-container";
import { modelStats } from "../models-3d/convert-model";
import { describeProviderError } from "./failure-reason";
import type { DirectoryModel } from "./model-directory";
import { conceptArt, startConceptArt, startImageTo3d, startMultiview } from "./models-3d";
import type { ProviderPoll, ProviderTicket, QueueClient } from "./provider-jobs";
import {
  createVideoClients,
  queueClient,
  type VideoClients,
  type VideoModelEntry,
  videoModelEntry,
  videoRequestProblem,
} from "./video-models";

let fal: Awaited<ReturnType<typeof startFakeFal>>;
let sora: Awaited<ReturnType<typeof startFakeSora>>;
let veo: Awaited<ReturnType<typeof startFakeVeo>>;
let replicate: Awaited<ReturnType<typeof startFakeReplicate>>;
let clients: VideoClients;

const KEY = "sk-test-secret-key";

/** A video model as the directory offers it (its provider listed it, or Bismo drives it). */
function findVideoModel(id: string): VideoModelEntry | undefined {
  const provider = /^sora/.test(id) ? "openai" : /^veo/.test(id) ? "google" : id.split("-")[0]!;
  const model = {
    provider,
    id,
    kind: "video",
    info: {},
    listed: true,
    enabled: null,
    unavailableAt: null,
    unavailableReason: null,
    displayName: id,
    providerName: provider,
    enabledNow: true,
    configured: true,
    offered: true,
  } satisfies DirectoryModel;
  return videoModelEntry(model);
}

beforeAll(async () => {
  [fal, sora, veo, replicate] = await Promise.all([
    startFakeFal({ acceptKey: KEY }),
    startFakeSora({ acceptKey: KEY }),
    startFakeVeo({ acceptKey: KEY }),
    startFakeReplicate({ acceptKey: KEY }),
  ]);
  clients = createVideoClients(
    parseEnv({
      FAL_KEY: KEY,
      FAL_QUEUE_BASE_URL: fal.url,
      FAL_STORAGE_BASE_URL: fal.url,
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: `${sora.url}/v1`,
      GOOGLE_GENERATIVE_AI_API_KEY: KEY,
      GOOGLE_BASE_URL: `${veo.url}/v1beta`,
      REPLICATE_API_TOKEN: KEY,
      REPLICATE_BASE_URL: `${replicate.url}/v1`,
      AI_TIMEOUT_MS: "10000",
      AI_MAX_RETRIES: "1",
    }),
  );
});
afterAll(() => Promise.all([fal.close(), sora.close(), veo.close(), replicate.close()]));

/** Polls until the provider is done (the fakes finish after a set number of polls, no waiting). */
async function untilDone(client: QueueClient, ticket: ProviderTicket) {
  const seen: ProviderPoll[] = [];
  for (let i = 0; i < 20; i++) {
    const poll = await client.poll(ticket);
    seen.push(poll);
    if (poll.state === "succeeded" || poll.state === "failed") return { last: poll, seen };
  }
  throw new Error("never finished");
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  return new Uint8Array(await response.arrayBuffer());
}

const request = {
  prompt: "A paper boat on a rainy street, cinematic",
  durationSeconds: 8,
  aspectRatio: "16:9" as const,
};

describe("video models", () => {
  it("say what each renders, and why a request it would refuse cannot go", () => {
    const veo = findVideoModel("veo-3.1-generate")!;
    expect(veo).toMatchObject({ durations: [4, 6, 8], aspectRatios: ["16:9", "9:16"] });
    expect(findVideoModel("sora-2")?.durations).toEqual([4, 8, 12]);
    expect(findVideoModel("fal-kling")).toMatchObject({ durations: [5, 10], imageSetsShape: true });
    expect(findVideoModel("fal-wan")?.supports).toEqual([
      "image-to-video",
      "text-to-video",
      "video-to-video",
    ]);
    expect(
      videoRequestProblem(veo, { type: "text-to-video", durationSeconds: 5, aspectRatio: "16:9" }),
    ).toBe("veo-3.1-generate makes clips of 4s, 6s, or 8s, not 5s.");
    expect(
      videoRequestProblem(veo, { type: "video-to-video", durationSeconds: 8, aspectRatio: "16:9" }),
    ).toMatch(/does not do video-to-video/);
    expect(
      videoRequestProblem(findVideoModel("fal-kling")!, {
        type: "image-to-video",
        durationSeconds: 10,
        aspectRatio: "9:16",
      }),
    ).toBeUndefined();
  });

  it("makes a Sora video: progress, then the MP4 and its poster fetched with the key", async () => {
    const ticket = await findVideoModel("sora-2")!.start(clients, {
      ...request,
      type: "text-to-video",
    });
    expect(sora.jobs.get(ticket.id)?.input).toMatchObject({
      seconds: "8",
      size: "1280x720",
      model: "sora-2",
    });
    const client = queueClient(clients, ticket.provider)!;
    const { last, seen } = await untilDone(client, ticket);
    const progress = seen.flatMap((p) => (p.state === "running" ? [p.progress] : []));
    expect(progress.length).toBeGreaterThan(0);
    expect(last.state).toBe("succeeded");
    if (last.state !== "succeeded") return;
    const video = last.outputs.find((o) => o.role === "video")!;
    const bytes = new Uint8Array(await (await client.download(video)).arrayBuffer());
    expect(detectVideoContainer(bytes)).toBe("mp4");
    const poster = last.outputs.find((o) => o.role === "thumbnail")!;
    expect((await client.download(poster)).headers.get("content-type")).toBe("image/png");
    await expect(client.download({ ...video, url: "http://127.0.0.2/elsewhere" })).rejects.toThrow(
      /configured/,
    );
  });

  it("sends Sora the uploaded first frame at exactly the video's size", async () => {
    // A square JPEG for a 9:16 video: the Videos API refuses any other size than the video's.
    const square = await sharp(await generatedPng())
      .resize(300, 300)
      .jpeg()
      .toBuffer();
    const ticket = await findVideoModel("sora-2")!.start(clients, {
      ...request,
      aspectRatio: "9:16",
      type: "image-to-video",
      media: { bytes: new Uint8Array(square), mimeType: "image/jpeg" },
    });
    expect(sora.jobs.get(ticket.id)?.input).toMatchObject({ size: "720x1280" });
    expect(sora.jobs.get(ticket.id)?.input.referenceBytes).toBeGreaterThan(0);
  });

  it("makes a Veo video through a long-running operation and downloads it with the key", async () => {
    const ticket = await findVideoModel("veo-3.1-generate")!.start(clients, {
      ...request,
      type: "text-to-video",
    });
    expect(ticket.id).toMatch(/^models\/veo-3\.1-generate\/operations\//);
    expect(veo.jobs.get(ticket.id.split("/").at(-1)!)?.input.durationSeconds).toBe(8);
    const client = queueClient(clients, "google")!;
    const { last } = await untilDone(client, ticket);
    if (last.state !== "succeeded") throw new Error(last.state);
    const bytes = new Uint8Array(await (await client.download(last.outputs[0]!)).arrayBuffer());
    expect(detectVideoContainer(bytes)).toBe("mp4");
  });

  it("turns a failed Veo operation into a failure with a safe reason", async () => {
    veo.behaviour.failJobs = true;
    try {
      const ticket = await findVideoModel("veo-3.1-fast-generate")!.start(clients, {
        ...request,
        type: "text-to-video",
      });
      const { last } = await untilDone(queueClient(clients, "google")!, ticket);
      expect(last).toEqual({
        state: "failed",
        failure: expect.objectContaining({ kind: "other" }),
      });
    } finally {
      veo.behaviour.failJobs = false;
    }
  });

  it("runs video-to-video on fal: upload, queue, status, result", async () => {
    const video = {
      bytes: await clipBytes({ scenes: [{ seconds: 1, picture: "pattern", loudness: 0.2 }] }),
      mimeType: "video/mp4",
    };
    const ticket = await findVideoModel("fal-wan")!.start(clients, {
      ...request,
      durationSeconds: 10,
      type: "video-to-video",
      media: video,
    });
    const job = fal.jobs.get(ticket.id)!;
    expect(job.endpoint).toBe("fal-ai/wan/v2.2-a14b/video-to-video");
    // 10 s at Wan's 16 frames a second: its schema has frames, not seconds.
    expect(job.input).toMatchObject({ num_frames: 161, frames_per_second: 16 });
    expect(job.ignored).toEqual([]);
    const uploaded = String(job.input.video_url);
    expect(uploaded.startsWith(`${fal.url}/files/`)).toBe(true);
    expect((await fetch(uploaded).then((r) => r.arrayBuffer())).byteLength).toBe(
      video.bytes.length,
    );
    const { last, seen } = await untilDone(queueClient(clients, "fal")!, ticket);
    expect(seen.map((p) => p.state)).toEqual(["queued", "running", "succeeded"]);
    if (last.state !== "succeeded") return;
    expect(last.outputs[0]).toMatchObject({
      role: "video",
      authenticated: false,
      mimeType: "video/mp4",
    });
    expect(detectVideoContainer(await fetchBytes(last.outputs[0]!.url))).toBe("mp4");
  });

  it("retries a rate-limited submission once and fails a job the model rejected", async () => {
    fal.behaviour.rateLimitSubmissions = 1;
    const ticket = await findVideoModel("fal-kling")!.start(clients, {
      ...request,
      durationSeconds: 10,
      type: "text-to-video",
    });
    expect(fal.jobs.get(ticket.id)?.input).toMatchObject({ duration: "10", aspect_ratio: "16:9" });
    const fromImage = await findVideoModel("fal-kling")!.start(clients, {
      ...request,
      durationSeconds: 5,
      type: "image-to-video",
      media: { bytes: await generatedPng(), mimeType: "image/png" },
    });
    // Kling's image-to-video takes the picture's shape: it has no aspect_ratio to send.
    expect(fal.jobs.get(fromImage.id)).toMatchObject({ input: { duration: "5" }, ignored: [] });
    fal.behaviour.failJobs = true;
    try {
      const failing = await findVideoModel("fal-ltx")!.start(clients, {
        ...request,
        durationSeconds: 5,
        type: "text-to-video",
      });
      expect((await untilDone(clients.fal!, failing)).last.state).toBe("failed");
    } finally {
      fal.behaviour.failJobs = false;
    }
  });

  it("cancels a queued fal request", async () => {
    const ticket = await findVideoModel("fal-hunyuan-video")!.start(clients, {
      ...request,
      durationSeconds: 5,
      type: "text-to-video",
    });
    expect(fal.jobs.get(ticket.id)?.input).toMatchObject({ num_frames: "129" });
    await clients.fal!.cancel(ticket);
    expect(fal.jobs.get(ticket.id)?.cancelled).toBe(true);
    expect((await clients.fal!.poll(ticket)).state).toBe("failed");
  });

  it("reads Replicate's progress from its logs and cancels a running prediction", async () => {
    const ticket = await findVideoModel("replicate-hunyuan-video")!.start(clients, {
      ...request,
      durationSeconds: 5,
      aspectRatio: "9:16",
      type: "text-to-video",
    });
    // Upright: the shape is its width and height.
    expect(replicate.jobs.get(ticket.id)?.input).toMatchObject({ width: 480, height: 854 });
    const { last, seen } = await untilDone(clients.replicate!, ticket);
    expect(
      seen.some((p) => p.state === "running" && p.progress !== undefined && p.progress > 0),
    ).toBe(true);
    expect(last.state === "succeeded" && last.outputs[0]?.role).toBe("video");
    const second = await findVideoModel("replicate-hunyuan-video")!.start(clients, {
      ...request,
      type: "text-to-video",
    });
    await clients.replicate!.cancel(second);
    expect((await clients.replicate!.poll(second)).state).toBe("failed");
  });

  it("fails a Replicate prediction that was aborted before it ran, saying so", async () => {
    replicate.behaviour.abortJobs = true;
    try {
      const ticket = await findVideoModel("replicate-hunyuan-video")!.start(clients, {
        ...request,
        durationSeconds: 5,
        type: "text-to-video",
      });
      const { last } = await untilDone(clients.replicate!, ticket);
      expect(last).toEqual({
        state: "failed",
        failure: {
          kind: "unavailable",
          message:
            "Replicate gave up on the request before it started (it waited past its deadline). Please try again later.",
        },
      });
    } finally {
      replicate.behaviour.abortJobs = false;
    }
  });

  it("uploads to fal's storage as fal-js does: opened on its REST host, over 90 MB in parts", async () => {
    const small = await clients.fal!.upload(new Uint8Array([1, 2, 3]), "video/mp4", "small.mp4");
    expect((await fetchBytes(small)).length).toBe(3);
    const initiate = fal.requests.find((seen) => seen.path === "/storage/upload/initiate");
    expect(initiate?.query.get("storage_type")).toBe("fal-cdn-v3");
    const big = new Uint8Array(falMultipartThreshold + 5 * 1024 * 1024).fill(7);
    const url = await clients.fal!.upload(big, "video/mp4", "big.mp4");
    const stored = await fetchBytes(url);
    expect(stored.length).toBe(big.length);
    expect(
      fal.requests.filter((seen) => /^\/multipart\/[\w-]+\/\d+$/.test(seen.path)),
    ).toHaveLength(10);
  });

  it("names a rejected key without repeating it", async () => {
    const wrong = createVideoClients(
      parseEnv({
        OPENAI_API_KEY: "sk-wrong",
        OPENAI_BASE_URL: `${sora.url}/v1`,
        AI_MAX_RETRIES: "0",
      }),
    );
    const error = await findVideoModel("sora-2")!
      .start(wrong, { ...request, type: "text-to-video" })
      .catch((e: unknown) => e);
    expect(describeProviderError(error).kind).toBe("invalid_key");
    expect(String(error)).not.toContain("sk-wrong");
  });
});

describe("3D models on fal", () => {
  it("draws concept art from text, then models it into a GLB", async () => {
    const art = await startConceptArt(clients.fal!, "a brass steampunk lantern", "Object");
    expect(String(fal.jobs.get(art.id)?.input.prompt)).toContain(
      "Object 3D asset concept art: a brass steampunk lantern",
    );
    const drawn = (await untilDone(clients.fal!, art)).last;
    if (drawn.state !== "succeeded") throw new Error(drawn.state);
    const [url] = conceptArt(drawn.outputs);
    const mesh = await startImageTo3d(clients.fal!, url!, "high");
    expect(fal.jobs.get(mesh.id)?.input).toMatchObject({
      input_image_url: url,
      octree_resolution: 380,
    });
    const built = (await untilDone(clients.fal!, mesh)).last;
    if (built.state !== "succeeded") throw new Error(built.state);
    const model = built.outputs.find((o) => o.role === "model")!;
    const glb = await fetchBytes(model.url);
    expect(await modelStats(glb)).toEqual({ vertices: 54, triangles: 28 });
  });

  it("sends front, back and left to Hunyuan3D's multiview model, other sets to TRELLIS", async () => {
    const png = { bytes: await generatedPng(), mimeType: "image/png" };
    const four = await startMultiview(
      clients.fal!,
      (["front", "back", "left", "right"] as const).map((view) => ({ view, image: png })),
      "draft",
    );
    expect(fal.jobs.get(four.id)?.endpoint).toBe("fal-ai/hunyuan3d/v2/multi-view");
    const two = await startMultiview(
      clients.fal!,
      [
        { view: "front", image: png },
        { view: "right", image: png },
      ],
      "standard",
    );
    expect(fal.jobs.get(two.id)?.endpoint).toBe("fal-ai/trellis/multi");
    expect(fal.jobs.get(two.id)?.input.image_urls).toHaveLength(2);
  });
});
