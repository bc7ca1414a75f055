import { api, readJson, respondAsync } from "@/client/api/http";
import { useToolFacts } from "@/client/api/tool-facts";
import type { SpeechVoiceId, VoiceSynthesisRequest } from "@/shared/tools/text-to-speech";

/** GET /api/voice-synthesis/engine: who speaks, and the settings for the neural voices. */
export const useSpeechEngine = () =>
  useToolFacts(["voice-synthesis", "engine"], () => api["voice-synthesis"].engine.$get());

/** GET /api/voice-synthesis/preview: the voice saying the fixed sample sentence (MP3). */
export const voicePreviewUrl = (voice: SpeechVoiceId) =>
  api["voice-synthesis"].preview.$path({ query: { voice } });

/** POST /api/voice-synthesis (as a job). */
export const synthesizeSpeech = (request: VoiceSynthesisRequest) =>
  readJson(api["voice-synthesis"].$post({ json: request }, respondAsync));
