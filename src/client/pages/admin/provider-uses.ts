import { defineMessage } from "@/shared/i18n/runtime";
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
} satisfies Record<ProviderServiceId, unknown>;
