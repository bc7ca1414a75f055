import type { NeuralSpeechEngine } from "@/server/engines/providers/speech-models";
import { createOfflineSpeech, type OfflineSpeech } from "@/server/engines/speech/offline-speech";
import { createSpeechSynthesizer } from "@/server/engines/speech/synthesize-speech";

let offline: OfflineSpeech | undefined;
const synthesizers = new WeakMap<
  NeuralSpeechEngine[],
  ReturnType<typeof createSpeechSynthesizer>
>();

/**
 * The speech synthesizer of this process for the neural engines in force (the AI object's,
 * rebuilt when they change). Its offline engine (eSpeak NG workers, started on demand and ended
 * when idle) is one per process, shared by the route's previews and the jobs, so at most its
 * two workers ever run.
 */
export function speechSynthesizer(neural: NeuralSpeechEngine[]) {
  offline ??= createOfflineSpeech();
  let synthesizer = synthesizers.get(neural);
  if (!synthesizer) {
    synthesizer = createSpeechSynthesizer({ neural, offline });
    synthesizers.set(neural, synthesizer);
  }
  return synthesizer;
}
