import { createSpeechEngines } from "@/server/ai/speech-models";
import type { Env } from "@/server/env";
import { createOfflineSpeech, type OfflineSpeech } from "@/server/speech/offline-speech";
import { createSpeechSynthesizer } from "@/server/speech/synthesize-speech";

let offline: OfflineSpeech | undefined;

/**
 * The speech synthesizer of this process. Its offline engine (eSpeak NG workers, started on
 * demand and ended when idle) is one per process, shared by the route's previews and the jobs,
 * so at most its two workers ever run.
 */
export async function speechSynthesizer(env: Env) {
  const neural = await createSpeechEngines(env);
  offline ??= createOfflineSpeech();
  return createSpeechSynthesizer({ neural, offline });
}
