import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeDeepgram } from "#tests/fakes/deepgram";
import { startFakeElevenLabs } from "#tests/fakes/elevenlabs";
import { startFakeOpenAIAudio } from "#tests/fakes/openai-audio";
import { voicedSpans } from "#tests/fakes/spoken-audio";
import { validateSrt } from "#tests/support/subtitle-validation";
import { detectAudioContainer } from "../media/audio-container";
import { encodeSpeech } from "../media/audio-convert";
import { encodeWav, joinSpeech, parseWav } from "../media/wav";
import { createTranscriptionProviders } from "../providers/transcription-models";
import { createOfflineSpeech } from "../speech/offline-speech";
import { planChunks, transcribeAudio } from "./transcribe-audio";
import { formatTranscript } from "./transcript-formats";

const sentences = [
  "This recording was made for the transcription tests.",
  "It has several sentences with clear pauses between them.",
  "Each pause is a place where the audio may be cut.",
  "The pieces are sent one after another.",
  "Their segments must land at the right time in the whole.",
  "Subtitles made from them must still be valid.",
];

const aiEnv = { AI_TIMEOUT_MS: 20_000, AI_MAX_RETRIES: 0 };
let speech: Uint8Array;
let openai: Awaited<ReturnType<typeof startFakeOpenAIAudio>>;
let deepgram: Awaited<ReturnType<typeof startFakeDeepgram>>;
let elevenlabs: Awaited<ReturnType<typeof startFakeElevenLabs>>;

beforeAll(async () => {
  // Real speech from the offline engine, a second's pause after each sentence.
  const offline = createOfflineSpeech({ workers: 2 });
  const spoken = await Promise.all(sentences.map((s) => offline.speak(s, "echo", 1)));
  await offline.close();
  speech = encodeWav(joinSpeech(spoken, 1));
  [openai, deepgram, elevenlabs] = await Promise.all([
    startFakeOpenAIAudio(),
    startFakeDeepgram(),
    startFakeElevenLabs(),
  ]);
});
afterAll(() => Promise.all([openai.close(), deepgram.close(), elevenlabs.close()]));

describe("planning chunks", () => {
  it("cuts in the middle of the latest pause that keeps a piece under the limit", () => {
    const silences = [
      { start: 3, end: 4 },
      { start: 7, end: 8 },
      { start: 13, end: 13.5 },
    ];
    expect(planChunks(20, 10, silences)).toEqual([
      { start: 0, end: 7.5 },
      { start: 7.5, end: 13.25 },
      { start: 13.25, end: 20 },
    ]);
  });

  it("cuts at the limit when the speech never pauses", () => {
    expect(planChunks(25, 10, [])).toEqual([
      { start: 0, end: 10 },
      { start: 10, end: 20 },
      { start: 20, end: 25 },
    ]);
  });
});

