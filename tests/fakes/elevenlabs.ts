import crypto from "node:crypto";
import { detectAudioContainer } from "@/server/engines/media/audio-container";
import { startFetchServer } from "./fetch-server";
import { pcmBytes, speechShapedAudio, voicedSpans } from "./spoken-audio";

/** ElevenLabs' premade voices Bismo maps the six product voices to, each at its own pitch. */
const premadeVoices: Record<string, number> = {
  SAz9YHcvj6GT2YYXdXww: 140,
  onwK4e9ZLuTAKqWW03F9: 110,
  pFZP5JQG7iQjIQuC4Bku: 200,
  nPczCjzI2devNBz1zQrb: 85,
  cgSgspJ2msm6clMCkdW9: 240,
  Xb7hH8MSUJpSbSDYk0k2: 175,
};

export type FakeElevenLabs = Awaited<ReturnType<typeof startFakeElevenLabs>>;

const notFound = (message: string) =>
  Response.json({ detail: { status: "voice_not_found", message } }, { status: 404 });

/**
 * ElevenLabs on 127.0.0.1: instant voice cloning (`POST /v1/voices/add` with audio samples,
 * `DELETE /v1/voices/:id`), text to speech (`POST /v1/text-to-speech/:id`, real 24 kHz PCM) and
 * speech to text (`POST /v1/speech-to-text`, words with speaker ids). `voices` is what the
 * account holds. With `acceptKey`, any other key gets 401. Point `ELEVENLABS_BASE_URL` at `url`.
 */
export async function startFakeElevenLabs(options: { acceptKey?: string } = {}) {
  const voices = new Map<string, { name: string; pitch: number; samples: number }>();
  const server = await startFetchServer(async (request, seen) => {
    const key = seen.headers.get("xi-api-key");
    if (!key || (options.acceptKey !== undefined && key !== options.acceptKey)) {
      return Response.json({ detail: { status: "invalid_api_key" } }, { status: 401 });
    }
    // GET /v1/models (elevenlabs-js `models.list`): a bare array of its models.
    if (seen.method === "GET" && seen.path === "/v1/models") {
      return Response.json(
        ["eleven_multilingual_v2", "eleven_flash_v2_5"].map((model_id) => ({
          model_id,
          name:
            model_id === "eleven_multilingual_v2" ? "Eleven Multilingual v2" : "Eleven Flash v2.5",
          can_do_text_to_speech: true,
          can_do_voice_conversion: false,
          maximum_text_length_per_request: 10_000,
        })),
      );
    }
    if (seen.method === "POST" && seen.path === "/v1/voices/add") {
      const form = await request.formData();
      const name = form.get("name");
      const files = form.getAll("files").filter((f): f is File => f instanceof File);
      if (typeof name !== "string" || !name || files.length === 0) {
        return Response.json({ detail: { status: "invalid_request" } }, { status: 422 });
      }
      for (const file of files) {
        if (!detectAudioContainer(new Uint8Array(await file.arrayBuffer()))) {
          return Response.json({ detail: { status: "invalid_audio" } }, { status: 400 });
        }
      }
      const id = crypto.randomBytes(10).toString("base64url");
      voices.set(id, { name, pitch: 160, samples: files.length });
      return Response.json({ voice_id: id, requires_verification: false });
    }
    const voiceMatch = /^\/v1\/voices\/([^/]+)$/.exec(seen.path);
    if (seen.method === "DELETE" && voiceMatch) {
      if (!voices.delete(voiceMatch[1]!)) return notFound("A voice with that id was not found.");
      return Response.json({ status: "ok" });
    }
    const speechMatch = /^\/v1\/text-to-speech\/([^/]+)$/.exec(seen.path);
    if (seen.method === "POST" && speechMatch) {
      const voiceId = speechMatch[1]!;
      const pitch = voices.get(voiceId)?.pitch ?? premadeVoices[voiceId];
      if (pitch === undefined)
        return notFound(`A voice with the voice_id ${voiceId} was not found.`);
      const body = JSON.parse(seen.body.toString("utf8")) as {
        text: string;
        voice_settings?: { speed?: number };
      };
      const format = seen.query.get("output_format") ?? "mp3_44100_128";
      const rate = /^pcm_(\d+)$/.exec(format)?.[1];
      if (!rate)
        return Response.json({ detail: { status: "the fake speaks pcm" } }, { status: 400 });
      const audio = speechShapedAudio(
        body.text,
        pitch,
        body.voice_settings?.speed ?? 1,
        Number(rate),
      );
      return new Response(pcmBytes(audio), {
        headers: { "content-type": "audio/pcm" },
      });
    }
    if (seen.method === "POST" && seen.path === "/v1/speech-to-text") {
      const form = await request.formData();
      const file = form.get("file");
      if (!(file instanceof File))
        return Response.json({ detail: "file missing" }, { status: 422 });
      const diarize = form.get("diarize") === "true";
      const { spans } = await voicedSpans(new Uint8Array(await file.arrayBuffer()));
      const words = spans.flatMap((span, index) => [
        {
          text: `Turn ${index + 1}.`,
          type: "word",
          start: span.start,
          end: span.end,
          ...(diarize ? { speaker_id: `speaker_${index % 2}` } : {}),
        },
        { text: " ", type: "spacing", start: span.end, end: span.end },
      ]);
      return Response.json({
        language_code: "eng",
        language_probability: 0.97,
        text: words
          .map((w) => w.text)
          .join("")
          .trim(),
        words,
      });
    }
    return Response.json({ detail: `no fake for ${seen.method} ${seen.path}` }, { status: 404 });
  });
  return { ...server, voices };
}
