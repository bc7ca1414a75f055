import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeFal, startFakeFal } from "#tests/fakes/fal";
import { pngImage } from "#tests/fakes/images";
import { generatedGlb } from "#tests/fakes/media-files";
import { followJob } from "#tests/support/job-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { JobAccepted, MediaFileView } from "@/shared/jobs";
import type { Model3dResult } from "@/shared/tools/3d-model-creator";

const KEY = "fal-secret-key-3d";

let fal: FakeFal;
let t: TestApp;
let bare: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  fal = await startFakeFal({ acceptKey: KEY, pollsUntilDone: 1 });
  t = await createTestApp({
    FAL_KEY: KEY,
    FAL_QUEUE_BASE_URL: fal.url,
    FAL_STORAGE_BASE_URL: fal.url,
    DOWNLOAD_ALLOWED_HOSTS: fal.url.replace("http://", ""),
    AI_MAX_RETRIES: "0",
  });
  bare = await createTestApp();
  alice = await t.signUp("alice-3d@example.com");
  bob = await t.signUp("bob-3d@example.com");
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await fal.close();
});
beforeEach(() => {
  Object.assign(fal.behaviour, { pollsUntilDone: 1, failJobs: false, rateLimitSubmissions: 0 });
});

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

const startJob = async (path: string, json: Record<string, unknown>, cookie = alice) => {
  const response = await t.request(path, {
    method: "POST",
    json,
    cookie,
    headers: { prefer: "respond-async" },
  });
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as JobAccepted).jobId;
};

