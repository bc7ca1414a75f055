import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeImageProviders, startFakeImageProviders } from "#tests/fakes/image-providers";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let fake: FakeImageProviders;
let offline: TestApp;
let online: TestApp;

beforeAll(async () => {
  fake = await startFakeImageProviders();
  offline = await createTestApp();
  online = await createTestApp({ ...fake.env(), AI_MAX_RETRIES: "0" });
});
afterAll(async () => {
  await offline.close();
  await online.close();
  await fake.close();
});

async function makeThumbnail(t: TestApp, body: Record<string, unknown>) {
  const cookie = await t.signInAsGuest();
  const response = await t.request("/api/thumbnail-creator", {
    method: "POST",
    json: body,
    cookie,
  });
  return { response, cookie };
}

describe("POST /api/thumbnail-creator", () => {
  it("makes a 1280x720 PNG with no provider configured, text drawn by Bismo", async () => {
    const { response, cookie } = await makeThumbnail(offline, {
      description: "Speedrunning the hardest level",
      category: "Gaming",
      textOverlay: "I Beat It In 4 Minutes",
      style: "Bold",
    });
    expect(response.status).toBe(200);
    const { thumbnailUrl } = (await response.json()) as { thumbnailUrl: string };
    const file = await offline.request(thumbnailUrl, { cookie });
    expect(file.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await file.arrayBuffer());
    fs.mkdirSync("/tmp/shots-thumbnails", { recursive: true });
    fs.writeFileSync("/tmp/shots-thumbnails/route-offline-gaming.png", png);
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1280, height: 720, format: "png" });
    // The text is there: the bottom band, where it sits, holds the white of its letters.
    const { data } = await sharp(png)
      .extract({ left: 64, top: 500, width: 1150, height: 180 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let at = 0; at < data.length; at += 3)
      if (data[at]! > 240 && data[at + 1]! > 240 && data[at + 2]! > 240) white++;
    expect(white).toBeGreaterThan(2000);
  });

  it("draws the same picture for the same request, whatever the machine", async () => {
    const body = {
      description: "Pasta from scratch",
      category: "Cooking",
      textOverlay: "Fresh Pasta!",
      style: "Clean",
    };
    const first = await makeThumbnail(offline, body);
    const second = await makeThumbnail(offline, body);
    const bytes = async ({ response, cookie }: Awaited<ReturnType<typeof makeThumbnail>>) => {
      const { thumbnailUrl } = (await response.json()) as { thumbnailUrl: string };
      return Buffer.from(await (await offline.request(thumbnailUrl, { cookie })).arrayBuffer());
    };
    expect((await bytes(first)).equals(await bytes(second))).toBe(true);
  });

  it("paints the background with the configured image provider", async () => {
    fake.requests.length = 0;
    const { response } = await makeThumbnail(online, {
      description: "Tokyo at night",
      category: "Travel",
      textOverlay: "48 Hours in Tokyo",
    });
    expect(response.status).toBe(200);
    expect(fake.requests[0]?.path).toBe("/fal/fal-ai/flux-pro/v1.1");
    expect(fake.requests[0]?.body).toContain("No text");
  });

  it("draws its own background once the plan's images are used up, and says why", async () => {
    const limited = await createTestApp({
      ...fake.env(),
      AI_MAX_RETRIES: "0",
      PLAN_ALLOWANCES: JSON.stringify({ guest: { image: 1 } }),
    });
    try {
      const cookie = await limited.signInAsGuest();
      const backgrounds: string[] = [];
      for (const textOverlay of ["First", "Second"]) {
        fake.requests.length = 0;
        const response = await limited.request("/api/thumbnail-creator", {
          method: "POST",
          json: { description: "Tokyo at night", category: "Travel", textOverlay },
          cookie,
        });
        expect(response.status).toBe(200);
        const url = ((await response.json()) as { thumbnailUrl: string }).thumbnailUrl;
        const jobs = await (
          await limited.request("/api/jobs?toolId=thumbnail-creator", { cookie })
        ).json();
        const job = jobs.jobs.find(
          (entry: { result?: { thumbnailUrl?: string } }) => entry.result?.thumbnailUrl === url,
        );
        backgrounds.push(`${job?.result?.background} after ${fake.requests.length} provider calls`);
      }
      expect(backgrounds).toEqual([
        "provider after 1 provider calls",
        "design-allowance after 0 provider calls",
      ]);
    } finally {
      await limited.close();
    }
  });

  it("refuses a missing description or an unknown category with 400", async () => {
    for (const body of [{ category: "Gaming" }, { description: "x", category: "Sports" }]) {
      const { response } = await makeThumbnail(offline, body);
      expect(response.status).toBe(400);
    }
  });
});
