import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "#tests/fakes/images";
import { cookieFrom, createTestApp, type TestApp } from "#tests/support/test-app";
import { upload } from "@/server/platform/db/schema/workbench";

let t: TestApp;
let addresses = 0;
const newAddress = () => `203.0.113.${++addresses}`;

beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: "true",
    UPLOAD_GUEST_FILES_PER_HOUR: "3",
    UPLOAD_ACCOUNT_FILES_PER_HOUR: "5",
    GUEST_STORAGE_MAX_BYTES: "1000",
  });
});
afterAll(async () => {
  await t.close();
});

async function guestAt(address: string) {
  const response = await t.request("/api/auth/sign-in/anonymous", {
    method: "POST",
    headers: { "x-forwarded-for": address, origin: t.env.appUrl },
  });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

function uploadText(cookie: string, address: string, size = 10) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(size).fill(65)], "notes.txt"));
  form.set("toolId", "multi-chat");
  return t.request("/api/uploads", {
    method: "POST",
    body: form,
    cookie,
    headers: { "x-forwarded-for": address, origin: t.env.appUrl },
  });
}

const storedFiles = () => fs.readdirSync(path.join(t.env.dataDir, "files")).length;

describe("upload limits", () => {
  it("lets a guest upload 3 files an hour, then answers 429 saying how long to wait", async () => {
    const address = newAddress();
    const guest = await guestAt(address);
    for (let i = 0; i < 3; i++) expect((await uploadText(guest, address)).status).toBe(201);
    const refused = await uploadText(guest, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toMatch(
      /^Guests can upload 3 files an hour\. Please wait \d+ min, or sign in for more\.$/,
    );
  });

  it("counts every guest at one address together: three guests' worth", async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let guest = 0; guest < 4; guest++) {
      const cookie = await guestAt(address);
      for (let i = 0; i < 3; i++) statuses.push((await uploadText(cookie, address)).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(9);
    expect(statuses.slice(9)).toEqual([429, 429, 429]);
    // Another address is not held up by this one.
    expect((await uploadText(await guestAt(newAddress()), newAddress())).status).toBe(201);
  });

  it("limits an account per account, whatever its address", async () => {
    const account = await t.signUp("uploader@example.com");
    for (let i = 0; i < 5; i++) expect((await uploadText(account, newAddress())).status).toBe(201);
    const refused = await uploadText(account, newAddress());
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toContain("You can upload 5 files an hour");
  });

  it("refuses with 413 a guest's file that would pass the guest storage cap, storing nothing", async () => {
    const address = newAddress();
    const guest = await guestAt(address);
    expect((await uploadText(guest, address, 600)).status).toBe(201);
    const before = storedFiles();
    const refused = await uploadText(guest, address, 600);
    expect(refused.status).toBe(413);
    expect((await refused.json()).error.message).toMatch(
      /^Guests can keep 1 kB of files at a time, and yours already take 1 kB\./,
    );
    expect(storedFiles()).toBe(before);
    expect(fs.readdirSync(path.join(t.env.dataDir, "uploading"))).toEqual([]);
  });

  it("lets only one of two uploads at once take a guest's last room", async () => {
    const address = newAddress();
    const guest = await guestAt(address);
    const answers = await Promise.all([
      uploadText(guest, address, 600),
      uploadText(guest, address, 600),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 413]);
  });

  it("refuses with 413 an account's file past its plan's storage", async () => {
    const account = await t.signUp("full@example.com");
    const session = await t.auth.api.getSession({ headers: new Headers({ cookie: account }) });
    await t.db.insert(upload).values({
      userId: session!.user.id,
      toolId: "multi-chat",
      name: "archive.txt",
      mediaType: "text/plain",
      size: 5_000_000_000,
      storageKey: crypto.randomUUID(),
    });
    const refused = await uploadText(account, newAddress());
    expect(refused.status).toBe(413);
    expect((await refused.json()).error.message).toBe(
      "This file would take your files past the 5 GB your plan includes (5 GB used).",
    );
    const rows = await t.db.select().from(upload).where(eq(upload.userId, session!.user.id));
    expect(rows).toHaveLength(1);
  });
});

describe("a guest's media files (tools' own uploads)", () => {
  const uploadPicture = async (
    cookie: string,
    address: string,
    route = "/api/files?name=photo.png&kind=image",
  ) =>
    t.request(route, {
      method: "POST",
      body: new Uint8Array(await pngImage(2, 2)),
      cookie,
      headers: { "x-forwarded-for": address, origin: t.env.appUrl },
    });

  it("count against the same hourly limit as attachments", async () => {
    const address = newAddress();
    const guest = await guestAt(address);
    expect((await uploadText(guest, address)).status).toBe(201);
    expect((await uploadPicture(guest, address)).status).toBe(201);
    expect((await uploadPicture(guest, address)).status).toBe(201);
    const refused = await uploadPicture(guest, address);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toMatch(/^Guests can upload 3 files an hour/);
    const toolUpload = await uploadPicture(
      guest,
      address,
      "/api/video-generation/uploads?type=image-to-video&name=photo.png",
    );
    expect(toolUpload.status).toBe(429);
  });

  it("fill the same storage as attachments, and a file past it is refused with 413", async () => {
    const address = newAddress();
    const guest = await guestAt(address);
    expect((await uploadText(guest, address, 990)).status).toBe(201);
    const before = storedFiles();
    const refused = await uploadPicture(guest, address);
    expect(refused.status).toBe(413);
    expect((await refused.json()).error.message).toMatch(/^Guests can keep 1 kB of files/);
    expect(storedFiles()).toBe(before);
  });
});
