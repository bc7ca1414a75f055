import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minimalDocx, minimalPdf, minimalPptx, minimalXlsx, tinyPng } from "#tests/fakes/documents";
import { type FakeOpenAI, startFakeOpenAI } from "#tests/fakes/openai-server";
import { chatBody, readUIStream } from "#tests/fakes/ui-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { startGuestUploadSweeper } from "@/server/features/uploads/guest-upload-sweep";
import { upload } from "@/server/platform/db/schema/workbench";

let fake: FakeOpenAI;
let t: TestApp;
let alice: string;
const maxBytes = 2_000_000;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({
    OPENAI_API_KEY: "test",
    OPENAI_BASE_URL: `${fake.url}/v1`,
    DEEPSEEK_API_KEY: "test",
    DEEPSEEK_BASE_URL: `${fake.url}/v1`,
    UPLOAD_MAX_BYTES: String(maxBytes),
  });
  alice = await t.signUp("alice-up@example.com");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function uploadFile(name: string, bytes: Uint8Array, toolId = "multi-chat", cookie = alice) {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
  form.set("toolId", toolId);
  return t.request("/api/uploads", { method: "POST", body: form, cookie });
}

/** Sends one message with the uploaded file and returns the user content the provider received. */
async function promptWith(
  upload: { url: string; name: string; mediaType: string },
  model = "gpt-4o",
) {
  fake.requests.length = 0;
  const body = chatBody(crypto.randomUUID(), "What is in this file?", { model });
  body.messages[0]!.parts.push({
    type: "file",
    mediaType: upload.mediaType,
    filename: upload.name,
    url: upload.url,
  });
  const response = await t.request("/api/chat", { method: "POST", json: body, cookie: alice });
  expect(response.status).toBe(200);
  await readUIStream(response);
  return JSON.stringify(fake.requests[0]?.body.messages?.at(-1)?.content);
}

