import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeFal } from "#tests/fakes/fal";
import { generatedPng } from "#tests/fakes/media-files";
import { startFakeReplicate, startFakeSora, startFakeVeo } from "#tests/fakes/video-providers";
import { clipBytes } from "#tests/support/video-clips";
import { parseEnv } from "../../platform/env";
import { detectVideoContainer } from "../media/video-container";
import { modelStats } from "../models-3d/convert-model";
import { describeProviderError } from "./failure-reason";
import { conceptArt, startConceptArt, startImageTo3d, startMultiview } from "./models-3d";
import type { ProviderPoll, ProviderTicket, QueueClient } from "./provider-jobs";
import {
  availableVideoModels,
  createVideoClients,
  findVideoModel,
  queueClient,
  type VideoClients,
} from "./video-models";

let fal: Awaited<ReturnType<typeof startFakeFal>>;
let sora: Awaited<ReturnType<typeof startFakeSora>>;
let veo: Awaited<ReturnType<typeof startFakeVeo>>;
let replicate: Awaited<ReturnType<typeof startFakeReplicate>>;
let clients: VideoClients;

const KEY = "sk-test-secret-key";

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
  durationSeconds: 10,
  aspectRatio: "16:9" as const,
};

describe("video models", () => {
  it("lists only the models whose provider is configured, with what each supports", () => {
    expect(availableVideoModels({})).toEqual([]);
    const onlyVeo = availableVideoModels({ veo: clients.veo });
    expect(onlyVeo.map((m) => m.id)).toEqual(["google-veo2", "google-veo3"]);
    expect(onlyVeo[0]?.supports).toEqual(["image-to-video", "text-to-video"]);
    const all = availableVideoModels(clients);
    expect(all.find((m) => m.id === "fal-wan")?.supports).toEqual([
      "image-to-video",
      "text-to-video",
      "video-to-video",
    ]);
  });

  it("makes a Sora video: progress, then the MP4 and its poster fetched with the key", async () => {
    const ticket = await findVideoModel("openai-sora")!.start(clients, {
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

  it("sends Sora the uploaded first frame for image-to-video", async () => {
    const image = { bytes: await generatedPng(), mimeType: "image/png" };
    const ticket = await findVideoModel("openai-sora")!.start(clients, {
      ...request,
      type: "image-to-video",
      media: image,
    });
    expect(sora.jobs.get(ticket.id)?.input.referenceBytes).toBe(image.bytes.length);
  });

  it("makes a Veo video through a long-running operation and downloads it with the key", async () => {
    const ticket = await findVideoModel("google-veo3")!.start(clients, {
      ...request,
      type: "text-to-video",
    });
    expect(ticket.id).toMatch(/^models\/veo-3\.0-generate-001\/operations\//);
    const client = queueClient(clients, "google")!;
    const { last } = await untilDone(client, ticket);
    if (last.state !== "succeeded") throw new Error(last.state);
    const bytes = new Uint8Array(await (await client.download(last.outputs[0]!)).arrayBuffer());
    expect(detectVideoContainer(bytes)).toBe("mp4");
  });

  it("turns a failed Veo operation into a failure with a safe reason", async () => {
    veo.behaviour.failJobs = true;
    try {
      const ticket = await findVideoModel("google-veo2")!.start(clients, {
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
      type: "video-to-video",
      media: video,
    });
    const job = fal.jobs.get(ticket.id)!;
    expect(job.endpoint).toBe("fal-ai/wan/v2.2-a14b/video-to-video");
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
      type: "text-to-video",
    });
    expect(fal.jobs.get(ticket.id)?.input).toMatchObject({ duration: "10", aspect_ratio: "16:9" });
    fal.behaviour.failJobs = true;
    try {
      const failing = await findVideoModel("fal-ltx")!.start(clients, {
        ...request,
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
      type: "text-to-video",
    });
    await clients.fal!.cancel(ticket);
    expect(fal.jobs.get(ticket.id)?.cancelled).toBe(true);
    expect((await clients.fal!.poll(ticket)).state).toBe("failed");
  });

  it("reads Replicate's progress from its logs and cancels a running prediction", async () => {
    const ticket = await findVideoModel("replicate-hunyuan-video")!.start(clients, {
      ...request,
      type: "text-to-video",
    });
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

  it("names a rejected key without repeating it", async () => {
    const wrong = createVideoClients(
      parseEnv({
        OPENAI_API_KEY: "sk-wrong",
        OPENAI_BASE_URL: `${sora.url}/v1`,
        AI_MAX_RETRIES: "0",
      }),
    );
    const error = await findVideoModel("openai-sora")!
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
