import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeElevenLabs } from "#tests/fakes/elevenlabs";
import { startFakeOpenAIAudio } from "#tests/fakes/openai-audio";
import {
  longestInnerSilenceSeconds,
  medianPitchHz,
  spectralCentroidHz,
} from "#tests/support/audio-analysis";
import { detectAudioContainer } from "../media/audio-container";
import { parseWav } from "../media/wav";
import { createSpeechEngines } from "../providers/speech-models";
import { createOfflineSpeech } from "./offline-speech";
import { createSpeechSynthesizer } from "./synthesize-speech";
import { speechVoices } from "./voices";

const paragraph =
  "The workbench keeps every tool one click away. Speech is generated on this server, " +
  "without sending the text anywhere. Each voice has its own pitch and pace, so a listener " +
  "can tell them apart at once. Longer texts are cut at the end of a sentence and joined again.";

const offline = createOfflineSpeech({ workers: 2 });
afterAll(() => offline.close());
const aiEnv = { AI_TIMEOUT_MS: 20_000, AI_MAX_RETRIES: 0 };

describe("the speech's level", () => {
  it("is turned down to -1 dBFS at its loudest when an engine speaks at full scale", async () => {
    const fullScale = Int16Array.from({ length: 24_000 }, (_, i) =>
      Math.round(32767 * Math.sin((2 * Math.PI * 220 * i) / 24_000)),
    );
    const loud = {
      speak: async () => ({ sampleRate: 24_000, samples: fullScale }),
      close: async () => {},
    };
    const speech = await createSpeechSynthesizer({ neural: [], offline: loud }).synthesize({
      text: "Loud.",
      voice: "alloy",
      speed: 1,
      format: "wav",
    });
    const { samples } = parseWav(speech.audio);
    const peak = samples.reduce((loudest, sample) => Math.max(loudest, Math.abs(sample)), 0);
    expect(20 * Math.log10(peak / 32767)).toBeCloseTo(-1, 1);
  });
});

describe("offline speech (eSpeak NG in worker threads)", () => {
  const synthesizer = createSpeechSynthesizer({ neural: [], offline });

  it("speaks with no provider configured, and says so", async () => {
    const speech = await synthesizer.synthesize({
      text: paragraph,
      voice: "alloy",
      speed: 1,
      format: "wav",
    });
    expect(synthesizer.engines).toEqual(["offline"]);
    expect(speech.engine).toBe("offline");
    expect(detectAudioContainer(speech.audio)).toBe("wav");
    expect(speech.durationSeconds).toBeGreaterThan(10);
  });

  it("gives each of the six voices its own pitch or timbre", async () => {
    const measured = await Promise.all(
      speechVoices.map(async (voice) => {
        const speech = await synthesizer.synthesize({
          text: paragraph,
          voice,
          speed: 1,
          format: "wav",
        });
        const audio = parseWav(speech.audio);
        return { voice, pitch: medianPitchHz(audio), centroid: spectralCentroidHz(audio) };
      }),
    );
    for (const a of measured) {
      for (const b of measured) {
        if (a === b) continue;
        const pitchApart = Math.abs(a.pitch - b.pitch) / Math.min(a.pitch, b.pitch) > 0.1;
        const timbreApart =
          Math.abs(a.centroid - b.centroid) / Math.min(a.centroid, b.centroid) > 0.1;
        expect(pitchApart || timbreApart, `${a.voice} vs ${b.voice}`).toBe(true);
      }
    }
  });

  it("honours the speed: 2.0 takes about half as long as 1.0, 0.5 about twice", async () => {
    const length = async (speed: number) =>
      (await synthesizer.synthesize({ text: paragraph, voice: "echo", speed, format: "wav" }))
        .durationSeconds;
    const [slow, normal, fast] = await Promise.all([length(0.5), length(1), length(2)]);
    expect(fast / normal).toBeGreaterThan(0.4);
    expect(fast / normal).toBeLessThan(0.62);
    expect(slow / normal).toBeGreaterThan(1.6);
    expect(slow / normal).toBeLessThan(2.4);
  });

  it("joins a long text spoken in pieces without gaps, reporting progress, off the main thread", async () => {
    const long = Array.from({ length: 14 }, () => paragraph).join(" ");
    const progress: number[] = [];
    let ticks = 0;
    let pending = true;
    const tick = () => {
      ticks++;
      if (pending) setImmediate(tick);
    };
    setImmediate(tick);
    const speech = await synthesizer.synthesize({
      text: long,
      voice: "nova",
      speed: 1,
      format: "wav",
      onProgress: (fraction) => progress.push(fraction),
    });
    pending = false;
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress.at(-1)).toBe(1);
    // The event loop kept turning while eSpeak worked: it runs in worker threads.
    expect(ticks).toBeGreaterThan(50);
    expect(longestInnerSilenceSeconds(parseWav(speech.audio))).toBeLessThan(0.6);
  });

  it.each(["mp3", "opus", "aac"] as const)(
    "delivers %s, checked from the bytes",
    async (format) => {
      const speech = await synthesizer.synthesize({
        text: paragraph,
        voice: "fable",
        speed: 1,
        format,
      });
      expect(detectAudioContainer(speech.audio)).toBe(format === "opus" ? "ogg-opus" : format);
      expect(speech.mimeType).toBe(
        { mp3: "audio/mpeg", opus: "audio/ogg", aac: "audio/aac" }[format],
      );
    },
  );
});

