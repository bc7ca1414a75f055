import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeImageProviders, startFakeImageProviders } from "#tests/fakes/image-providers";
import { pngImage } from "#tests/fakes/images";
import { followJob } from "#tests/support/job-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { JobAccepted, MediaFileView } from "@/shared/jobs";
import type { ImageEditResult } from "@/shared/tools/seg-swap";

let fake: FakeImageProviders;
let t: TestApp;
let falOnly: TestApp;
let bare: TestApp;
let alice: string;
let photo: MediaFileView;

beforeAll(async () => {
  fake = await startFakeImageProviders();
  const env = fake.env();
  t = await createTestApp({ ...env, AI_MAX_RETRIES: "0" });
  const { OPENAI_API_KEY: _openai, ...withoutOpenAI } = env;
  falOnly = await createTestApp({ ...withoutOpenAI, AI_MAX_RETRIES: "0" });
  bare = await createTestApp();
  alice = await t.signUp("alice-edit@example.com");
  const upload = await t.request("/api/files?name=photo.png&kind=image", {
    method: "POST",
    body: new Uint8Array(await pngImage(64, 64, "#22c55e")),
    cookie: alice,
  });
  photo = (await upload.json()) as MediaFileView;
});
afterAll(async () => {
  await t.close();
  await falOnly.close();
  await bare.close();
  await fake.close();
});

const edit = (app: TestApp, cookie: string, body: Record<string, unknown>) =>
  app.request("/api/seg-swap", { method: "POST", json: body, cookie });

describe("POST /api/seg-swap", () => {
  it("edits the user's image through OpenAI's image edits and answers the spec's result", async () => {
    fake.requests.length = 0;
    const response = await edit(t, alice, {
      imageUrl: photo.url,
      action: "Change Background",
      description: "a beach at sunset",
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as ImageEditResult;
    expect(result).toMatchObject({
      originalImageUrl: photo.url,
      action: "Change Background",
      description: "a beach at sunset",
    });
    expect(fake.requests[0]?.path).toBe("/openai/v1/images/edits");
    expect(fake.requests[0]?.contentType).toMatch(/multipart\/form-data/);
    expect(fake.requests[0]?.body).toContain("Change the background to a beach at sunset");
    const edited = await t.request(result.editedImageUrl, { cookie: alice });
    expect((await sharp(Buffer.from(await edited.arrayBuffer())).metadata()).format).toBe("png");
  });

  it("uses fal's FLUX Kontext when only fal is configured", async () => {
    fake.requests.length = 0;
    const guest = await falOnly.signInAsGuest();
    const upload = await falOnly.request("/api/files?name=p.png", {
      method: "POST",
      body: new Uint8Array(await pngImage(32, 32)),
      cookie: guest,
    });
    const own = (await upload.json()) as MediaFileView;
    const response = await edit(falOnly, guest, {
      imageUrl: own.url,
      action: "Style Transfer",
      description: "watercolour",
    });
    expect(response.status).toBe(200);
    expect(fake.requests[0]?.path).toBe("/fal/fal-ai/flux-pro/kontext");
    expect(fake.requests[0]?.body).toContain("data:image/png;base64,");
  });

  it("answers 404 for another user's image and changes nothing", async () => {
    const bob = await t.signUp("bob-edit@example.com");
    const response = await edit(t, bob, {
      imageUrl: photo.url,
      action: "Remove Object",
      description: "the tree",
    });
    expect(response.status).toBe(404);
  });

  it("says which setting enables editing when no provider is configured", async () => {
    const guest = await bare.signInAsGuest();
    const response = await edit(bare, guest, {
      action: "Color Change",
      description: "make it blue",
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "Set OPENAI_API_KEY or FAL_KEY in the admin area's Providers or the server's environment to edit images.",
    );
  });

  it("refuses an unknown action, a missing description or a file path outside /api/files", async () => {
    for (const body of [
      { action: "Explode", description: "x" },
      { action: "Color Change", description: " " },
      { action: "Color Change", description: "x", imageUrl: "file:///etc/passwd" },
    ]) {
      expect((await edit(t, alice, body)).status).toBe(400);
    }
  });

  it.each(["http://a@b/", "https://user:secret@example.com/cat.png", "http://[::1"])(
    "answers 400 for the image URL %s, before any job",
    async (imageUrl) => {
      const response = await edit(t, alice, {
        action: "Color Change",
        description: "make it blue",
        imageUrl,
      });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.message).toMatch(/imageUrl: .*without a user name or password/);
    },
  );

  it("fails the job with the download's reason for a URL it may not fetch", async () => {
    const response = await t.request("/api/seg-swap", {
      method: "POST",
      json: {
        action: "Color Change",
        description: "make it blue",
        imageUrl: "http://127.0.0.1:9/cat.png",
      },
      cookie: alice,
      headers: { prefer: "respond-async" },
    });
    expect(response.status).toBe(202);
    const { view } = await followJob(t, alice, ((await response.json()) as JobAccepted).jobId);
    expect(view).toMatchObject({
      status: "failed",
      error: "The image could not be downloaded: 127.0.0.1 is a private or local address.",
    });
  });
});
