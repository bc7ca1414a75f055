import { startFetchServer } from "./fetch-server";
import { voicedSpans } from "./spoken-audio";

/** What the fake has installed: two Whisper models, and a speech model it lists beside them. */
export const speachesModels = [
  { id: "Systran/faster-whisper-small", task: "automatic-speech-recognition" },
  { id: "Systran/faster-distil-whisper-large-v3", task: "automatic-speech-recognition" },
  { id: "speaches-ai/Kokoro-82M-v1.0-ONNX", task: "text-to-speech" },
];

const responseFormats = ["text", "json", "verbose_json", "srt", "vtt"];

/**
 * speaches (formerly faster-whisper-server) on 127.0.0.1, as its routers answer
 * (src/speaches/routers/models.py and stt.py): `GET /v1/models` with each model's `task`,
 * `GET /v1/models/{id}` (404 `{detail}` for one not installed), and `POST
 * /v1/audio/transcriptions` (multipart) answering OpenAI's verbose JSON with one segment per
 * stretch of sound in the file received. It refuses a model not installed or not a
 * transcriber (404) and a response format it lacks (422), as speaches does.
 */
export async function startFakeSpeaches() {
  const transcribed: {
    model: string;
    language: string | null;
    format: string;
    granularities: string[];
  }[] = [];
  const server = await startFetchServer(async (request, seen) => {
    if (seen.method === "GET" && seen.path === "/v1/models") {
      return Response.json({
        object: "list",
        data: speachesModels.map((model) => ({
          id: model.id,
          created: 0,
          object: "model",
          owned_by: model.id.split("/")[0],
          language: ["en", "de"],
          task: model.task,
        })),
      });
    }
    if (seen.method === "GET" && seen.path.startsWith("/v1/models/")) {
      const id = decodeURIComponent(seen.path.slice("/v1/models/".length));
      const model = speachesModels.find((entry) => entry.id === id);
      if (!model) return Response.json({ detail: `Model '${id}' not found` }, { status: 404 });
      return Response.json({
        id,
        created: 0,
        object: "model",
        owned_by: "Systran",
        task: model.task,
      });
    }
    if (seen.method === "POST" && seen.path === "/v1/audio/transcriptions") {
      const form = await request.formData();
      const model = String(form.get("model") ?? "");
      const format = String(form.get("response_format") ?? "json");
      const file = form.get("file");
      if (!model || !(file instanceof File)) {
        return Response.json(
          {
            detail: [
              { type: "missing", loc: ["body", model ? "file" : "model"], msg: "Field required" },
            ],
          },
          { status: 422 },
        );
      }
      if (!responseFormats.includes(format)) {
        return Response.json(
          {
            detail: [
              {
                type: "literal_error",
                loc: ["body", "response_format"],
                msg: "Input should be 'text', 'json', 'verbose_json', 'srt' or 'vtt'",
              },
            ],
          },
          { status: 422 },
        );
      }
      const installed = speachesModels.find((entry) => entry.id === model);
      if (!installed) {
        return Response.json(
          {
            detail: `Model '${model}' is not installed locally. You can download the model using \`POST /v1/models\``,
          },
          { status: 404 },
        );
      }
      if (installed.task !== "automatic-speech-recognition") {
        return Response.json(
          {
            detail: `Model '${model}' is not supported. If you think this is a mistake, please open an issue.`,
          },
          { status: 404 },
        );
      }
      const language = form.get("language") ? String(form.get("language")) : null;
      transcribed.push({
        model,
        language,
        format,
        granularities: form.getAll("timestamp_granularities[]").map(String),
      });
      const { duration, spans } = await voicedSpans(new Uint8Array(await file.arrayBuffer()));
      const segments = spans.map((span, index) => ({
        id: index,
        seek: 0,
        start: span.start,
        end: span.end,
        text: ` Local phrase ${index + 1}.`,
        tokens: [50364, 2264],
        temperature: 0,
        avg_logprob: -0.2,
        compression_ratio: 1.2,
        no_speech_prob: 0.02,
      }));
      const text = segments
        .map((segment) => segment.text)
        .join("")
        .trim();
      if (format !== "verbose_json") return Response.json({ text });
      return Response.json({
        task: "transcribe",
        language: language === "de" ? "german" : "english",
        duration,
        text,
        segments,
        words: null,
      });
    }
    return Response.json({ detail: "Not Found" }, { status: 404 });
  });
  return { ...server, transcribed };
}

export type FakeSpeaches = Awaited<ReturnType<typeof startFakeSpeaches>>;