const bytesOf = async (path: string, cookie = alice) => {
  const response = await t.request(path, { cookie });
  expect(response.status).toBe(200);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

describe("POST /api/3d-model-creator (text to 3D)", () => {
  it("draws concept art, models it with Hunyuan3D and stores a real GLB, with progress", async () => {
    const jobId = await startJob("/api/3d-model-creator", {
      description: "a brass steampunk lantern",
      modelType: "Object",
      exportFormat: "OBJ",
      quality: "standard",
    });
    const { view, seen } = await followJob(t, alice, jobId);
    expect(view.status, view.error ?? "").toBe("succeeded");
    expect(seen.some((s) => s.status === "running" && (s.progress ?? 0) > 0)).toBe(true);
    expect(seen.some((s) => s.estimatedSeconds === 100)).toBe(true);
    const endpoints = [...fal.jobs.values()].map((job) => job.endpoint);
    expect(endpoints).toEqual(["fal-ai/flux/schnell", "fal-ai/hunyuan3d/v2"]);
    const hunyuan = [...fal.jobs.values()][1]!;
    expect(hunyuan.input).toMatchObject({ num_inference_steps: 30, textured_mesh: true });
    expect(String(hunyuan.input.input_image_url)).toMatch(/\/files\/.+\.png$/);

    const result = view.result as Model3dResult;
    expect(result).toMatchObject({
      modelId: jobId,
      mode: "text-to-3d",
      status: "completed",
      exportFormat: "obj",
      progress: 100,
      estimatedTime: 100,
      vertices: 54,
      triangles: 28,
    });
    expect(result.downloadUrl).toBe(result.exports.obj);
    const art = await bytesOf(result.conceptArt[0]!);
    expect(art.response.headers.get("content-type")).toBe("image/png");
    const glb = await bytesOf(result.modelUrl);
    expect(glb.response.headers.get("content-type")).toBe("model/gltf-binary");
    expect(Buffer.from(glb.bytes).equals(Buffer.from(await generatedGlb()))).toBe(true);
    // Nothing the job shows carries the provider's key or its own URLs.
    expect(JSON.stringify(view)).not.toContain(KEY);
    expect(JSON.stringify(view)).not.toContain(fal.url);
  });

  it("answers the spec's 3D fields to an API client that waits", async () => {
    const response = await t.request("/api/3d-model-creator", {
      method: "POST",
      json: {
        description: "a wooden chair",
        modelType: "Furniture",
        exportFormat: "GLB",
        quality: "high",
      },
      cookie: alice,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    for (const field of [
      "modelId",
      "mode",
      "conceptArt",
      "status",
      "exportFormat",
      "progress",
      "estimatedTime",
      "downloadUrl",
    ])
      expect(body).toHaveProperty(field);
    expect(body).toMatchObject({
      mode: "text-to-3d",
      status: "completed",
      exportFormat: "glb",
      estimatedTime: 190,
    });
    expect(body.downloadUrl).toMatch(/^\/api\/files\/[\w-]+\?download=1$/);
  });

  it("refuses missing fields with the spec's text and queues nothing", async () => {
    const before = fal.jobs.size;
    for (const json of [
      { description: "", modelType: "Object" },
      { description: "a lamp" },
      { description: "a lamp", modelType: "Dragon" },
      { modelType: "Vehicle" },
    ]) {
      const response = await t.request("/api/3d-model-creator", {
        method: "POST",
        json,
        cookie: alice,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: "validation_failed",
          message: "Please provide a description and select a model type",
        },
      });
    }
    const bad = await t.request("/api/3d-model-creator", {
      method: "POST",
      json: { description: "a lamp", modelType: "Object", exportFormat: "FBX" },
      cookie: alice,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      "exportFormat: GLB, GLTF, OBJ or STL",
    );
    expect(fal.jobs.size).toBe(before);
  });

  it("says which setting enables 3D when no provider is configured", async () => {
    const guest = await bare.signInAsGuest();
    const status = await bare.request("/api/3d-model-creator/provider", { cookie: guest });
    expect(await status.json()).toEqual({
      available: false,
      reason:
        "Set FAL_KEY in the admin area's Providers or the server's environment to make 3D models.",
    });
    const refused = await bare.request("/api/3d-model-creator", {
      method: "POST",
      json: { description: "a lamp", modelType: "Object" },
      cookie: guest,
    });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: {
        code: "provider_not_configured",
        message:
          "Set FAL_KEY in the admin area's Providers or the server's environment to make 3D models.",
      },
    });
  });
});

describe("POST /api/image-to-3d", () => {
  it("sends the uploaded image to Hunyuan3D and stores the model", async () => {
    const image = await upload(alice, "chair.png", await pngImage(64, 64));
    const jobId = await startJob("/api/image-to-3d", {
      imageUrl: image.url,
      quality: "high",
      exportFormat: "stl",
    });
    const { view } = await followJob(t, alice, jobId);
    expect(view.status, view.error ?? "").toBe("succeeded");
    const result = view.result as Model3dResult;
    expect(result).toMatchObject({
      mode: "image-to-3d",
      inputImage: image.url,
      conceptArt: [],
      exportFormat: "stl",
    });
    const job = [...fal.jobs.values()].at(-1)!;
    expect(job.endpoint).toBe("fal-ai/hunyuan3d/v2");
    expect(job.input).toMatchObject({ num_inference_steps: 50 });
    // The image went to the provider's storage, byte for byte.
    const sent = fal.files.get(String(job.input.input_image_url).split("/files/")[1]!);
    expect(sent?.bytes.length).toBe(image.size);
  });

  it("refuses no image with the spec's text, and files that are not the user's images with 404", async () => {
    const missing = await t.request("/api/image-to-3d", {
      method: "POST",
      json: { quality: "high" },
      cookie: alice,
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      "Please upload a reference image first",
    );
    const model = await upload(alice, "model.glb", await generatedGlb(), "model");
    const bobs = await upload(bob, "bob.png", await pngImage(16, 16));
    for (const imageUrl of [model.url, bobs.url, "/api/files/no-such-file"]) {
      const response = await t.request("/api/image-to-3d", {
        method: "POST",
        json: { imageUrl },
        cookie: alice,
      });
      expect(response.status).toBe(404);
    }
    const bad = await t.request("/api/image-to-3d", {
      method: "POST",
      json: { imageUrl: "file:///etc/passwd" },
      cookie: alice,
    });
    expect(bad.status).toBe(400);
  });
});

describe("3D jobs that go wrong", () => {
  it("ends with a specific reason when the provider fails, never its text", async () => {
    fal.behaviour.failJobs = true;
    const jobId = await startJob("/api/3d-model-creator", {
      description: "a sword",
      modelType: "Weapon",
    });
    const { view } = await followJob(t, alice, jobId);
    expect(view).toMatchObject({
      status: "failed",
      error: "The AI provider could not answer this request.",
    });
  });

  it("ends with the rate limit as the reason when the provider refuses the submission", async () => {
    // fal's client tries a refused submission 3 more times (after 1, 2 and 4 s): all refused.
    fal.behaviour.rateLimitSubmissions = 4;
    const jobId = await startJob("/api/3d-model-creator", {
      description: "a car",
      modelType: "Vehicle",
    });
    const { view } = await followJob(t, alice, jobId);
    expect(view.status).toBe("failed");
    expect(view.error).toMatch(/rate limiting/);
  });

  it("cancels a running job and the provider's request with it", async () => {
    fal.behaviour.pollsUntilDone = 1000;
    const jobId = await startJob("/api/3d-model-creator", {
      description: "a house",
      modelType: "Building",
    });
    await followJob(
      t,
      alice,
      jobId,
      (view) => view.stage?.startsWith("Waiting in the provider's queue") ?? false,
    );
    const ticket = [...fal.jobs.values()].at(-1)!;
    const cancelled = await t.request(`/api/jobs/${jobId}/cancel`, {
      method: "POST",
      cookie: alice,
    });
    expect(cancelled.status).toBe(200);
    const { view } = await followJob(t, alice, jobId);
    expect(view.status).toBe("cancelled");
    await expect.poll(() => ticket.cancelled).toBe(true);
  });

  it("answers 404 for another account's job", async () => {
    const jobId = await startJob("/api/3d-model-creator", {
      description: "a robot",
      modelType: "Character",
    });
    const other = await t.request(`/api/jobs/${jobId}`, { cookie: bob });
    expect(other.status).toBe(404);
    await followJob(t, alice, jobId);
  });
});

describe("GET /api/files/:id/export/:format", () => {
  it("converts the user's GLB to OBJ, STL and GLTF with the GLB's vertices", async () => {
    const model = await upload(alice, "lantern.glb", await generatedGlb(), "model");
    const obj = await bytesOf(`${model.url}/export/obj`);
    expect(obj.response.headers.get("content-type")).toBe("model/obj");
    expect(obj.response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="lantern.obj"/,
    );
    const text = new TextDecoder().decode(obj.bytes);
    expect(text.split("\n").filter((line) => line.startsWith("v ")).length).toBe(54);
    expect(text.split("\n").filter((line) => line.startsWith("f ")).length).toBe(28);
    const stl = await bytesOf(`${model.url}/export/stl`);
    expect(Buffer.from(stl.bytes).readUInt32LE(80)).toBe(28);
    expect(stl.bytes.length).toBe(84 + 50 * 28);
    const gltf = await bytesOf(`${model.url}/export/gltf`);
    const json = JSON.parse(new TextDecoder().decode(gltf.bytes)) as { asset: { version: string } };
    expect(json.asset.version).toBe("2.0");
  });

  it("answers 404 for another account's model and 400 for what is not a model", async () => {
    const model = await upload(alice, "mine.glb", await generatedGlb(), "model");
    expect((await t.request(`${model.url}/export/obj`, { cookie: bob })).status).toBe(404);
    const image = await upload(alice, "flat.png", await pngImage(8, 8));
    expect((await t.request(`${image.url}/export/obj`, { cookie: alice })).status).toBe(400);
    expect((await t.request(`${model.url}/export/fbx`, { cookie: alice })).status).toBe(400);
  });
});