describe("transcribing", () => {
  it("splits audio longer than the provider takes at pauses and stitches the segments at their offsets", async () => {
    const [provider] = await createTranscriptionProviders({
      ...aiEnv,
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: `${openai.url}/v1`,
    });
    const before = openai.requests.length;
    const progress: number[] = [];
    const outcome = await transcribeAudio({ ...provider!, maxSeconds: 9 }, speech, {
      language: "en",
      speakers: false,
      punctuate: true,
      onProgress: (p) => progress.push(p.fraction),
    });
    const requests = openai.requests.slice(before);
    expect(outcome.chunks).toBeGreaterThanOrEqual(3);
    expect(requests).toHaveLength(outcome.chunks);
    expect(outcome.provider).toBe("openai");
    expect(outcome.language).toBe("en");
    expect(progress.at(-1)).toBe(1);

    // Each segment starts where a sentence starts in the whole recording.
    const whole = await voicedSpans(speech);
    expect(outcome.segments).toHaveLength(sentences.length);
    outcome.segments.forEach((segment, at) => {
      expect(segment.start).toBeCloseTo(whole.spans[at]!.start, 0);
      expect(segment.end).toBeCloseTo(whole.spans[at]!.end, 0);
    });
    expect(outcome.durationSeconds).toBeCloseTo(whole.duration, 1);
    expect(outcome.confidence).toBeCloseTo(Math.exp(-0.25), 3);
    validateSrt(formatTranscript(outcome, "srt", { timestamps: true }));
  });

  it("sends a file the provider takes as it is, in one request", async () => {
    const [provider] = await createTranscriptionProviders({
      ...aiEnv,
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: `${openai.url}/v1`,
    });
    const outcome = await transcribeAudio(provider!, speech, {
      language: undefined,
      speakers: true,
      punctuate: true,
    });
    expect(outcome.chunks).toBe(1);
    // Whisper does not identify speakers; none are made up.
    expect(outcome.segments.every((s) => s.speaker === undefined)).toBe(true);
    expect(openai.requests.at(-1)!.body.includes(Buffer.from(speech.subarray(0, 64)))).toBe(true);
  });

  it("carries Deepgram's speakers into the JSON and drops punctuation when asked", async () => {
    const [provider] = await createTranscriptionProviders({
      ...aiEnv,
      DEEPGRAM_API_KEY: "dg-test",
      DEEPGRAM_BASE_URL: deepgram.url,
    });
    // ffmpeg's MP3 starts with an ID3 tag, which the AI SDK cannot place: it goes as FLAC.
    const mp3 = await encodeSpeech(parseWav(speech), "mp3");
    const outcome = await transcribeAudio(provider!, mp3, {
      language: undefined,
      speakers: true,
      punctuate: false,
    });
    expect(detectAudioContainer(deepgram.requests.at(-1)!.body)).toBe("flac");
    const query = deepgram.requests.at(-1)!.query;
    expect(query.get("diarize")).toBe("true");
    expect(query.get("punctuate")).toBe("false");
    expect(query.get("detect_language")).toBe("true");
    const json = JSON.parse(formatTranscript(outcome, "json", { timestamps: true }));
    expect(json.language).toBe("en");
    expect(json.confidence).toBe(0.91);
    expect(json.segments.map((s: { speaker: string }) => s.speaker)).toEqual(
      sentences.map((_, at) => `Speaker ${(at % 2) + 1}`),
    );
    expect(json.segments[0].text).toBe("speaker turn 1");
  });

  it("reads ElevenLabs' speakers and three-letter language code", async () => {
    const providers = await createTranscriptionProviders({
      ...aiEnv,
      ELEVENLABS_API_KEY: "xi-test",
      ELEVENLABS_BASE_URL: elevenlabs.url,
    });
    expect(providers.map((p) => p.id)).toEqual(["elevenlabs"]);
    const outcome = await transcribeAudio(providers[0]!, speech, {
      language: undefined,
      speakers: true,
      punctuate: true,
    });
    expect(outcome.language).toBe("en");
    expect(outcome.segments[1]).toMatchObject({ text: "Turn 2.", speaker: "Speaker 2" });
  });
});

describe("Groq", () => {
  it("asks Groq's Whisper for verbose JSON and reads its segments", async () => {
    const providers = await createTranscriptionProviders({
      ...aiEnv,
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: `${openai.url}/v1`,
      GROQ_API_KEY: "gsk-test",
      GROQ_BASE_URL: `${openai.url}/v1`,
    });
    expect(providers.map((p) => p.id)).toEqual(["openai", "groq"]);
    const outcome = await transcribeAudio(providers[1]!, speech, {
      language: "de",
      speakers: false,
      punctuate: true,
    });
    const form = await new Request("http://fake", {
      method: "POST",
      headers: openai.requests.at(-1)!.headers,
      body: new Uint8Array(openai.requests.at(-1)!.body),
    }).formData();
    expect(form.get("model")).toBe("whisper-large-v3-turbo");
    expect(form.get("response_format")).toBe("verbose_json");
    expect(form.get("language")).toBe("de");
    expect(outcome.segments).toHaveLength(sentences.length);
  });
});
