import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeDeepgram, startFakeDeepgram } from "#tests/fakes/deepgram";
import { pngImage } from "#tests/fakes/images";
import { type FakeOpenAIAudio, startFakeOpenAIAudio } from "#tests/fakes/openai-audio";
import { followJob } from "#tests/support/job-stream";
import { validateSrt, validateVtt } from "#tests/support/subtitle-validation";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { tones } from "#tests/support/tones";
import { encodeWav } from "@/server/engines/media/wav";
import type { JobAccepted } from "@/shared/jobs";
import type {
  TranscriptionProviderStatus,
  TranscriptionResult,
} from "@/shared/tools/speech-to-text";

let openai: FakeOpenAIAudio;
let deepgram: FakeDeepgram;
let t: TestApp;
let bare: TestApp;
let alice: string;
let bob: string;

/** Speech-like audio: `phrases` stretches of sound of 3 s, each followed by a second of quiet. */
const speech = (phrases: number, sampleRate = 16_000) =>
  new Uint8Array(
    encodeWav(
      tones(
        Array.from({ length: phrases }, (_, at) => [
          { hz: 180 + (at % 3) * 40, seconds: 3 },
          { hz: 0, seconds: 1 },
        ]).flat(),
        sampleRate,
      ),
    ),
  );
const shortSpeech = speech(4);

beforeAll(async () => {
  openai = await startFakeOpenAIAudio();
  deepgram = await startFakeDeepgram();
  t = await createTestApp({
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: `${openai.url}/v1`,
    DEEPGRAM_API_KEY: "dg-test",
    DEEPGRAM_BASE_URL: deepgram.url,
    AI_MAX_RETRIES: "0",
  });
  bare = await createTestApp();
  alice = await t.signUp("alice-stt@example.com");
  bob = await t.signUp("bob-stt@example.com");
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await openai.close();
  await deepgram.close();
});

function form(
  file: Uint8Array | null,
  fields: Record<string, string> = {},
  name = "interview.wav",
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append("file", new Blob([new Uint8Array(file)]), name);
  return body;
}

async function transcribe(cookie: string, body: FormData, app = t) {
  return app.request("/api/speech-to-text", {
    method: "POST",
    body,
    cookie,
    headers: { prefer: "respond-async" },
  });
}

