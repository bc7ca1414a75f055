import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegImage, pngImage } from "#tests/fakes/images";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { mediaFile } from "@/server/platform/db/schema/media";
import type { MediaFileView } from "@/shared/jobs";
import { sweepGuestFiles } from "./guest-file-sweep";

let t: TestApp;
let alice: string;
let bob: string;
let png: Buffer;
const maxBytes = 300_000;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(maxBytes) });
  alice = await t.signUp("alice-files@example.com");
  bob = await t.signUp("bob-files@example.com");
  png = await pngImage(64, 48);
});
afterAll(() => t.close());

const upload = (body: BodyInit, name: string, cookie = alice, kind?: string) =>
  t.request(
    `/api/files?name=${encodeURIComponent(name)}&toolId=seg-swap${kind ? `&kind=${kind}` : ""}`,
    { method: "POST", body, cookie },
  );

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe("POST /api/files", () => {
  it("stores an image under the type its bytes show, whatever its name says", async () => {
    const response = await upload(new Uint8Array(await jpegImage(20, 20)), "holiday.png");
    expect(response.status).toBe(201);
    const file = (await response.json()) as MediaFileView;
    expect(file).toMatchObject({ mediaType: "image/jpeg", name: "holiday.jpg" });
    const served = await t.request(file.url, { cookie: alice });
    expect(served.headers.get("content-type")).toBe("image/jpeg");
  });

  it("refuses HTML named .png with 415 and stores nothing", async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(mediaFile);
    const response = await upload("<!doctype html><script>alert(1)</script>", "cat.png");
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toEqual({
      code: "unsupported_media_type",
      message: expect.stringContaining("it looks like HTML"),
    });
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(mediaFile);
    expect(after).toEqual(before);
  });

  it("refuses a real file of a kind the caller does not take", async () => {
    const response = await upload(new Uint8Array(png), "photo.png", alice, "audio");
    expect(response.status).toBe(415);
    expect((await errorOf(response)).message).toMatch(/not audio.*it is an image/);
  });

  it("refuses a file past UPLOAD_MAX_BYTES with 413, while reading it", async () => {
    const big = new Uint8Array(maxBytes + 10_000);
    big.set(png.subarray(0, 64));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < big.byteLength; at += 50_000)
          controller.enqueue(big.slice(at, at + 50_000));
        controller.close();
      },
    });
    const response = await t.request("/api/files?name=huge.png", {
      method: "POST",
      body: stream,
      cookie: alice,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("answers 401 without a session", async () => {
    expect((await upload(new Uint8Array(png), "a.png", "")).status).toBe(401);
  });
});

describe("GET /api/files/:id", () => {
  let file: MediaFileView;
  beforeAll(async () => {
    file = (await (
      await upload(new Uint8Array(png), 'my "best" élan.png')
    ).json()) as MediaFileView;
  });

  it("serves the owner with nosniff and a safe Content-Disposition", async () => {
    const response = await t.request(file.url, { cookie: alice });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="my best _lan.png"; filename*=UTF-8''my%20best%20%C3%A9lan.png`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    const download = await t.request(`${file.url}?download=1`, { cookie: alice });
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; /);
  });

  it("serves byte ranges, as audio and video seeking asks", async () => {
    const response = await t.request(file.url, { cookie: alice, headers: { range: "bytes=8-15" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 8-15/${png.byteLength}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(png.subarray(8, 16))).toBe(true);
    const outside = await t.request(file.url, {
      cookie: alice,
      headers: { range: `bytes=${png.byteLength + 5}-` },
    });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe(`bytes */${png.byteLength}`);
  });

  it("answers 404 to another account on every verb, and the file stays", async () => {
    expect((await t.request(file.url, { cookie: bob })).status).toBe(404);
    expect((await t.request(file.url, { method: "DELETE", cookie: bob })).status).toBe(404);
    expect((await t.request(file.url, { cookie: alice })).status).toBe(200);
  });

  it("deletes for the owner: the row and the bytes", async () => {
    const own = (await (await upload(new Uint8Array(png), "gone.png")).json()) as MediaFileView;
    expect((await t.request(own.url, { method: "DELETE", cookie: alice })).status).toBe(204);
    expect((await t.request(own.url, { cookie: alice })).status).toBe(404);
  });
});

describe("guests' files", () => {
  it("expire after the retention time, row and bytes; accounts' files stay", async () => {
    const guest = await t.signInAsGuest();
    const guestFile = (await (
      await upload(new Uint8Array(png), "g.png", guest)
    ).json()) as MediaFileView;
    const ownFile = (await (await upload(new Uint8Array(png), "a.png")).json()) as MediaFileView;
    const removed = await sweepGuestFiles(t.db, t.storage, new Date(Date.now() + 60_000));
    expect(removed.files).toBeGreaterThanOrEqual(1);
    expect((await t.request(guestFile.url, { cookie: guest })).status).toBe(404);
    expect((await t.request(ownFile.url, { cookie: alice })).status).toBe(200);
  });
});
