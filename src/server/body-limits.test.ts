import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";

// The app names no route's path for its body limits: each route that takes a streamed file
// says so itself, with its own cap and the upload rate (platform/http/body-limits.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAX_BODY_BYTES: "2048", UPLOAD_GUEST_FILES_PER_HOUR: "2" });
});
afterAll(() => t.close());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe("request body limits", () => {
  it("hold a tool's JSON route to MAX_BODY_BYTES (413) and to JSON's nesting limit (400)", async () => {
    const guest = await t.signInAsGuest();
    const large = await t.request("/api/image-generation", {
      method: "POST",
      cookie: guest,
      json: { prompt: "a lighthouse ".repeat(300) },
    });
    expect(large.status).toBe(413);
    expect((await errorOf(large)).code).toBe("payload_too_large");

    const deep = await t.request("/api/thumbnail-creator", {
      method: "POST",
      cookie: guest,
      headers: { "content-type": "application/json" },
      body: `${"[".repeat(40)}${"]".repeat(40)}`,
    });
    expect(deep.status).toBe(400);
    expect((await errorOf(deep)).message).toMatch(/nests objects and arrays/);
  });

  it("let a tool's upload past the JSON limit, under its own cap and the upload rate", async () => {
    const guest = await t.signInAsGuest();
    const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
      t.request("/api/video-generation/uploads?type=image-to-video&name=frame.png", {
        method: "POST",
        cookie: guest,
        body,
        headers,
        duplex: "half",
      } as RequestInit);

    // Larger than MAX_BODY_BYTES: the tool's own 10 MB cap is the one that counts.
    const picture = new Uint8Array(
      await sharp({
        create: {
          width: 64,
          height: 64,
          channels: 3,
          background: "#000",
          noise: { type: "gaussian", mean: 128, sigma: 40 },
        },
      })
        .png()
        .toBuffer(),
    );
    expect(picture.byteLength).toBeGreaterThan(2048);
    expect((await upload(picture)).status).toBe(201);

    const tooLarge = await upload(new Uint8Array(16), {
      "content-length": String(11 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expect((await errorOf(tooLarge)).message).toMatch(/10 MB limit/);

    // The guest's second file this hour was the refused one; the third is past the rate.
    const limited = await upload(picture);
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).message).toMatch(/^Guests can upload 2 files an hour/);
  });
});
