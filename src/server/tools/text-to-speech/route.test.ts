import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAIAudio, startFakeOpenAIAudio } from "#tests/fakes/openai-audio";
import { medianPitchHz } from "#tests/support/audio-analysis";
import { decodeAudio } from "#tests/support/decode-audio";
import { followJob } from "#tests/support/job-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { detectAudioContainer } from "@/server/engines/media/audio-container";
import { job } from "@/server/platform/db/schema/media";
import type { JobAccepted } from "@/shared/jobs";
import {
  type SpeechEngineStatus,
  type SpeechOutputFormat,
  speechVoiceList,
  type VoiceSynthesisResult,
} from "@/shared/tools/text-to-speech";

let t: TestApp;
let alice: string;
let bob: string;

const sentence = "Bismo reads this text aloud on its own server, with no provider set up at all. ";
/** What the issue asks each voice to speak: 2,000 characters. */
const longText = sentence.repeat(26).slice(0, 2000);

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("alice-tts@example.com");
  bob = await t.signUp("bob-tts@example.com");
});
afterAll(() => t.close());

async function speak(cookie: string, body: Record<string, unknown>) {
  const response = await t.request("/api/voice-synthesis", {
    method: "POST",
    json: body,
    cookie,
    headers: { prefer: "respond-async" },
  });
  expect(response.status, await response.clone().text()).toBe(202);
  const { jobId } = (await response.json()) as JobAccepted;
  const { view, seen } = await followJob(t, cookie, jobId);
  expect(view.status, view.error ?? "").toBe("succeeded");
  return { jobId, result: view.result as VoiceSynthesisResult, seen };
}

const containerOf: Record<SpeechOutputFormat, string> = {
  mp3: "mp3",
  wav: "wav",
  opus: "ogg-opus",
  aac: "aac",
};

