import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyPng } from "#tests/fakes/documents";
import { startFetchServer } from "#tests/fakes/fetch-server";
import { type FakeOllama, startFakeOllama } from "#tests/fakes/ollama";
import { chatBody, readUIStream, streamedText } from "#tests/fakes/ui-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { ModelsResponse } from "@/shared/models";

let ollama: FakeOllama;
let t: TestApp;
let alice: string;

beforeAll(async () => {
  ollama = await startFakeOllama();
  // No OLLAMA_BASE_URL: the app looks where a server process looks (127.0.0.1:11434), here the fake.
  t = await createTestApp({ AI_MAX_RETRIES: "0" }, { localOllamaUrl: ollama.url });
  alice = await t.signUp("alice-ollama@example.com");
});
afterAll(async () => {
  await t.close();
  await ollama.close();
});

const catalogue = async (app = t): Promise<ModelsResponse> =>
  (await app.request("/api/models")).json();

async function chat(model: string, parts: unknown[] = []) {
  const body = chatBody(crypto.randomUUID(), "What is in this picture?", { model });
  body.messages[0]!.parts.push(...parts);
  return t.request("/api/chat", { method: "POST", json: body, cookie: alice });
}

describe("an Ollama on its default address", () => {
  it("is found with no setting: its chat models are offered, with vision from /api/show", async () => {
    const body = await catalogue();
    expect(body.models.map((model) => [model.provider, model.id, model.vision])).toEqual([
      ["ollama", "llama3.2:latest", false],
      ["ollama", "qwen2.5vl:7b", true],
    ]);
    expect(body.setup).not.toContain("OLLAMA_BASE_URL");
    const asked = ollama.requests.map((request) => `${request.method} ${request.path}`);
    expect(asked.slice(0, 2)).toEqual(["GET /api/version", "GET /api/tags"]);
    expect(asked.filter((entry) => entry === "POST /api/show")).toHaveLength(3);
  });

  it("answers in the chat through Ollama's OpenAI-compatible API, streamed", async () => {
    const response = await chat("llama3.2:latest");
    expect(response.status).toBe(200);
    expect(streamedText(await readUIStream(response))).toBe(
      "Hello from llama3.2:latest on Ollama.",
    );
    expect(ollama.chats.at(-1)).toMatchObject({ model: "llama3.2:latest", stream: true });
  });

  it("gives an image to its vision model as an image, and a note to the others", async () => {
    const form = new FormData();
    form.set("file", new File([tinyPng as Uint8Array<ArrayBuffer>], "photo.png"));
    form.set("toolId", "multi-chat");
    const uploaded = await (
      await t.request("/api/uploads", { method: "POST", body: form, cookie: alice })
    ).json();
    const file = { type: "file", mediaType: "image/png", filename: "photo.png", url: uploaded.url };
    const sent = async (model: string) => {
      const response = await chat(model, [file]);
      expect(response.status).toBe(200);
      await readUIStream(response);
      return JSON.stringify(ollama.chats.at(-1)?.messages.at(-1)?.content);
    };
    expect(await sent("qwen2.5vl:7b")).toContain("data:image/png;base64,");
    const textOnly = await sent("llama3.2:latest");
    expect(textOnly).not.toContain("image_url");
    expect(textOnly).toContain("photo.png");
  });

  it("refuses a model Ollama never listed without asking it, and marks one it stopped serving", async () => {
    const chats = ollama.chats.length;
    const unknown = await chat("phi4:latest");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toMatch(/^Unknown model "phi4:latest"/);
    expect(ollama.chats).toHaveLength(chats);

    // Removed with `ollama rm` after the list was read: Ollama answers 404 and the model is marked.
    const removed = ollama.models.splice(0, 1);
    try {
      const refused = await t.request("/api/ai/workbench-chat", {
        method: "POST",
        cookie: alice,
        json: { message: "Hello", model: "llama3.2:latest" },
      });
      expect(refused.status).toBe(502);
      expect((await refused.json()).error.message).toBe(
        "llama3.2 is no longer available from Ollama. Choose qwen2.5vl:7b instead.",
      );
      expect((await catalogue()).models.map((model) => model.id)).toEqual(["qwen2.5vl:7b"]);
    } finally {
      ollama.models.unshift(...removed);
    }
  });
});

describe("looking for Ollama", () => {
  it("does not look with OLLAMA_BASE_URL=off, and goes where OLLAMA_BASE_URL points", async () => {
    const other = await startFakeOllama([{ name: "phi4:latest", capabilities: ["completion"] }]);
    const off = await createTestApp({ OLLAMA_BASE_URL: "off" }, { localOllamaUrl: other.url });
    const elsewhere = await createTestApp(
      { OLLAMA_BASE_URL: ollama.url },
      { localOllamaUrl: other.url },
    );
    try {
      expect((await catalogue(off)).models).toEqual([]);
      expect((await catalogue(off)).setup).toContain("OLLAMA_BASE_URL");
      expect((await catalogue(elsewhere)).models.map((model) => model.id)).toEqual([
        "llama3.2:latest",
        "qwen2.5vl:7b",
      ]);
      expect(other.requests).toEqual([]);
    } finally {
      await Promise.all([off.close(), elsewhere.close()]);
      await other.close();
    }
  });

  it("takes an address where nothing listens as no Ollama, and logs nothing about it", async () => {
    const gone = await startFetchServer(() => new Response("closed"));
    await gone.close();
    const lines: string[] = [];
    const logger = pino(
      { level: "debug" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const app = await createTestApp({}, { localOllamaUrl: gone.url, logger });
    // What the start logged (which search Ask My PDF runs) is not about this.
    const started = lines.length;
    try {
      for (let i = 0; i < 3; i++) expect((await catalogue(app)).models).toEqual([]);
      const logged = lines.slice(started);
      const noisy = logged.filter((line) => (JSON.parse(line) as { level: number }).level >= 40);
      expect(noisy).toEqual([]);
      expect(logged.join("")).not.toMatch(/ollama/i);
    } finally {
      await app.close();
    }
  });
});
