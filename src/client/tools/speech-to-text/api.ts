import { useQuery } from "@tanstack/react-query";
import { readJson } from "@/client/api/http";
import { sessionFetch } from "@/client/lib/session-gate";
import type { JobAccepted } from "@/shared/jobs";
import type {
  TranscriptionProviderStatus,
  TranscriptionRequest,
} from "@/shared/tools/speech-to-text";

/** GET /api/speech-to-text/providers: who transcribes here, and who identifies speakers. */
export function useTranscriptionProviders() {
  return useQuery({
    queryKey: ["speech-to-text", "providers"],
    queryFn: () =>
      readJson<TranscriptionProviderStatus>(sessionFetch("/api/speech-to-text/providers")),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/speech-to-text (multipart, as a job): the audio with the language, format and options. */
export function transcribe(audio: File, request: TranscriptionRequest) {
  const form = new FormData();
  form.append("language", request.language);
  form.append("format", request.format);
  form.append("options", JSON.stringify(request.options));
  if (request.provider) form.append("provider", request.provider);
  form.append("file", audio, audio.name);
  return readJson<JobAccepted>(
    sessionFetch("/api/speech-to-text", {
      method: "POST",
      headers: { prefer: "respond-async" },
      body: form,
    }),
  );
}
