import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFetchServer } from "#tests/fakes/fetch-server";
import { type FakeOllama, startFakeOllama } from "#tests/fakes/ollama";
import { parseEnv } from "@/server/platform/env";
import { createOllamaLocator } from "./local-ollama";

let ollama: FakeOllama;

beforeAll(async () => {
  ollama = await startFakeOllama();
});
afterAll(() => ollama.close());

describe("the local Ollama's lookout", () => {
  it("finds Ollama where it answers /api/version, and keeps the settings object the same", async () => {
    const locator = createOllamaLocator({ defaultUrl: ollama.url });
    const config = parseEnv({});
    const found = await locator.resolve(config);
    expect(found.OLLAMA_BASE_URL).toBe(ollama.url);
    expect(await locator.resolve(config)).toBe(found);
    expect(ollama.requests.filter((request) => request.path === "/api/version")).toHaveLength(1);
  });

  it("takes something else on the address for no Ollama, and counts one started later", async () => {
    let answersAsOllama = false;
    const other = await startFetchServer(() =>
      answersAsOllama
        ? Response.json({ version: "0.13.0" })
        : new Response("<html>a web server</html>", { status: 404 }),
    );
    let clock = 0;
    const locator = createOllamaLocator({ defaultUrl: other.url, now: () => clock });
    const config = parseEnv({});
    try {
      expect((await locator.resolve(config)).OLLAMA_BASE_URL).toBeUndefined();
      answersAsOllama = true;
      // Within the minute the last look stands; after it, a look runs in the background.
      clock += 30_000;
      expect(await locator.resolve(config)).toBe(config);
      expect(other.requests).toHaveLength(1);
      clock += 31_000;
      await locator.resolve(config);
      await locator.idle();
      expect((await locator.resolve(config)).OLLAMA_BASE_URL).toBe(other.url);
    } finally {
      await other.close();
    }
  });

  it("looks nowhere when OLLAMA_BASE_URL is set or off, or no address is given", async () => {
    const before = ollama.requests.length;
    const locator = createOllamaLocator({ defaultUrl: ollama.url });
    const elsewhere = parseEnv({ OLLAMA_BASE_URL: "http://gpu-box:11434" });
    expect(await locator.resolve(elsewhere)).toBe(elsewhere);
    expect((await locator.resolve(parseEnv({ OLLAMA_BASE_URL: "off" }))).OLLAMA_BASE_URL).toBe(
      undefined,
    );
    const nowhere = createOllamaLocator({ defaultUrl: null });
    const config = parseEnv({});
    expect(await nowhere.resolve(config)).toBe(config);
    expect(ollama.requests.length).toBe(before);
  });
});