describe("neural speech", () => {
  let openai: Awaited<ReturnType<typeof startFakeOpenAIAudio>>;
  let elevenlabs: Awaited<ReturnType<typeof startFakeElevenLabs>>;
  beforeAll(async () => {
    [openai, elevenlabs] = await Promise.all([startFakeOpenAIAudio(), startFakeElevenLabs()]);
  });
  afterAll(() => Promise.all([openai.close(), elevenlabs.close()]));

  it("prefers OpenAI when its key is set, in OpenAI's own voice, split below its 4,096 characters", async () => {
    const synthesizer = createSpeechSynthesizer({
      neural: await createSpeechEngines({
        ...aiEnv,
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: `${openai.url}/v1`,
      }),
      offline,
    });
    const text = Array.from({ length: 20 }, () => paragraph).join(" ");
    expect(text.length).toBeGreaterThan(4096);
    const before = openai.requests.length;
    const speech = await synthesizer.synthesize({
      text,
      voice: "onyx",
      speed: 1.25,
      format: "mp3",
    });
    expect(speech.engine).toBe("openai");
    expect(detectAudioContainer(speech.audio)).toBe("mp3");
    const sent = openai.requests.slice(before).map((r) => JSON.parse(r.body.toString()));
    expect(sent).toHaveLength(2);
    for (const body of sent) {
      expect(body).toMatchObject({
        model: "tts-1",
        voice: "onyx",
        speed: 1.25,
        response_format: "pcm",
      });
      expect(body.input.length).toBeLessThanOrEqual(4096);
    }
    expect(sent.map((b) => b.input).join(" ")).toBe(text);
  });

  it("uses ElevenLabs' voice for each of the six and changes the tempo itself beyond 0.7-1.2", async () => {
    const synthesizer = createSpeechSynthesizer({
      neural: await createSpeechEngines({
        ...aiEnv,
        ELEVENLABS_API_KEY: "xi-test",
        ELEVENLABS_BASE_URL: elevenlabs.url,
      }),
      offline,
    });
    const speak = (speed: number) =>
      synthesizer.synthesize({ text: paragraph, voice: "shimmer", speed, format: "wav" });
    const normal = await speak(1);
    const fast = await speak(2);
    expect(fast.engine).toBe("elevenlabs");
    const last = elevenlabs.requests.at(-1)!;
    expect(last.path).toBe("/v1/text-to-speech/Xb7hH8MSUJpSbSDYk0k2");
    expect(last.query.get("output_format")).toBe("pcm_24000");
    expect(JSON.parse(last.body.toString())).toMatchObject({
      model_id: "eleven_multilingual_v2",
      voice_settings: { speed: 1 },
    });
    expect(fast.durationSeconds / normal.durationSeconds).toBeCloseTo(0.5, 1);
    // atempo keeps the pitch.
    expect(medianPitchHz(parseWav(fast.audio))).toBeCloseTo(
      medianPitchHz(parseWav(normal.audio)),
      -1,
    );
  });

  it("speaks offline on request even when a neural engine is configured", async () => {
    const synthesizer = createSpeechSynthesizer({
      neural: await createSpeechEngines({
        ...aiEnv,
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: `${openai.url}/v1`,
      }),
      offline,
    });
    expect(synthesizer.engines).toEqual(["openai", "offline"]);
    const speech = await synthesizer.synthesize({
      text: "Offline, please.",
      voice: "alloy",
      speed: 1,
      format: "wav",
      engine: "offline",
    });
    expect(speech.engine).toBe("offline");
  });
});
