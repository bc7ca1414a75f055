import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeKokoro, kokoroModels, startFakeKokoro } from "#tests/fakes/kokoro";
import { medianPitchHz } from "#tests/support/audio-analysis";
import { decodeAudio } from "#tests/support/decode-audio";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { ProviderStatus } from "@/shared/provider-settings";
import type { SpeechEngineStatus, VoiceSynthesisResult } from "@/shared/tools/text-to-speech";

let kokoro: FakeKokoro;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  kokoro = await startFakeKokoro();
  t = await createTestApp({ AI_MAX_RETRIES: "0" });
  // The first account is the admin, who sets the speech server up in Admin > Providers.
  admin = await t.signUp("admin-speech@example.com");
});
afterAll(async () => {
  await t.close();
  await kokoro.close();
});

const engine = async (): Promise<SpeechEngineStatus> =>
  (await t.request("/api/voice-synthesis/engine", { cookie: admin })).json();

async function speak(body: Record<string, unknown>): Promise<VoiceSynthesisResult> {
  const response = await t.request("/api/voice-synthesis", {
    method: "POST",
    json: body,
    cookie: admin,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe("text to speech on the operator's own speech server", () => {
  it("is switched on by its base URL in Admin > Providers, its key optional", async () => {
    expect((await engine()).engine).toBe("offline");
    const saved = await t.request("/api/admin/providers/speech-server", {
      method: "PUT",
      cookie: admin,
      json: { baseUrl: `${kokoro.url}/v1` },
    });
    expect(saved.status).toBe(200);
    const { provider } = (await saved.json()) as { provider: ProviderStatus };
    expect(provider).toMatchObject({
      byBaseUrl: true,
      configured: true,
      baseUrlSource: "admin",
      keySource: null,
      baseUrlSetting: "OPENAI_COMPATIBLE_SPEECH_BASE_URL",
    });
    expect(await engine()).toMatchObject({ engine: "speech-server", neural: true });
    // Its models were read from the server itself; nothing was sent with an empty key.
    const listed = kokoro.requests.find((request) => request.path === "/v1/models");
    expect(listed?.headers.get("authorization")).toBeNull();
  });

  it("speaks each voice through POST /v1/audio/speech with a model the server listed", async () => {
    const text = "The keeper lit the lamp at dusk. The ships came home safely.";
    const low = await speak({ text, voice: "onyx", format: "mp3" });
    const high = await speak({ text, voice: "nova", format: "wav", speed: 1.5 });
    expect([low.engine, high.engine]).toEqual(["speech-server", "speech-server"]);

    const [first, second] = kokoro.spoken;
    expect(kokoroModels).toContain(first?.model);
    // OpenAI's voice names, which Kokoro-FastAPI maps to its own; WAV carries the sample rate.
    expect(first).toMatchObject({ voice: "bm_george", format: "wav", speed: 1 });
    expect(second).toMatchObject({ voice: "bf_isabella", format: "wav", speed: 1.5 });
    // No key is set: no Authorization header at all (never an empty one, nor OpenAI's key).
    const spoken = kokoro.requests.filter((request) => request.path === "/v1/audio/speech");
    expect(spoken.map((request) => request.headers.get("authorization"))).toEqual([null, null]);

    const pitchOf = async (result: VoiceSynthesisResult) => {
      const served = await t.request(result.audioUrl, { cookie: admin });
      return medianPitchHz(await decodeAudio(new Uint8Array(await served.arrayBuffer())));
    };
    expect(await pitchOf(low)).toBeLessThan(120);
    expect(await pitchOf(high)).toBeGreaterThan(200);
  }, 60_000);

  it("is gone again once its stored base URL is removed", async () => {
    const removed = await t.request("/api/admin/providers/speech-server", {
      method: "DELETE",
      cookie: admin,
    });
    expect(removed.status).toBe(200);
    expect((await engine()).engine).toBe("offline");
  });
});
