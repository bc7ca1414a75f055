import { startFetchServer } from "./fetch-server";
import { voicedSpans } from "./spoken-audio";

export type FakeDeepgram = Awaited<ReturnType<typeof startFakeDeepgram>>;

/**
 * Deepgram's pre-recorded API on 127.0.0.1: `POST /v1/listen` with the audio as the body
 * answers words with times and, with `diarize=true`, a speaker per word: the stretches of sound
 * in the file alternate between speaker 0 and speaker 1. Point `DEEPGRAM_BASE_URL` at `url`.
 */
export async function startFakeDeepgram() {
  return startFetchServer(async (_request, seen) => {
    if (seen.method !== "POST" || seen.path !== "/v1/listen") {
      return Response.json({ err_msg: "not found" }, { status: 404 });
    }
    const diarize = seen.query.get("diarize") === "true";
    const punctuate = seen.query.get("punctuate") !== "false";
    const { duration, spans } = await voicedSpans(seen.body);
    const words = spans.flatMap((span, index) => {
      const texts = ["speaker", "turn", `${index + 1}`];
      const step = (span.end - span.start) / texts.length;
      return texts.map((word, at) => ({
        word,
        punctuated_word: punctuate && at === texts.length - 1 ? `${word}.` : word,
        start: span.start + at * step,
        end: span.start + (at + 1) * step,
        confidence: 0.9,
        ...(diarize ? { speaker: index % 2, speaker_confidence: 0.8 } : {}),
      }));
    });
    return Response.json({
      metadata: { request_id: "fake", duration, channels: 1 },
      results: {
        channels: [
          {
            ...(seen.query.get("detect_language") === "true" ? { detected_language: "en" } : {}),
            alternatives: [
              {
                transcript: words.map((w) => w.punctuated_word).join(" "),
                confidence: 0.91,
                words,
              },
            ],
          },
        ],
      },
    });
  });
}