async function transcribed(cookie: string, body: FormData) {
  const response = await transcribe(cookie, body);
  expect(response.status, await response.clone().text()).toBe(202);
  const { jobId } = (await response.json()) as JobAccepted;
  const { view, seen } = await followJob(t, cookie, jobId);
  expect(view.status, view.error ?? "").toBe("succeeded");
  return { jobId, result: view.result as TranscriptionResult, seen };
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe("POST /api/speech-to-text", () => {
  it("lists the configured providers and which identify speakers", async () => {
    const response = await t.request("/api/speech-to-text/providers", { cookie: alice });
    const body = (await response.json()) as TranscriptionProviderStatus;
    // Which comes first follows the transcription default, read from the providers' lists.
    expect(body.providers.map((p) => [p.id, p.speakers]).sort()).toEqual([
      ["deepgram", true],
      ["openai", false],
    ]);
    expect(body.speakersUnavailable).toBeNull();
  });

  it("transcribes an upload into SRT with the spec's fields", async () => {
    const { result } = await transcribed(
      alice,
      form(shortSpeech, { language: "en", format: "srt", options: JSON.stringify({}) }),
    );
    expect(result.provider).toBe("openai");
    expect(result.language).toBe("en");
    expect(result.duration).toBeCloseTo(16, 0);
    expect(result.confidence).toBeCloseTo(Math.exp(-0.25), 2);
    expect(result.segments).toHaveLength(4);
    expect(validateSrt(result.output)).toHaveLength(4);
  });

  it("answers { text, duration, language, confidence, segments, output } to a caller that waits", async () => {
    const response = await t.request("/api/speech-to-text", {
      method: "POST",
      body: form(shortSpeech, { format: "vtt" }),
      cookie: alice,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(["text", "duration", "language", "confidence", "segments", "output"]),
    );
    expect(validateVtt(body.output as string)).toHaveLength(4);
  });

  it("cuts audio longer than the provider takes at pauses: SRT and VTT of the stitched whole validate", async () => {
    // 11 minutes: longer than one Whisper request here (10 minutes), so it goes in pieces.
    const long = speech(165, 8000);
    const before = openai.requests.length;
    const [srt, vtt] = await Promise.all([
      transcribed(alice, form(long, { format: "srt" }, "lecture.wav")),
      transcribed(alice, form(long, { format: "vtt" }, "lecture.wav")),
    ]);
    expect(srt.result.chunks).toBe(2);
    expect(openai.requests.length - before).toBe(4);
    const cues = validateSrt(srt.result.output);
    expect(cues).toHaveLength(165);
    expect(cues.at(-1)!.start).toBeGreaterThan(650);
    expect(validateVtt(vtt.result.output)).toHaveLength(165);
    const progress = srt.seen.map((view) => view.progress ?? 0);
    expect(progress.some((p) => p > 5 && p < 100)).toBe(true);
  }, 240_000);

  it("identifies speakers with a provider that can, and the JSON carries them", async () => {
    const { result } = await transcribed(
      alice,
      form(shortSpeech, {
        format: "json",
        options: JSON.stringify({ speakers: true, timestamps: true, punctuate: true }),
      }),
    );
    expect(result.provider).toBe("deepgram");
    const json = JSON.parse(result.output) as { segments: { speaker?: string }[] };
    expect(json.segments.map((s) => s.speaker)).toEqual([
      "Speaker 1",
      "Speaker 2",
      "Speaker 1",
      "Speaker 2",
    ]);
  });

  it("refuses speaker identification from a provider that cannot, saying why", async () => {
    const response = await transcribe(
      alice,
      form(shortSpeech, { provider: "openai", options: JSON.stringify({ speakers: true }) }),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain("does not identify speakers");
  });

  it("refuses audio over 25 MB with 413, by its declared size or while it streams", async () => {
    const big = new Uint8Array(26 * 1024 * 1024);
    big.set(shortSpeech.subarray(0, 44));
    const declared = await transcribe(alice, form(big));
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).message).toContain("25 MB limit");

    const multipart = new Response(form(big));
    const streamed = await t.request("/api/speech-to-text", {
      method: "POST",
      // No Content-Length: the size is counted as the bytes arrive.
      body: multipart.body,
      duplex: "half",
      headers: { "content-type": multipart.headers.get("content-type")! },
      cookie: alice,
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("refuses a file that is not audio by its bytes with 415, whatever its name", async () => {
    const response = await transcribe(
      alice,
      form(new Uint8Array(await pngImage(8, 8)), {}, "song.mp3"),
    );
    expect(response.status).toBe(415);
    expect((await errorOf(response)).message).toContain("MP3, WAV, M4A, OGG, FLAC or WebM");
  });

  it.each([
    [{ language: "xx" }, "language: one of auto"],
    [{ format: "docx" }, "format: one of text"],
    [{ options: "{not json" }, "options: send JSON"],
  ])("refuses %j with 400", async (fields, message) => {
    const response = await transcribe(alice, form(shortSpeech, fields));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain(message);
  });

  it("refuses a request without a file with 400", async () => {
    const response = await transcribe(alice, form(null, { language: "en" }));
    expect(response.status).toBe(400);
  });

  it("keeps the audio and the transcript the owner's: another account gets 404", async () => {
    const { jobId, result } = await transcribed(alice, form(shortSpeech));
    expect((await t.request(result.audioUrl, { cookie: alice })).status).toBe(200);
    expect((await t.request(result.audioUrl, { cookie: bob })).status).toBe(404);
    expect((await t.request(`/api/jobs/${jobId}`, { cookie: bob })).status).toBe(404);
  });

  it("says which settings switch a provider on when none is, before reading the upload", async () => {
    const carol = await bare.signUp("carol-stt@example.com");
    const status = (await (
      await bare.request("/api/speech-to-text/providers", { cookie: carol })
    ).json()) as TranscriptionProviderStatus;
    expect(status.providers).toEqual([]);
    expect(status.speakersUnavailable).toContain("DEEPGRAM_API_KEY");
    const response = await transcribe(carol, form(shortSpeech), bare);
    expect(response.status).toBe(503);
    expect((await errorOf(response)).message).toContain("OPENAI_API_KEY");
  });
});
