import type { I18n } from "@/client/i18n/use-t";
import { type Descriptor, defineMessage } from "@/shared/i18n/runtime";
import type { ProviderServiceId } from "@/shared/provider-settings";

/** What each provider is used for, as the Providers section says it (shared/provider-settings.ts in English). */
export const providerUses = {
  openai: defineMessage({
    id: "admin.providers.uses.openai",
    defaultMessage: "GPT chat models, images, speech, transcription, Sora video, embeddings",
  }),
  anthropic: defineMessage({
    id: "admin.providers.uses.anthropic",
    defaultMessage: "Claude chat models",
  }),
  google: defineMessage({
    id: "admin.providers.uses.google",
    defaultMessage: "Gemini chat models, Imagen images, Veo video, embeddings",
  }),
  deepseek: defineMessage({
    id: "admin.providers.uses.deepseek",
    defaultMessage: "DeepSeek chat model",
  }),
  mistral: defineMessage({
    id: "admin.providers.uses.mistral",
    defaultMessage: "Codestral, embeddings",
  }),
  openrouter: defineMessage({
    id: "admin.providers.uses.openrouter",
    defaultMessage: "Hundreds of chat models from many makers, through one key",
  }),
  elevenlabs: defineMessage({
    id: "admin.providers.uses.elevenlabs",
    defaultMessage: "Neural speech, voice cloning, transcription with speakers",
  }),
  groq: defineMessage({ id: "admin.providers.uses.groq", defaultMessage: "Whisper transcription" }),
  deepgram: defineMessage({
    id: "admin.providers.uses.deepgram",
    defaultMessage: "Transcription with speakers",
  }),
  assemblyai: defineMessage({
    id: "admin.providers.uses.assemblyai",
    defaultMessage: "Transcription with speakers",
  }),
  fal: defineMessage({
    id: "admin.providers.uses.fal",
    defaultMessage: "FLUX images, image editing, video models, 3D models, video background removal",
  }),
  replicate: defineMessage({
    id: "admin.providers.uses.replicate",
    defaultMessage: "Stable Diffusion XL, HunyuanVideo",
  }),
  "speech-server": defineMessage({
    id: "admin.providers.uses.speechServer",
    defaultMessage: "Neural speech from your own server (Kokoro-FastAPI, openedai-speech)",
  }),
  "transcription-server": defineMessage({
    id: "admin.providers.uses.transcriptionServer",
    defaultMessage: "Whisper transcription on your own server (speaches, faster-whisper-server)",
  }),
  "image-server": defineMessage({
    id: "admin.providers.uses.imageServer",
    defaultMessage: "Images from your own server (LocalAI)",
  }),
} satisfies Record<ProviderServiceId, unknown>;

/** The names of the servers of the operator's own (the providers are named by their brands). */
export const ownServerNames: Partial<Record<ProviderServiceId, Descriptor>> = {
  "speech-server": defineMessage({
    id: "admin.providers.name.speechServer",
    defaultMessage: "Speech server",
  }),
  "transcription-server": defineMessage({
    id: "admin.providers.name.transcriptionServer",
    defaultMessage: "Transcription server",
  }),
  "image-server": defineMessage({
    id: "admin.providers.name.imageServer",
    defaultMessage: "Image server",
  }),
};

/** Each own server's usual address, as the base URL field's example (their docs' ports). */
export const ownServerExample: Partial<Record<ProviderServiceId, string>> = {
  // Kokoro-FastAPI listens on 8880, speaches on 8000, LocalAI on 8080 (their READMEs).
  "speech-server": "http://localhost:8880/v1",
  "transcription-server": "http://localhost:8000/v1",
  "image-server": "http://localhost:8080/v1",
};

/** A provider's name as the admin area shows it: a brand as it is, a server of one's own translated. */
export function providerName(
  { t }: Pick<I18n, "t">,
  provider: { id: ProviderServiceId; name: string },
): string {
  const own = ownServerNames[provider.id];
  return own ? t(own) : provider.name;
}
