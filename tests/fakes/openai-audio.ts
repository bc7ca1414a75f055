import { encodeWav } from "@/server/engines/media/wav";
import { startFetchServer } from "./fetch-server";
import { modelNotFound } from "./openai-server";
import { pcmBytes, speechShapedAudio, voicedSpans } from "./spoken-audio";

/** Each OpenAI voice speaks at its own pitch, so tests can tell them apart in the bytes. */
const voicePitch: Record<string, number> = {
  alloy: 140,
  echo: 110,
  fable: 200,
  onyx: 85,
  nova: 240,
  shimmer: 175,
};

export type FakeOpenAIAudio = Awaited<ReturnType<typeof startFakeOpenAIAudio>>;

/** The audio models the fake lists (openai-node audio/speech.ts and transcriptions.ts ids). */
export const fakeAudioModels = ["tts-1", "gpt-4o-mini-tts", "whisper-1", "gpt-4o-transcribe"];

/**
 * OpenAI's audio API on 127.0.0.1: `GET /v1/models` lists its audio models; `POST
 * /v1/audio/speech` answers real PCM (24 kHz, 16-bit mono) or WAV; `POST
 * /v1/audio/transcriptions` answers verbose JSON with one segment per stretch of sound in the
 * file it received. An unlisted model is refused as OpenAI does. Point `OPENAI_BASE_URL` at
 * `${url}/v1`.
 */
export async function startFakeOpenAIAudio(options: { failStatus?: number } = {}) {
  let transcriptions = 0;
  return startFetchServer(async (request, seen) => {
    if (seen.method === "GET" && seen.path === "/v1/models") {
      return Response.json({
        object: "list",
        data: fakeAudioModels.map((id) => ({ id, object: "model", owned_by: "system" })),
      });
    }
    if (options.failStatus) {
      return Response.json({ error: { message: "fake failure" } }, { status: options.failStatus });
    }
    if (seen.method === "POST" && seen.path === "/v1/audio/speech") {
      const body = JSON.parse(seen.body.toString("utf8")) as {
        model: string;
        input: string;
        voice: string;
        speed?: number;
        response_format?: string;
      };
      if (!fakeAudioModels.includes(body.model)) {
        return Response.json(modelNotFound(body.model), { status: 404 });
      }
      if (body.input.length > 4096) {
        return Response.json({ error: { message: "input too long" } }, { status: 400 });
      }
      const audio = speechShapedAudio(body.input, voicePitch[body.voice] ?? 150, body.speed ?? 1);
      if (body.response_format === "wav") {
        return new Response(new Uint8Array(encodeWav(audio)), {
          headers: { "content-type": "audio/wav" },
        });
      }
      if (body.response_format !== "pcm") {
        return Response.json(
          { error: { message: "the fake speaks pcm and wav" } },
          { status: 400 },
        );
      }
      return new Response(pcmBytes(audio), { headers: { "content-type": "audio/pcm" } });
    }
    if (seen.method === "POST" && seen.path === "/v1/audio/transcriptions") {
      const form = await request.formData();
      const file = form.get("file");
      if (!(file instanceof File)) {
        return Response.json({ error: { message: "file is required" } }, { status: 400 });
      }
      transcriptions += 1;
      const { duration, spans } = await voicedSpans(new Uint8Array(await file.arrayBuffer()));
      const segments = spans.map((span, index) => ({
        id: index,
        seek: 0,
        start: span.start,
        end: span.end,
        text: ` Request ${transcriptions} phrase ${index + 1}.`,
        tokens: [50364, 2264],
        temperature: 0,
        avg_logprob: -0.25,
        compression_ratio: 1.1,
        no_speech_prob: 0.01,
      }));
      return Response.json({
        // Groq's Whisper answers the same shape with its request id added.
        x_groq: { id: `req_${transcriptions}` },
        task: "transcribe",
        language: "english",
        duration,
        text: segments
          .map((s) => s.text)
          .join("")
          .trim(),
        segments,
      });
    }
    return Response.json(
      { error: { message: `no fake for ${seen.method} ${seen.path}` } },
      { status: 404 },
    );
  });
}
