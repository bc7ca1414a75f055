import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeImageProviders, startFakeImageProviders } from "#tests/fakes/image-providers";
import { followJob } from "#tests/support/job-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { JobAccepted } from "@/shared/jobs";
import type { ImageGenerationResult, ImageModelStatus } from "@/shared/tools/image-generator";

let fake: FakeImageProviders;
let t: TestApp;
let bare: TestApp;
let alice: string;

beforeAll(async () => {
  fake = await startFakeImageProviders();
  t = await createTestApp({ ...fake.env(), AI_MAX_RETRIES: "0" });
  bare = await createTestApp();
  alice = await t.signUp("alice-images@example.com");
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await fake.close();
});
beforeEach(() => {
  for (const key of Object.keys(fake.behaviour))
    delete fake.behaviour[key as keyof typeof fake.behaviour];
});

const start = async (body: Record<string, unknown>) => {
  const response = await t.request("/api/image-generation", {
    method: "POST",
    json: body,
    cookie: alice,
    headers: { prefer: "respond-async" },
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as JobAccepted).jobId;
};

describe("POST /api/image-generation", () => {
  it.each([
    // The spec's ids: DALL·E 3 is shut down (its list says so) and Imagen is gone from the
    // Gemini API: each is the provider's current image model now.
    ["dall-e-3", "gpt-image-2", "/openai/v1/images/generations"],
    ["gpt-image-1", "gpt-image-2", "/openai/v1/images/generations"],
    [
      "google-imagen",
      "gemini-3.1-flash-image",
      "/google/v1beta/models/gemini-3.1-flash-image:generateContent",
    ],
    ["flux-pro", "flux-pro", "/fal/fal-ai/flux-pro/v1.1"],
    ["stable-diffusion-xl", "stable-diffusion-xl", "/replicate/v1/predictions"],
  ])(
    "makes 2 images with %s and stores them as the user's PNG files",
    async (model, used, path) => {
      fake.requests.length = 0;
      const jobId = await start({
        model,
        prompt: "a lighthouse at dusk",
        style: "Painting",
        size: "1152x896",
        quality: "hd",
        count: 2,
      });
      const { view } = await followJob(t, alice, jobId);
      expect(view.status, view.error ?? "").toBe("succeeded");
      const result = view.result as ImageGenerationResult;
      expect(result.images).toHaveLength(2);
      expect(result.model).toBe(used);
      expect(fake.requests[0]?.path).toBe(path);
      for (const image of result.images) {
        const served = await t.request(image.url, { cookie: alice });
        expect(served.headers.get("content-type")).toBe("image/png");
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta.format).toBe("png");
      }
    },
  );

  it("answers the spec's { model, images: [{ url }] } to an API client that waits", async () => {
    const response = await t.request("/api/image-generation", {
      method: "POST",
      json: {
        model: "dall-e-3",
        prompt: "a red bicycle",
        style: "Photography",
        size: "1024x1024",
        quality: "standard",
      },
      cookie: alice,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { model: string; images: { url: string }[] };
    expect(body.model).toBe("gpt-image-2");
    expect(body.images).toEqual([{ url: expect.stringMatching(/^\/api\/files\//) }]);
  });

  it("says which setting enables a provider, and refuses models with no public API", async () => {
    const guest = await bare.signInAsGuest();
    const list = await bare.request("/api/image-generation/models", { cookie: guest });
    const { models } = (await list.json()) as { models: ImageModelStatus[] };
    expect(models.find((model) => model.id === "openai-images")).toEqual({
      id: "openai-images",
      name: "OpenAI's image models",
      available: false,
      reason:
        "Set OPENAI_API_KEY in the admin area's Providers or the server's environment to use it.",
    });
    const refused = await bare.request("/api/image-generation", {
      method: "POST",
      json: { model: "flux-pro", prompt: "a fox" },
      cookie: guest,
    });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: {
        code: "provider_not_configured",
        message:
          "flux-pro is not available: set FAL_KEY in the admin area's Providers or the server's environment to enable it.",
      },
    });
    const midjourney = await t.request("/api/image-generation", {
      method: "POST",
      json: { model: "midjourney", prompt: "a fox" },
      cookie: alice,
    });
    expect(midjourney.status).toBe(400);
    expect(((await midjourney.json()) as { error: { message: string } }).error.message).toMatch(
      /no public API/,
    );
  });

  it("refuses bad input with 400 and queues nothing", async () => {
    for (const body of [
      { prompt: "" },
      { prompt: "x", count: 3 },
      { prompt: "x", size: "10x10" },
    ]) {
      const response = await t.request("/api/image-generation", {
        method: "POST",
        json: body,
        cookie: alice,
      });
      expect(response.status).toBe(400);
    }
  });
});

describe("a failing provider", () => {
  it("ends the job with a specific reason, never the provider's text", async () => {
    fake.behaviour.failStatus = 500;
    const { view } = await followJob(
      t,
      alice,
      await start({ model: "gpt-image-1", prompt: "a cat" }),
    );
    expect(view).toMatchObject({
      status: "failed",
      error: "The AI provider is unavailable right now (server error). Please try again later.",
    });
  });

  it.each([
    [
      "127.0.0.1 on another port",
      () => `${fake.url}/redirect?to=${encodeURIComponent("http://127.0.0.1:9/x.png")}`,
    ],
    [
      "169.254.169.254",
      () =>
        `${fake.url}/redirect?to=${encodeURIComponent("http://169.254.169.254/latest/meta-data/")}`,
    ],
  ])("refuses a result URL that redirects to %s", async (_label, resultUrl) => {
    fake.behaviour.resultUrl = resultUrl();
    const { view } = await followJob(t, alice, await start({ model: "flux-pro", prompt: "a cat" }));
    expect(view.status).toBe("failed");
    expect(view.error).toMatch(
      /^The provider's result could not be downloaded: .*private or local address/,
    );
  });

  it.each([
    ["with a user name", () => "http://a@b/x.png"],
    ["with a user name and password", () => `http://user:secret@127.0.0.1:9/x.png`],
    [
      "that redirects to one with a user name",
      () => `${fake.url}/redirect?to=${encodeURIComponent("http://a@b/x.png")}`,
    ],
  ])("fails the job with its reason for a result URL %s", async (_label, resultUrl) => {
    fake.behaviour.resultUrl = resultUrl();
    const { view } = await followJob(t, alice, await start({ model: "flux-pro", prompt: "a cat" }));
    expect(view.status).toBe("failed");
    expect(view.error).toBe(
      "The provider's result could not be downloaded: Addresses with a user name or password (user@host) are not downloaded.",
    );
  });
});
