import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeElevenLabs } from "#tests/fakes/elevenlabs";
import { medianPitchHz } from "#tests/support/audio-analysis";
import { tones } from "#tests/support/tones";
import { encodeWav } from "../media/wav";
import { createVoiceCloning } from "./elevenlabs-voices";
import { describeProviderError } from "./failure-reason";

let elevenlabs: Awaited<ReturnType<typeof startFakeElevenLabs>>;
beforeAll(async () => {
  elevenlabs = await startFakeElevenLabs();
});
afterAll(() => elevenlabs.close());

const env = (key?: string) => ({
  ELEVENLABS_API_KEY: key,
  ELEVENLABS_BASE_URL: elevenlabs.url,
  AI_TIMEOUT_MS: 10_000,
  AI_MAX_RETRIES: 0,
});
const sample = {
  bytes: encodeWav(tones([{ hz: 150, seconds: 2 }])),
  fileName: "sample.wav",
  mimeType: "audio/wav",
};

describe("ElevenLabs voice cloning", () => {
  it("is absent without a key", async () => {
    expect(await createVoiceCloning(env())).toBeUndefined();
  });

  it("adds a voice from samples, speaks with it through the multilingual model, and deletes it", async () => {
    const cloning = (await createVoiceCloning(env("xi-test")))!;
    const voiceId = await cloning.addVoice({ name: "My voice", samples: [sample, sample] });
    expect(elevenlabs.voices.get(voiceId)).toMatchObject({ name: "My voice", samples: 2 });

    const audio = await cloning.speak({
      voiceId,
      text: "Hola, ¿qué tal? Hoy hace sol.",
      stability: 0.75,
    });
    expect(medianPitchHz(audio)).toBeCloseTo(160, -1);
    const request = elevenlabs.requests.at(-1)!;
    expect(request.path).toBe(`/v1/text-to-speech/${voiceId}`);
    expect(JSON.parse(request.body.toString())).toMatchObject({
      model_id: "eleven_multilingual_v2",
      voice_settings: { stability: 0.75 },
    });

    await cloning.deleteVoice(voiceId);
    expect(elevenlabs.voices.has(voiceId)).toBe(false);
    // Already gone at the provider: still done.
    await cloning.deleteVoice(voiceId);
  });

  it("turns a rejected key into the invalid-key reason, not the provider's text", async () => {
    const fake = await startFakeElevenLabs({ acceptKey: "xi-right" });
    const cloning = (await createVoiceCloning({
      ...env("xi-wrong"),
      ELEVENLABS_BASE_URL: fake.url,
    }))!;
    const error = await cloning.addVoice({ name: "x", samples: [sample] }).catch((e: unknown) => e);
    await fake.close();
    expect(describeProviderError(error)).toEqual({
      kind: "invalid_key",
      message: "The AI provider rejected the API key. An administrator needs to check it.",
    });
  });
});
