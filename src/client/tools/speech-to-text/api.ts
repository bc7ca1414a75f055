import { api, readJson, withBody } from "@/client/api/http";
import { useToolFacts } from "@/client/api/tool-facts";
import type { TranscriptionRequest } from "@/shared/tools/speech-to-text";

/** GET /api/speech-to-text/providers: who transcribes here, and who identifies speakers. */
export const useTranscriptionProviders = () =>
  useToolFacts(["speech-to-text", "providers"], () => api["speech-to-text"].providers.$get());

/** POST /api/speech-to-text (multipart, as a job): the audio with the language, format and options. */
export function transcribe(audio: File, request: TranscriptionRequest) {
  const form = new FormData();
  form.append("language", request.language);
  form.append("format", request.format);
  form.append("options", JSON.stringify(request.options));
  if (request.provider) form.append("provider", request.provider);
  form.append("file", audio, audio.name);
  return readJson(api["speech-to-text"].$post({}, withBody(form, { async: true })));
}