describe("POST /api/uploads", () => {
  it("turns pdf, docx, xlsx and pptx into text attached to the prompt", async () => {
    const cases: Array<[string, Uint8Array, string]> = [
      ["report.pdf", minimalPdf("Quarterly revenue grew"), "Quarterly revenue grew"],
      ["letter.docx", minimalDocx("Dear committee members"), "Dear committee members"],
      [
        "budget.xlsx",
        await minimalXlsx([
          ["Item", "Cost"],
          ["Rent", 1200],
        ]),
        "Rent\\t1200",
      ],
      ["deck.pptx", minimalPptx(["Roadmap 2027", "Hiring plan"]), "Hiring plan"],
      ["notes.md", new TextEncoder().encode("# Meeting notes"), "# Meeting notes"],
    ];
    for (const [name, bytes, expected] of cases) {
      const response = await uploadFile(name, bytes);
      expect(response.status, name).toBe(201);
      const uploaded = await response.json();
      expect(uploaded).toMatchObject({
        name,
        size: bytes.byteLength,
        url: `/api/uploads/${uploaded.id}`,
      });
      expect(await promptWith(uploaded), name).toContain(expected);
    }
    // Reader processes (Node and the document libraries) read them: seconds each, several times
    // that while the other test worker and the readers share two busy cores.
  }, 90_000);

  it("sends images to vision models as images, and a note to models without vision", async () => {
    const uploaded = await (await uploadFile("photo.png", tinyPng)).json();
    expect(uploaded.mediaType).toBe("image/png");
    const vision = await promptWith(uploaded);
    expect(vision).toContain("image_url");
    expect(vision).toContain("data:image/png;base64,");
    const textOnly = await promptWith(uploaded, "deepseek-chat");
    expect(textOnly).not.toContain("image_url");
    expect(textOnly).toContain('attached \\"photo.png\\"');
  });

  it("answers 404, not 500, for a file whose bytes are gone, and tells the model so", async () => {
    const uploaded = await (await uploadFile("gone.png", tinyPng)).json();
    const [row] = await t.db.select().from(upload).where(eq(upload.id, uploaded.id));
    fs.rmSync(path.join(t.env.dataDir, "files", row!.storageKey));
    expect((await t.request(uploaded.url, { cookie: alice })).status).toBe(404);
    expect(await promptWith(uploaded)).toContain("no longer available");
  });

  it("refuses files over the cap with 413, beyond the general body limit too", async () => {
    const justUnder = new Uint8Array(maxBytes - 10).fill(65);
    expect((await uploadFile("big.txt", justUnder)).status).toBe(201);
    const over = await uploadFile("huge.txt", new Uint8Array(maxBytes + 100).fill(65));
    expect(over.status).toBe(413);
    expect((await over.json()).error.message).toContain("1.91 MB");
  });

  it("refuses types outside the tool's accept list with 415", async () => {
    const exe = await uploadFile("setup.exe", new Uint8Array([77, 90]));
    expect(exe.status).toBe(415);
    expect((await exe.json()).error.message).toContain(".pptx");
    expect((await uploadFile("photo.png", tinyPng, "code-assistant")).status).toBe(415);
    expect((await uploadFile("notes.txt", tinyPng, "text-to-speech")).status).toBe(415);
  });

  it("serves a file only to its uploader, as an attachment with nosniff", async () => {
    const html = new TextEncoder().encode("<script>alert(1)</script>");
    const uploaded = await (await uploadFile("page.html", html, "smart-chat")).json();
    const own = await t.request(uploaded.url, { cookie: alice });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await own.text()).toBe("<script>alert(1)</script>");

    const bob = await t.signUp("bob-up@example.com");
    expect((await t.request(uploaded.url, { cookie: bob })).status).toBe(404);
    expect((await t.request(uploaded.url)).status).toBe(401);
    const body = chatBody(crypto.randomUUID(), "Read Alice's file");
    body.messages[0]!.parts.push({
      type: "file",
      mediaType: "text/html",
      filename: "x",
      url: uploaded.url,
    });
    expect((await t.request("/api/chat", { method: "POST", json: body, cookie: bob })).status).toBe(
      404,
    );
  });

  it("lets guests upload but not visitors without a session", async () => {
    const guest = await t.signInAsGuest();
    expect((await uploadFile("a.txt", new Uint8Array([65]), "multi-chat", guest)).status).toBe(201);
    const form = new FormData();
    form.set("file", new File(["x"], "a.txt"));
    form.set("toolId", "multi-chat");
    expect((await t.request("/api/uploads", { method: "POST", body: form })).status).toBe(401);
  });

  it("removes guests' files after the retention time, keeping accounts' files", async () => {
    const guest = await t.signInAsGuest();
    const old = await (
      await uploadFile("old.txt", new Uint8Array([65]), "multi-chat", guest)
    ).json();
    const mine = await (await uploadFile("mine.txt", new Uint8Array([66]))).json();
    const [stored] = await t.db.select().from(upload).where(eq(upload.id, old.id));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await t.db
      .update(upload)
      .set({ createdAt: twoHoursAgo })
      .where(inArray(upload.id, [old.id, mine.id]));
    // Nobody uploads again: the timer alone clears them.
    const stop = startGuestUploadSweeper({
      db: t.db,
      storage: t.storage,
      retentionMinutes: 60,
      logger: pino({ level: "silent" }),
    });
    try {
      await expect.poll(async () => (await t.request(old.url, { cookie: guest })).status).toBe(404);
      await expect
        .poll(() => fs.existsSync(path.join(t.env.dataDir, "files", stored!.storageKey)))
        .toBe(false);
    } finally {
      stop();
    }
    expect((await t.request(mine.url, { cookie: alice })).status).toBe(200);

    const earlier = [
      {
        id: "u0",
        role: "user",
        parts: [
          { type: "text", text: "Read this" },
          { type: "file", mediaType: "text/plain", filename: "old.txt", url: old.url },
        ],
      },
      { id: "a0", role: "assistant", parts: [{ type: "text", text: "Done." }] },
    ];
    const followUp = chatBody(crypto.randomUUID(), "And now?", {}, earlier);
    const answer = await t.request("/api/chat", { method: "POST", json: followUp, cookie: guest });
    expect(answer.status).toBe(200);
    await readUIStream(answer);
  });
});
