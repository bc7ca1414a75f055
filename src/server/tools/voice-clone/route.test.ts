import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeElevenLabs, startFakeElevenLabs } from "#tests/fakes/elevenlabs";
import { followJob } from "#tests/support/job-stream";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { tones } from "#tests/support/tones";
import { detectAudioContainer } from "@/server/engines/media/audio-container";
import { encodeWav } from "@/server/engines/media/wav";
import type { JobAccepted } from "@/shared/jobs";
import type { ClonedVoice, ClonedVoiceList, VoiceCloneResult } from "@/shared/tools/voice-clone";

let fake: FakeElevenLabs;
let t: TestApp;
let bare: TestApp;
let alice: string;
let bob: string;

const sample = new Uint8Array(
  encodeWav(
    tones([
      { hz: 160, seconds: 2 },
      { hz: 0, seconds: 0.5 },
      { hz: 190, seconds: 2 },
    ]),
  ),
);

beforeAll(async () => {
  fake = await startFakeElevenLabs({ acceptKey: "xi-test" });
  t = await createTestApp({
    ELEVENLABS_API_KEY: "xi-test",
    ELEVENLABS_BASE_URL: fake.url,
    AI_MAX_RETRIES: "0",
  });
  bare = await createTestApp();
  alice = await t.signUp("alice-clone@example.com");
  bob = await t.signUp("bob-clone@example.com");
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await fake.close();
});

function voiceForm(fields: Record<string, string>, file: Uint8Array | null = sample) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append("file", new Blob([new Uint8Array(file)]), "sample.wav");
  return body;
}

const addVoice = (cookie: string, fields: Record<string, string>, file?: Uint8Array | null) =>
  t.request("/api/voice-clone/voices", { method: "POST", body: voiceForm(fields, file), cookie });

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

async function cloned(cookie: string, name: string) {
  const response = await addVoice(cookie, { name, consent: "true" });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ClonedVoice;
}

describe("voice cloning through ElevenLabs", () => {
  it("clones a voice from a sample with consent, lists it, speaks with it, and deletes it there too", async () => {
    const voice = await cloned(alice, "Narrator");
    expect(fake.voices.size).toBe(1);
    const list = (await (
      await t.request("/api/voice-clone/voices", { cookie: alice })
    ).json()) as ClonedVoiceList;
    expect(list.available).toBe(true);
    expect(list.voices.map((v) => v.name)).toEqual(["Narrator"]);

    const response = await t.request("/api/voice-clone", {
      method: "POST",
      json: { voiceId: voice.id, text: "Bonjour à tous.", language: "fr", stability: 0.5 },
      cookie: alice,
      headers: { prefer: "respond-async" },
    });
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()) as JobAccepted;
    const { view } = await followJob(t, alice, jobId);
    expect(view.status, view.error ?? "").toBe("succeeded");
    const result = view.result as VoiceCloneResult;
    expect(result).toMatchObject({ status: "completed", language: "fr", voiceName: "Narrator" });
    const speechRequest = fake.requests.find((r) => r.path.startsWith("/v1/text-to-speech/"));
    expect(JSON.parse(speechRequest!.body.toString("utf8"))).toMatchObject({
      text: "Bonjour à tous.",
      model_id: "eleven_multilingual_v2",
      voice_settings: { stability: 0.5 },
    });
    const audio = await t.request(result.audioUrl, { cookie: alice });
    expect(detectAudioContainer(new Uint8Array(await audio.arrayBuffer()))).toBe("mp3");

    const removed = await t.request(`/api/voice-clone/voices/${voice.id}`, {
      method: "DELETE",
      cookie: alice,
    });
    expect(removed.status).toBe(204);
    expect(fake.voices.size).toBe(0);
    const after = (await (
      await t.request("/api/voice-clone/voices", { cookie: alice })
    ).json()) as ClonedVoiceList;
    expect(after.voices).toEqual([]);
  });

  it("answers the spec's { status, language, audioUrl } to a caller that waits", async () => {
    const voice = await cloned(alice, "Waiting");
    const response = await t.request("/api/voice-clone", {
      method: "POST",
      json: { voiceId: voice.id, text: "Hello." },
      cookie: alice,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "completed", language: "en" });
    expect(body.audioUrl).toMatch(/^\/api\/files\//);
  });

  it("refuses to clone without the consent ticked: 400, nothing sent to ElevenLabs", async () => {
    const before = fake.requests.length;
    const attempts: Record<string, string>[] = [
      { name: "No consent" },
      { name: "No consent", consent: "false" },
    ];
    for (const fields of attempts) {
      const response = await addVoice(alice, fields);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toContain("I have the right to clone this voice");
    }
    expect(fake.requests.length).toBe(before);
  });

  it("checks the sample's format by its bytes (415) and its size (413)", async () => {
    const text = new TextEncoder().encode("<html>not audio at all, just a page</html>");
    const wrong = await addVoice(alice, { name: "Fake", consent: "true" }, text);
    expect(wrong.status).toBe(415);
    const big = new Uint8Array(26 * 1024 * 1024);
    big.set(sample.subarray(0, 44));
    const large = await addVoice(alice, { name: "Big", consent: "true" }, big);
    expect(large.status).toBe(413);
  });

  it("refuses text over 2,048 characters and an unknown language or stability with 400", async () => {
    const voice = await cloned(alice, "Limits");
    for (const body of [
      { voiceId: voice.id, text: "x".repeat(2049) },
      { voiceId: voice.id, text: "Hi", language: "xx" },
      { voiceId: voice.id, text: "Hi", stability: 0.6 },
    ]) {
      const response = await t.request("/api/voice-clone", {
        method: "POST",
        json: body,
        cookie: alice,
      });
      expect(response.status).toBe(400);
    }
  });

  it("keeps each account's voices and audio its own: 404 to anyone else", async () => {
    const voice = await cloned(alice, "Private");
    const list = (await (
      await t.request("/api/voice-clone/voices", { cookie: bob })
    ).json()) as ClonedVoiceList;
    expect(list.voices).toEqual([]);
    const speak = await t.request("/api/voice-clone", {
      method: "POST",
      json: { voiceId: voice.id, text: "Not my voice." },
      cookie: bob,
    });
    expect(speak.status).toBe(404);
    const remove = await t.request(`/api/voice-clone/voices/${voice.id}`, {
      method: "DELETE",
      cookie: bob,
    });
    expect(remove.status).toBe(404);
    expect([...fake.voices.values()].some((v) => v.name === "Private")).toBe(true);

    const spoken = await t.request("/api/voice-clone", {
      method: "POST",
      json: { voiceId: voice.id, text: "Mine." },
      cookie: alice,
    });
    const { audioUrl } = (await spoken.json()) as { audioUrl: string };
    expect((await t.request(audioUrl, { cookie: bob })).status).toBe(404);
  });

  it("says plainly which setting enables cloning when ElevenLabs is not configured", async () => {
    const carol = await bare.signUp("carol-clone@example.com");
    const list = (await (
      await bare.request("/api/voice-clone/voices", { cookie: carol })
    ).json()) as ClonedVoiceList;
    expect(list.available).toBe(false);
    expect(list.reason).toContain("ELEVENLABS_API_KEY");
    const response = await bare.request("/api/voice-clone/voices", {
      method: "POST",
      body: voiceForm({ name: "X", consent: "true" }),
      cookie: carol,
    });
    expect(response.status).toBe(503);
    expect((await errorOf(response)).message).toContain("ELEVENLABS_API_KEY");
  });
});
