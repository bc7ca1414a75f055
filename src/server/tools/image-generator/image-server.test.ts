import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeLocalAI, startFakeLocalAI } from "#tests/fakes/localai";
import { followJob } from "#tests/support/job-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { JobAccepted } from "@/shared/jobs";
import type { ImageGenerationResult, ImageModelStatus } from "@/shared/tools/image-generator";

let localai: FakeLocalAI;
let t: TestApp;
let alice: string;

beforeAll(async () => {
  localai = await startFakeLocalAI();
  t = await createTestApp({
    OPENAI_COMPATIBLE_IMAGE_BASE_URL: `${localai.url}/v1`,
    AI_MAX_RETRIES: "0",
  });
  alice = await t.signUp("alice-localai@example.com");
});
afterAll(async () => {
  await t.close();
  await localai.close();
});

describe("images from the operator's own image server", () => {
  it("offers the models the server says draw (GET /v1/models/capabilities), and no other", async () => {
    const list = await t.request("/api/image-generation/models", { cookie: alice });
    const { models } = (await list.json()) as { models: ImageModelStatus[] };
    expect(models.filter((model) => model.available)).toEqual([
      {
        id: "stablediffusion",
        name: "Stablediffusion",
        available: true,
        sizes: expect.arrayContaining(["1024x1024", "1152x896", "1792x1024"]),
      },
    ]);
  });

  it("draws through POST /v1/images/generations and stores the PNGs of the size asked", async () => {
    const response = await t.request("/api/image-generation", {
      method: "POST",
      json: { prompt: "a lighthouse at dusk", style: "Painting", size: "1152x896", count: 2 },
      cookie: alice,
      headers: { prefer: "respond-async" },
    });
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()) as JobAccepted;
    const { view } = await followJob(t, alice, jobId);
    expect(view.status, view.error ?? "").toBe("succeeded");
    const result = view.result as ImageGenerationResult;
    expect(result.model).toBe("stablediffusion");
    expect(result.images).toHaveLength(2);
    expect(localai.drawn).toEqual([
      {
        model: "stablediffusion",
        prompt: expect.stringContaining("a lighthouse at dusk"),
        size: "1152x896",
        n: 2,
        format: "b64_json",
      },
    ]);
    for (const image of result.images) {
      const served = await t.request(image.url, { cookie: alice });
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1152, 896]);
    }
  }, 60_000);

  it("refuses a model the server does not draw with, before asking it", async () => {
    const drawn = localai.drawn.length;
    const response = await t.request("/api/image-generation", {
      method: "POST",
      json: { model: "llama-3.2-1b-instruct", prompt: "a fox" },
      cookie: alice,
    });
    expect(response.status).toBe(400);
    expect(localai.drawn).toHaveLength(drawn);
  });
});
