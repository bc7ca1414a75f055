import { encodeSpeech } from "@/server/engines/media/audio-convert";
import { encodeWav } from "@/server/engines/media/wav";
import { startFetchServer } from "./fetch-server";
import { pcmBytes, speechShapedAudio } from "./spoken-audio";

/** The models Kokoro-FastAPI lists and takes (api/src/core/openai_mappings.json `models`). */
export const kokoroModels = ["tts-1", "tts-1-hd", "kokoro", "gpt-4o-mini-tts"];

/** Its own voices, each at its own pitch here, so tests can tell them apart in the bytes. */
export const kokoroVoicePitch: Record<string, number> = {
  af_heart: 210,
  af_bella: 230,
  af_sarah: 195,
  af_sky: 250,
  af_nicole: 220,
  am_adam: 120,
  am_michael: 105,
  bf_emma: 205,
  bf_isabella: 240,
  bm_george: 90,
};

/** OpenAI's voice names as Kokoro-FastAPI maps them (openai_mappings.json `voices`). */
export const kokoroOpenAIVoices: Record<string, string> = {
  alloy: "am_adam",
  ash: "af_nicole",
  coral: "bf_emma",
  echo: "af_bella",
  fable: "af_sarah",
  onyx: "bm_george",
  nova: "bf_isabella",
  sage: "am_michael",
  shimmer: "af_sky",
};

const formats = ["mp3", "opus", "aac", "flac", "wav", "pcm"];

/** FastAPI's HTTPException with Kokoro-FastAPI's `detail` (api/src/routers/openai_compatible.py). */
const refuse = (status: number, error: string, message: string) =>
  Response.json({ detail: { error, message, type: "invalid_request_error" } }, { status });

/** FastAPI's 422 for a field its pydantic schema refuses (schemas.py `Rate`: 0.25 to 4). */
const invalidField = (field: string, msg: string, input: unknown) =>
  Response.json(
    { detail: [{ type: "value_error", loc: ["body", field], msg, input }] },
    {
      status: 422,
    },
  );

/**
 * Kokoro-FastAPI on 127.0.0.1, as its OpenAI-compatible router answers: `GET /v1/models`,
 * `GET /v1/models/{id}` (404 for any other id), `GET /v1/audio/voices`, and `POST
 * /v1/audio/speech` with real audio at 24 kHz (WAV, raw PCM, or MP3 encoded by ffmpeg). It
 * refuses an unknown model (400), voice (400), speed or format (422) as Kokoro-FastAPI does.
 */
export async function startFakeKokoro() {
  const spoken: { model: string; voice: string; speed: number; format: string; input: string }[] =
    [];
  const server = await startFetchServer(async (request, seen) => {
    if (seen.method === "GET" && seen.path === "/v1/models") {
      return Response.json({
        object: "list",
        data: kokoroModels.map((id) => ({
          id,
          object: "model",
          created: 1686935002,
          owned_by: "kokoro",
        })),
      });
    }
    if (seen.method === "GET" && seen.path.startsWith("/v1/models/")) {
      const id = decodeURIComponent(seen.path.slice("/v1/models/".length));
      if (!kokoroModels.includes(id)) {
        return refuse(404, "model_not_found", `Model '${id}' not found`);
      }
      return Response.json({ id, object: "model", created: 1686935002, owned_by: "kokoro" });
    }
    if (seen.method === "GET" && seen.path === "/v1/audio/voices") {
      return Response.json({
        voices: Object.keys(kokoroVoicePitch).map((id) => ({ id, name: id })),
      });
    }
    if (seen.method === "POST" && seen.path === "/v1/audio/speech") {
      const body = (await request.json()) as {
        model?: string;
        input: string;
        voice?: string;
        response_format?: string;
        speed?: number;
      };
      const model = body.model ?? "kokoro";
      const format = body.response_format ?? "mp3";
      const speed = body.speed ?? 1;
      if (!formats.includes(format)) {
        return invalidField("response_format", `Input should be ${formats.join(", ")}`, format);
      }
      if (speed < 0.25 || speed > 4) {
        return invalidField("speed", "Input should be between 0.25 and 4", speed);
      }
      if (!kokoroModels.includes(model)) {
        return refuse(400, "invalid_model", `Unsupported model: ${model}`);
      }
      const asked = body.voice ?? "af_heart";
      const voice = kokoroOpenAIVoices[asked] ?? asked;
      const pitch = kokoroVoicePitch[voice];
      if (pitch === undefined) {
        const available = Object.keys(kokoroVoicePitch).sort().join(", ");
        return refuse(
          400,
          "validation_error",
          `Voice '${voice}' not found. Available voices: ${available}`,
        );
      }
      spoken.push({ model, voice, speed, format, input: body.input });
      const audio = speechShapedAudio(body.input, pitch, speed, 24_000);
      if (format === "wav") {
        return new Response(new Uint8Array(encodeWav(audio)), {
          headers: { "content-type": "audio/wav" },
        });
      }
      if (format === "pcm") {
        return new Response(pcmBytes(audio), { headers: { "content-type": "audio/pcm" } });
      }
      if (format === "mp3" || format === "opus" || format === "aac") {
        return new Response(new Uint8Array(await encodeSpeech(audio, format)), {
          headers: { "content-type": `audio/${format === "mp3" ? "mpeg" : format}` },
        });
      }
      return refuse(400, "validation_error", "the fake does not encode flac");
    }
    return Response.json({ detail: "Not Found" }, { status: 404 });
  });
  return { ...server, spoken };
}

export type FakeKokoro = Awaited<ReturnType<typeof startFakeKokoro>>;
