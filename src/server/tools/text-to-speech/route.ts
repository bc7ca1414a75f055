import { Hono } from "hono";
import { z } from "zod";
import { speechVoices } from "@/server/engines/speech/voices";
import { callerLocale } from "@/server/features/auth/caller-locale";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { answerJob } from "@/server/features/jobs/answer-job";
import { guestAddress } from "@/server/features/usage/payer";
import { validate } from "@/server/platform/http/validate";
import { providersOf, readinessWhen } from "@/shared/tools/readiness";
import {
  neuralSpeechSettings,
  previewSentence,
  type SpeechEngineStatus,
  textToSpeech,
  voiceSynthesisRequestSchema,
  voiceSynthesisResultSchema,
} from "@/shared/tools/text-to-speech";
import { type ToolDeps, toolServer } from "../panel-tool";
import { textToSpeechJob } from "./job";
import { speechSynthesizer } from "./speech-engines";

const previewQuerySchema = z.object({
  voice: z.enum(speechVoices, { error: `voice: one of ${speechVoices.join(", ")}` }),
});

function voiceSynthesisRoutes({ jobs, ai }: ToolDeps) {
  // Built again when an admin changes a provider's key or speech model, with the previews spoken
  // by its engine: the preview sentence never changes, so each voice is spoken once per engine.
  const previewsOf = new WeakMap<object, Map<string, Promise<Buffer>>>();
  const speech = async () => {
    const synthesizer = speechSynthesizer(await ai.speechEngines());
    let previews = previewsOf.get(synthesizer);
    if (!previews) {
      previews = new Map();
      previewsOf.set(synthesizer, previews);
    }
    return { synthesizer, engine: synthesizer.engines[0]!, previews };
  };
  const preview = async (voice: (typeof speechVoices)[number]) => {
    const { synthesizer, engine, previews } = await speech();
    let audio = previews.get(voice);
    if (!audio) {
      audio = synthesizer
        .synthesize({ text: previewSentence, voice, speed: 1, format: "mp3", engine })
        .then((speech) => speech.audio);
      audio.catch(() => previews.delete(voice));
      previews.set(voice, audio);
    }
    return audio;
  };

  return new Hono<AppEnv>()
    .get("/voice-synthesis/engine", async (c) => {
      const { engine } = await speech();
      const body: SpeechEngineStatus = {
        engine,
        neural: engine !== "offline",
        settings: neuralSpeechSettings,
      };
      return c.json(body);
    })
    .get("/voice-synthesis/preview", validate("query", previewQuerySchema), async (c) => {
      requireSession(c);
      const audio = await preview(c.req.valid("query").voice);
      return c.body(new Uint8Array(audio), 200, {
        "Content-Type": "audio/mpeg",
        "Cache-Control": "private, max-age=3600",
      });
    })
    .post("/voice-synthesis", validate("json", voiceSynthesisRequestSchema), async (c) => {
      const { user } = requireSession(c);
      const request = c.req.valid("json");
      const queued = await jobs.enqueue({
        userId: user.id,
        toolId: textToSpeech.id,
        // The offline voice reads in the user's language unless the request names another.
        input: { ...request, language: request.language ?? callerLocale(c) },
        title: request.text.length > 80 ? `${request.text.slice(0, 80)}...` : request.text,
        address: guestAddress(c),
        usage: [{ kind: "speech", amount: request.text.length }],
      });
      return answerJob(c, jobs, queued, (view) => {
        const result = voiceSynthesisResultSchema.parse(view.result);
        return {
          audioUrl: result.audioUrl,
          engine: result.engine,
          format: result.format,
          durationSeconds: result.durationSeconds,
        };
      });
    });
}

/** Partial while only the offline voice speaks: OpenAI or ElevenLabs add neural voices. */
const neuralReadiness = async ({ ai }: ToolDeps) =>
  readinessWhen(
    (await ai.speechEngines()).length > 0,
    providersOf(neuralSpeechSettings),
    "partial",
  );

export const textToSpeechServer = toolServer(textToSpeech, voiceSynthesisRoutes, {
  job: textToSpeechJob,
  readiness: neuralReadiness,
});
