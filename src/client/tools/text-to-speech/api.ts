import { useQuery } from "@tanstack/react-query";
import { readJson } from "@/client/api/http";
import { startToolJob } from "@/client/api/jobs";
import { sessionFetch } from "@/client/lib/session-gate";
import type {
  SpeechEngineStatus,
  SpeechVoiceId,
  VoiceSynthesisRequest,
} from "@/shared/tools/text-to-speech";

/** GET /api/voice-synthesis/engine: who speaks, and the settings for the neural voices. */
export function useSpeechEngine() {
  return useQuery({
    queryKey: ["voice-synthesis", "engine"],
    queryFn: () => readJson<SpeechEngineStatus>(sessionFetch("/api/voice-synthesis/engine")),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/voice-synthesis/preview: the voice saying the fixed sample sentence (MP3). */
export const voicePreviewUrl = (voice: SpeechVoiceId) =>
  `/api/voice-synthesis/preview?voice=${encodeURIComponent(voice)}`;

/** POST /api/voice-synthesis (as a job). */
export const synthesizeSpeech = (request: VoiceSynthesisRequest) =>
  startToolJob("/api/voice-synthesis", request);
