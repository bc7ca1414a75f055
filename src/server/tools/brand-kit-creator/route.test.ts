import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeImageProviders, startFakeImageProviders } from "#tests/fakes/image-providers";
import { type FakeOpenAI, schemaName, startFakeOpenAI } from "#tests/fakes/openai-server";
import { brandReply } from "#tests/fakes/study-replies";
import { followJob } from "#tests/support/job-stream";
import { readResultEvents, streamedResult } from "#tests/support/result-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { JobAccepted } from "@/shared/jobs";
import type {
  BrandKit,
  BrandKitSummary,
  LogoAvailability,
  LogoResult,
} from "@/shared/tools/brand-kit-creator";

let fake: FakeOpenAI;
let images: FakeImageProviders;
let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  images = await startFakeImageProviders();
  const { FAL_KEY = "", FAL_BASE_URL = "", DOWNLOAD_ALLOWED_HOSTS = "" } = images.env();
  t = await createTestApp({
    OPENAI_API_KEY: "test",
    OPENAI_BASE_URL: `${fake.url}/v1`,
    FAL_KEY,
    FAL_BASE_URL,
    DOWNLOAD_ALLOWED_HOSTS,
    AI_MAX_RETRIES: "0",
  });
  alice = await t.signUp("alice-brand@example.com");
  bob = await t.signUp("bob-brand@example.com");
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await images.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const generate = (body: Record<string, unknown>, cookie: string) =>
  t.request("/api/brand-kits/generate", {
    method: "POST",
    cookie,
    json: {
      model: "gpt-5.1",
      industry: "Retail",
      name: "Harbour Fresh",
      description: "A fish shop that sells the morning's catch",
      ...body,
    },
  });

async function aliceKit(): Promise<BrandKit> {
  fake.setScenario({ reply: () => brandReply });
  return streamedResult<BrandKit>(await generate({}, alice));
}

const reply = JSON.parse(brandReply) as Omit<
  BrandKit,
  "id" | "createdAt" | "updatedAt" | "industry" | "name" | "description"
>;

