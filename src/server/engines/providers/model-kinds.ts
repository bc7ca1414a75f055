import type { ModelKind } from "@/shared/models";

/**
 * What one of OpenAI's listed models is, from its id: `GET /v1/models` says nothing else
 * (openai-openapi `Model`: id, created, owned_by, shutdown_date). Bismo calls Chat Completions
 * (providers.ts), so models served only by the Responses or Realtime APIs are left out; the
 * model pages (developers.openai.com/api/docs/models) say which those are, the list does not.
 */
export function openAIKind(id: string): ModelKind | undefined {
  if (/^(gpt-image|chatgpt-image|dall-e)/.test(id)) return "image";
  if (/^tts-|-tts/.test(id)) return "speech";
  if (/^whisper|-transcribe$/.test(id)) return "transcription";
  if (/^text-embedding/.test(id)) return "embedding";
  if (/^sora-/.test(id)) return "video";
  const responsesOnly =
    /realtime|audio|search|tts|transcribe|computer-use|deep-research|codex|-pro\b|instruct|image|moderation/;
  if (/^(gpt-|o\d|chatgpt-)/.test(id) && !responsesOnly.test(id)) return "chat";
  return undefined;
}

/**
 * What a listed model of a server that gives ids only is (OpenAI-compatible servers, Groq):
 * an embedder or a transcriber by its name, a chat model otherwise.
 */
export function compatibleKind(id: string, transcribes: boolean): ModelKind {
  if (/embed/i.test(id)) return "embedding";
  if (transcribes && /whisper|transcribe/i.test(id)) return "transcription";
  return "chat";
}

/**
 * What one of the Gemini API's listed models is, from its `supportedGenerationMethods`
 * (ai.google.dev/api/rest/v1beta/models): embedders embed, Veo runs long, and of the models that
 * generate content the image ones are named `-image`. Imagen (`predict`) is left out: it is
 * shut down in the Gemini API, and the AI SDK sends any image id not starting `gemini-` to it.
 */
export function googleKind(id: string, methods: readonly string[]): ModelKind | undefined {
  if (methods.includes("embedContent")) return "embedding";
  if (methods.includes("predictLongRunning") && /^veo-/.test(id)) return "video";
  if (!methods.includes("generateContent")) return undefined;
  if (/-image/.test(id)) return /^gemini-/.test(id) ? "image" : undefined;
  if (/tts|native-audio|computer-use|robotics|aqa|live|transcribe/.test(id)) return undefined;
  return "chat";
}
