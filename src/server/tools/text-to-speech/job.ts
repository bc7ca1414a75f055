import { defineJob } from "@/server/features/jobs/define-job";
import { providerCallFailure } from "@/server/features/jobs/job-failure";
import {
  voiceSynthesisRequestSchema,
  voiceSynthesisResultSchema,
} from "@/shared/tools/text-to-speech";
import type { JobHandlerDeps } from "../panel-tool";
import { speechSynthesizer } from "./speech-engines";

/**
 * Offline speech runs at about 2,000 characters a second here; providers are slower, and a
 * speech server of the operator's own (Kokoro on a CPU) slower still.
 */
const charsPerSecond = {
  offline: 2000,
  openai: 400,
  elevenlabs: 400,
  "speech-server": 150,
} as const;

/** The worker side of text-to-speech: speaks the text, stores the audio, answers its URL. */
export function textToSpeechJob({ ai }: JobHandlerDeps) {
  const currentSynthesizer = async () => speechSynthesizer(await ai.speechEngines());
  const contract = defineJob({
    input: voiceSynthesisRequestSchema,
    result: voiceSynthesisResultSchema,
  });
  return contract(async ({ input: request, signal, progress, saveFile }) => {
    const synthesizer = await currentSynthesizer();
    const engine = synthesizer.engines[0]!;
    await progress({
      percent: 5,
      stage: "Speaking",
      estimatedSeconds: Math.ceil(request.text.length / charsPerSecond[engine]) + 1,
    });
    let reported = 5;
    const speech = await synthesizer
      .synthesize({
        ...request,
        engine,
        signal,
        onProgress: (fraction) => {
          const percent = Math.round(5 + fraction * 85);
          if (percent - reported < 10) return;
          reported = percent;
          void progress({ percent, stage: "Speaking" });
        },
      })
      .catch((error: unknown) => {
        throw providerCallFailure(error, { cancelled: signal.aborted });
      });
    await progress({ percent: 95, stage: "Saving the audio" });
    const file = await saveFile({
      name: `speech-${request.voice}.${speech.extension}`,
      body: speech.audio,
      kinds: ["audio"],
    });
    return {
      audioUrl: `/api/files/${file.id}`,
      fileId: file.id,
      engine: speech.engine,
      voice: request.voice,
      speed: request.speed,
      format: request.format,
      durationSeconds: Math.round(speech.durationSeconds * 100) / 100,
      characters: request.text.length,
    };
  });
}