describe("POST /api/brand-kits/generate", () => {
  it("shows attached images to a vision model and stores the kit", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#1B2A41" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "old-logo.png"));
    form.set("toolId", "brand-kit-creator");
    const uploaded = (await (
      await t.request("/api/uploads", { method: "POST", body: form, cookie: alice })
    ).json()) as { id: string };
    fake.setScenario({ reply: () => brandReply });
    const kit = await streamedResult<BrandKit>(await generate({ uploadIds: [uploaded.id] }, alice));
    expect(kit).toMatchObject({ name: "Harbour Fresh", industry: "Retail" });
    expect(kit.palette).toHaveLength(6);
    const request = fake.requests[0]?.body ?? {};
    expect(schemaName(request)).toBe("brand_kit");
    const content = JSON.stringify(request.messages);
    expect(content).toContain("image_url");
    expect(content).toContain("Industry: Retail");
    const list = (await (await t.request("/api/brand-kits", { cookie: alice })).json()) as {
      results: BrandKitSummary[];
    };
    expect(list.results.find((entry) => entry.id === kit.id)).toMatchObject({
      name: "Harbour Fresh",
    });
  });

  it("asks again for a palette of four colours or one without a text colour; twice is an error", async () => {
    const four = JSON.stringify({ ...reply, palette: reply.palette.slice(0, 4) });
    fake.setScenario({ reply: (_request, index) => (index === 0 ? four : brandReply) });
    const events = await readResultEvents(await generate({}, alice));
    expect(events.filter((event) => event.type === "retry")).toHaveLength(1);
    expect(events.at(-1)?.type).toBe("result");

    const noText = JSON.stringify({
      ...reply,
      palette: reply.palette.map((colour) => ({
        ...colour,
        role: colour.role === "text" ? "neutral" : colour.role,
      })),
    });
    const badHex = JSON.stringify({
      ...reply,
      palette: reply.palette.map((colour) => ({ ...colour, hex: "navy" })),
    });
    fake.setScenario({ reply: (_request, index) => (index === 0 ? noText : badHex) });
    const failed = await readResultEvents(await generate({}, alice));
    expect(failed.at(-1)).toMatchObject({ type: "error", error: { code: "provider_error" } });
  });

  it("refuses an industry off the spec's list and a missing name", async () => {
    expect((await generate({ industry: "Mining" }, alice)).status).toBe(400);
    expect((await generate({ name: "" }, alice)).status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("brand kits", () => {
  it("draws the one-page sheet as a PNG with the palette's colours", async () => {
    const kit = await aliceKit();
    const response = await t.request("/api/brand-kits/sheet", {
      method: "POST",
      cookie: alice,
      json: kit,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toContain(
      'filename="Harbour_Fresh_brand_sheet.png"',
    );
    const image = sharp(Buffer.from(await response.arrayBuffer()));
    const { width, height } = await image.metadata();
    expect([width, height]).toEqual([1600, 1200]);
    const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const offset = (y * info.width + x) * info.channels;
      return `#${[0, 1, 2].map((channel) => (data[offset + channel] ?? 0).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
    };
    // The header band is the primary colour; each swatch shows its colour near its top-left corner.
    expect(pixel(1500, 20)).toBe("#1B2A41");
    const each = (1600 - 128 - 16 * 5) / 6;
    kit.palette.forEach((colour, index) => {
      expect(pixel(Math.round(64 + index * (each + 16) + 30), 330)).toBe(colour.hex);
    });
  });

  it("answers 404 for another account's kit: read, change and delete", async () => {
    const kit = await aliceKit();
    const changed = { ...kit, logoJobs: { "0": "a-job-id" } };
    const put = (cookie: string) =>
      t.request(`/api/brand-kits/${kit.id}`, { method: "PUT", cookie, json: changed });
    expect((await put(bob)).status).toBe(404);
    expect((await put(alice)).status).toBe(200);
    const stored = (await (
      await t.request(`/api/brand-kits/${kit.id}`, { cookie: alice })
    ).json()) as BrandKit;
    expect(stored.logoJobs).toEqual({ "0": "a-job-id" });
    expect((await t.request(`/api/brand-kits/${kit.id}`, { cookie: bob })).status).toBe(404);
    expect(
      (await t.request(`/api/brand-kits/${kit.id}`, { method: "DELETE", cookie: bob })).status,
    ).toBe(404);
    expect((await t.request(`/api/brand-kits/${kit.id}`, { cookie: alice })).status).toBe(200);
  });

  it("draws a logo concept as a PNG file of the account, with the first image provider set up", async () => {
    const available = await t.request("/api/brand-kits/logos", { cookie: alice });
    expect((await available.json()) as LogoAvailability).toEqual({
      available: true,
      model: "FLUX 1.1 Pro",
    });
    const kit = await aliceKit();
    const concept = kit.logoConcepts[0];
    const started = await t.request("/api/brand-kits/logos", {
      method: "POST",
      cookie: alice,
      headers: { prefer: "respond-async" },
      json: { title: concept?.title, prompt: concept?.prompt },
    });
    expect(started.status).toBe(202);
    const { jobId } = (await started.json()) as JobAccepted;
    const { view } = await followJob(t, alice, jobId);
    expect(view.status, view.error ?? "").toBe("succeeded");
    const logo = view.result as LogoResult;
    const served = await t.request(logo.url, { cookie: alice });
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await t.request(logo.url, { cookie: bob })).status).toBe(404);
  });

  it("says which settings enable logos when no image provider is set up", async () => {
    const bare = await createTestApp();
    try {
      const carol = await bare.signUp("carol-brand@example.com");
      const status = (await (
        await bare.request("/api/brand-kits/logos", { cookie: carol })
      ).json()) as LogoAvailability;
      expect(status.available).toBe(false);
      const refused = await bare.request("/api/brand-kits/logos", {
        method: "POST",
        cookie: carol,
        json: { title: "Wave mark", prompt: "A wave" },
      });
      expect(refused.status).toBe(503);
      const body = (await refused.json()) as { error: { message: string } };
      expect(body.error.message).toContain("FAL_KEY");
    } finally {
      await bare.close();
    }
  });
});
