import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSpeaches, startFakeSpeaches } from "#tests/fakes/speaches";
import { followJob } from "#tests/support/job-stream";
import { validateSrt } from "#tests/support/subtitle-validation";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { tones } from "#tests/support/tones";
import { encodeWav } from "@/server/engines/media/wav";
import type { JobAccepted } from "@/shared/jobs";
import type { AdminModelsResponse } from "@/shared/model-admin";
import type {
  TranscriptionProviderStatus,
  TranscriptionResult,
} from "@/shared/tools/speech-to-text";

let speaches: FakeSpeaches;
let t: TestApp;
let admin: string;

/** Three stretches of sound of 2 s, each followed by a second of quiet. */
const threePhrases = new Uint8Array(
  encodeWav(
    tones(
      [0, 1, 2].flatMap((at) => [
        { hz: 200 + at * 30, seconds: 2 },
        { hz: 0, seconds: 1 },
      ]),
      16_000,
    ),
  ),
);

beforeAll(async () => {
  speaches = await startFakeSpeaches();
  t = await createTestApp({
    OPENAI_COMPATIBLE_TRANSCRIPTION_BASE_URL: `${speaches.url}/v1`,
    AI_MAX_RETRIES: "0",
  });
  admin = await t.signUp("admin-whisper@example.com");
});
afterAll(async () => {
  await t.close();
  await speaches.close();
});

describe("speech to text on the operator's own Whisper server", () => {
  it("lists the server's Whisper models, not the speech model it serves beside them", async () => {
    const models = (await (
      await t.request("/api/admin/models", { cookie: admin })
    ).json()) as AdminModelsResponse;
    const server = models.providers.find((entry) => entry.provider === "transcription-server");
    expect(server).toMatchObject({ configured: true, error: null });
    expect(server?.models.map((model) => [model.id, model.kind]).sort()).toEqual([
      ["Systran/faster-distil-whisper-large-v3", "transcription"],
      ["Systran/faster-whisper-small", "transcription"],
    ]);
    const status = (await (
      await t.request("/api/speech-to-text/providers", { cookie: admin })
    ).json()) as TranscriptionProviderStatus;
    expect(status.providers.map((provider) => provider.id)).toEqual(["transcription-server"]);
  });

  it("transcribes an upload through POST /v1/audio/transcriptions into timed SRT", async () => {
    const body = new FormData();
    body.append("language", "de");
    body.append("format", "srt");
    body.append("file", new Blob([threePhrases]), "interview.wav");
    const response = await t.request("/api/speech-to-text", {
      method: "POST",
      body,
      cookie: admin,
      headers: { prefer: "respond-async" },
    });
    expect(response.status, await response.clone().text()).toBe(202);
    const { jobId } = (await response.json()) as JobAccepted;
    const { view } = await followJob(t, admin, jobId);
    expect(view.status, view.error ?? "").toBe("succeeded");
    const result = view.result as TranscriptionResult;
    expect(result.provider).toBe("transcription-server");
    expect(result.language).toBe("de");
    expect(result.segments.map((segment) => segment.text)).toEqual([
      "Local phrase 1.",
      "Local phrase 2.",
      "Local phrase 3.",
    ]);
    expect(validateSrt(result.output)).toHaveLength(3);
    expect(speaches.transcribed).toEqual([
      {
        model: expect.stringMatching(/^Systran\/faster-/),
        language: "de",
        format: "verbose_json",
        granularities: ["segment"],
      },
    ]);
  }, 60_000);
});