describe("POST /api/voice-synthesis with no provider configured", () => {
  it("says the offline engine speaks and which settings switch on neural voices", async () => {
    const response = await t.request("/api/voice-synthesis/engine", { cookie: alice });
    const body = (await response.json()) as SpeechEngineStatus;
    expect(body).toEqual({
      engine: "offline",
      neural: false,
      settings: ["OPENAI_API_KEY", "ELEVENLABS_API_KEY"],
    });
  });

  it("speaks 2,000 characters whole, as a job that reports it is running", async () => {
    const { result, seen } = await speak(alice, { text: longText, voice: "alloy", format: "mp3" });
    expect(result.engine).toBe("offline");
    expect(result.characters).toBe(longText.trim().length);
    expect(seen.some((view) => view.status === "running")).toBe(true);
    const served = await t.request(result.audioUrl, { cookie: alice });
    const audio = await decodeAudio(new Uint8Array(await served.arrayBuffer()));
    // 2,000 characters are over two minutes of speech.
    expect(audio.samples.length / audio.sampleRate).toBeGreaterThan(90);
  }, 60_000);

  it("speaks in each of the six voices, each at its own pitch, in every format", async () => {
    // Two sentences: enough voiced speech for each voice's median pitch.
    const text = sentence.repeat(2);
    const formats = ["mp3", "wav", "opus", "aac", "mp3", "wav"] as const;
    const runs = await Promise.all(
      speechVoiceList.map((voice, index) =>
        speak(alice, { text, voice: voice.id, format: formats[index] }),
      ),
    );
    const pitches: number[] = [];
    for (const [index, { result }] of runs.entries()) {
      expect(result.engine).toBe("offline");
      expect(result.characters).toBe(text.trim().length);
      const served = await t.request(result.audioUrl, { cookie: alice });
      expect(served.status).toBe(200);
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(detectAudioContainer(bytes)).toBe(containerOf[formats[index]!]);
      const audio = await decodeAudio(bytes);
      expect(audio.samples.length / audio.sampleRate).toBeGreaterThan(5);
      pitches.push(medianPitchHz(audio));
    }
    const sorted = [...pitches].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i]! / sorted[i - 1]!, `pitches ${pitches.join(", ")}`).toBeGreaterThan(1.1);
    }
  }, 60_000);

  it("answers the spec's { audioUrl } to a caller that waits, served with ranges for seeking", async () => {
    const response = await t.request("/api/voice-synthesis", {
      method: "POST",
      json: { text: "Hello there. This is a short test.", voice: "nova" },
      cookie: alice,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { audioUrl: string; engine: string };
    expect(body.audioUrl).toMatch(/^\/api\/files\/[\w-]+$/);
    expect(body.engine).toBe("offline");
    const part = await t.request(body.audioUrl, {
      cookie: alice,
      headers: { range: "bytes=100-199" },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-type")).toBe("audio/mpeg");
  }, 60_000);

  it("keeps each result in the owner's history; another account's audio answers 404", async () => {
    const { jobId, result } = await speak(alice, { text: "Only mine.", voice: "echo" });
    const history = await t.request("/api/jobs?toolId=text-to-speech", { cookie: alice });
    const { jobs } = (await history.json()) as { jobs: { id: string }[] };
    expect(jobs.map((job) => job.id)).toContain(jobId);
    expect((await t.request(result.audioUrl, { cookie: bob })).status).toBe(404);
    expect((await t.request(`/api/jobs/${jobId}`, { cookie: bob })).status).toBe(404);
  });

  it("reads in the user's language unless the request names the text's", async () => {
    const inputOf = async (jobId: string) =>
      (await t.db.select().from(job).where(eq(job.id, jobId)))[0]?.input;
    const german = await speak(`${alice}; bismo-lang=de`, { text: "Guten Tag.", voice: "onyx" });
    expect(await inputOf(german.jobId)).toMatchObject({ language: "de" });
    const named = await speak(`${alice}; bismo-lang=de`, { text: "Bonjour.", language: "fr" });
    expect(await inputOf(named.jobId)).toMatchObject({ language: "fr" });
  }, 60_000);

  it("previews each voice with the fixed sample sentence", async () => {
    const response = await t.request("/api/voice-synthesis/preview?voice=shimmer", {
      cookie: alice,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    expect(detectAudioContainer(new Uint8Array(await response.arrayBuffer()))).toBe("mp3");
  });

  it.each([
    [{ text: "", voice: "alloy" }, "Enter the text to speak."],
    [{ text: "x".repeat(4097), voice: "alloy" }, "4096 characters"],
    [{ text: "Hi", voice: "siren" }, "voice: one of alloy"],
    [{ text: "Hi", speed: 3 }, "speed: 0.5 to 2.0"],
    [{ text: "Hi", format: "flac" }, "format: one of mp3"],
    [{ text: "Hi", language: "xx" }, "language: one of en, de"],
  ])("refuses %j with 400 and a clear message", async (body, message) => {
    const response = await t.request("/api/voice-synthesis", {
      method: "POST",
      json: body,
      cookie: alice,
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { message: string } };
    expect(error.message).toContain(message);
  });

  it("refuses a request without a session", async () => {
    const response = await t.request("/api/voice-synthesis", {
      method: "POST",
      json: { text: "Hi" },
    });
    expect(response.status).toBe(401);
  });
});

describe("POST /api/voice-synthesis with OpenAI configured", () => {
  let fake: FakeOpenAIAudio;
  let neural: TestApp;
  let carol: string;
  beforeAll(async () => {
    fake = await startFakeOpenAIAudio();
    neural = await createTestApp({
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: `${fake.url}/v1`,
      AI_MAX_RETRIES: "0",
    });
    carol = await neural.signUp("carol-tts@example.com");
  });
  afterAll(async () => {
    await neural.close();
    await fake.close();
  });

  it("speaks with OpenAI's voice and says so", async () => {
    const response = await neural.request("/api/voice-synthesis", {
      method: "POST",
      json: { text: "A neural voice speaks this.", voice: "onyx", format: "wav" },
      cookie: carol,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { audioUrl: string; engine: string };
    expect(body.engine).toBe("openai");
    const served = await neural.request(body.audioUrl, { cookie: carol });
    expect(detectAudioContainer(new Uint8Array(await served.arrayBuffer()))).toBe("wav");
  });
});
