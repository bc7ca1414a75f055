import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeFal, startFakeFal } from "#tests/fakes/fal";
import { jpegImage, pngImage } from "#tests/fakes/images";
import { generatedGlb } from "#tests/fakes/media-files";
import { followJob } from "#tests/support/job-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { JobAccepted, MediaFileView } from "@/shared/jobs";
import type { MultiviewResult } from "@/shared/tools/hunyuan-3d-mv";

let fal: FakeFal;
let t: TestApp;
let alice: string;
let bob: string;
let photos: MediaFileView[];

const upload = async (cookie: string, name: string, body: Uint8Array, kind = "image") => {
  const response = await t.request(`/api/files?name=${name}&kind=${kind}`, {
    method: "POST",
    body: new Uint8Array(body),
    cookie,
    headers: { "content-type": "application/octet-stream" },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as MediaFileView;
};

beforeAll(async () => {
  fal = await startFakeFal({ pollsUntilDone: 1 });
  t = await createTestApp({
    FAL_KEY: "fal-key-multiview",
    FAL_QUEUE_BASE_URL: fal.url,
    FAL_STORAGE_BASE_URL: fal.url,
    DOWNLOAD_ALLOWED_HOSTS: fal.url.replace("http://", ""),
    AI_MAX_RETRIES: "0",
  });
  alice = await t.signUp("alice-mv@example.com");
  bob = await t.signUp("bob-mv@example.com");
  photos = [];
  for (const [index, color] of [
    "#ef4444",
    "#22c55e",
    "#3b82f6",
    "#eab308",
    "#a855f7",
    "#14b8a6",
  ].entries())
    photos.push(await upload(alice, `view-${index}.png`, await pngImage(32, 32, color)));
});
afterAll(async () => {
  await t.close();
  await fal.close();
});

const post = (json: unknown, cookie = alice, async = true) =>
  t.request("/api/hunyuan-3d-mv", {
    method: "POST",
    json,
    cookie,
    headers: async ? { prefer: "respond-async" } : {},
  });

describe("POST /api/hunyuan-3d-mv", () => {
  it("sends front, back and left (of 4 views) to Hunyuan3D's multiview model and stores the GLB", async () => {
    const response = await post({
      imageUrls: photos.slice(0, 4).map((photo) => photo.url),
      quality: "High Quality",
      exportFormat: "STL",
    });
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()) as JobAccepted;
    const { view } = await followJob(t, alice, jobId);
    expect(view.status, view.error ?? "").toBe("succeeded");
    const job = [...fal.jobs.values()].at(-1)!;
    expect(job.endpoint).toBe("fal-ai/hunyuan3d/v2/multi-view");
    expect(job.input).toMatchObject({ num_inference_steps: 50, octree_resolution: 380 });
    // Each side went to the provider's storage as the right photo.
    const sent = (key: string) => fal.files.get(String(job.input[key]).split("/files/")[1]!);
    expect(sent("front_image_url")?.bytes.length).toBe(photos[0]!.size);
    expect(sent("left_image_url")?.bytes.length).toBe(photos[2]!.size);
    const result = view.result as MultiviewResult;
    expect(result).toMatchObject({
      jobId,
      status: "completed",
      quality: "high quality",
      exportFormat: "stl",
      inputImages: photos.slice(0, 4).map((photo, index) => ({
        url: photo.url,
        view: ["front", "back", "left", "right"][index],
      })),
      estimatedTime: 185,
      vertices: 54,
      triangles: 28,
    });
    const stl = await t.request(result.downloadUrl, { cookie: alice });
    expect(stl.headers.get("content-type")).toBe("model/stl");
    expect(Buffer.from(await stl.arrayBuffer()).readUInt32LE(80)).toBe(28);
    const glb = await t.request(result.modelUrl, { cookie: alice });
    expect(Buffer.from(await glb.arrayBuffer()).equals(Buffer.from(await generatedGlb()))).toBe(
      true,
    );
  });

  it("sends other sets (front and right) to TRELLIS, and answers the spec's fields to a waiting client", async () => {
    const response = await post(
      {
        imageUrls: [photos[0]!.url, photos[3]!.url],
        views: ["front", "right"],
        quality: "draft",
        exportFormat: "glb",
      },
      alice,
      false,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    for (const field of [
      "jobId",
      "status",
      "quality",
      "exportFormat",
      "inputImages",
      "estimatedTime",
    ])
      expect(body).toHaveProperty(field);
    expect(body).toMatchObject({ status: "completed", quality: "draft", estimatedTime: 50 });
    const job = [...fal.jobs.values()].at(-1)!;
    expect(job.endpoint).toBe("fal-ai/trellis/multi");
    expect(job.input.image_urls).toHaveLength(2);
    expect(job.input).toMatchObject({ ss_sampling_steps: 8, texture_size: 512 });
  });

  it("refuses fewer than 2 or more than 6 images, and bad views, with 400 and queues nothing", async () => {
    const before = fal.jobs.size;
    const message = "imageUrls: Upload 2 to 6 images of the object.";
    for (const imageUrls of [[photos[0]!.url], [...photos, photos[0]!].map((p) => p.url), []]) {
      const response = await post({ imageUrls });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        message,
      );
    }
    for (const json of [
      { imageUrls: ["a.png", "b.png"] },
      { imageUrls: [photos[0]!.url, photos[1]!.url], views: ["front"] },
      { imageUrls: [photos[0]!.url, photos[1]!.url], views: ["front", "front"] },
      { imageUrls: [photos[0]!.url, photos[0]!.url] },
      { imageUrls: [photos[0]!.url, photos[1]!.url], quality: "ultra" },
    ]) {
      expect((await post(json)).status).toBe(400);
    }
    expect(fal.jobs.size).toBe(before);
  });

  it("answers 404 for another account's photos, and for files that are not images", async () => {
    const bobs = await upload(bob, "bob.jpg", await jpegImage(16, 16));
    const model = await upload(alice, "model.glb", await generatedGlb(), "model");
    for (const other of [bobs.url, model.url]) {
      const response = await post({ imageUrls: [photos[0]!.url, other] });
      expect(response.status).toBe(404);
    }
  });
});
