import { createSpeechEngines } from "@/server/engines/providers/speech-models";
import { createOfflineSpeech, type OfflineSpeech } from "@/server/engines/speech/offline-speech";
import { createSpeechSynthesizer } from "@/server/engines/speech/synthesize-speech";
import type { Env } from "@/server/platform/env";

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
