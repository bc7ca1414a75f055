import { z } from "zod";
import { textField } from "./text";

/**
 * Every outside service Bismo can use, with the settings that configure it. Keys may come from
 * the environment or be entered by an admin (admin area > Providers); the environment wins.
 * `baseUrlSetting` is null where the base URL stays the environment's (fal has three). A server
 * of the operator's own (`byBaseUrl`) is switched on by its base URL; its key is optional.
 */
export const providerServices = [
  {
    id: "openai",
    name: "OpenAI",
    uses: "GPT chat models, images, speech, transcription, Sora video, embeddings",
    keySetting: "OPENAI_API_KEY",
    baseUrlSetting: "OPENAI_BASE_URL",
  },
  {
    id: "anthropic",
    name: "Anthropic",
    uses: "Claude chat models",
    keySetting: "ANTHROPIC_API_KEY",
    baseUrlSetting: "ANTHROPIC_BASE_URL",
  },
  {
    id: "google",
    name: "Google",
    uses: "Gemini chat models, Imagen images, Veo video, embeddings",
    keySetting: "GOOGLE_GENERATIVE_AI_API_KEY",
    baseUrlSetting: "GOOGLE_BASE_URL",
  },
  {
    id: "deepseek",
    name: "DeepSeek",
    uses: "DeepSeek chat model",
    keySetting: "DEEPSEEK_API_KEY",
    baseUrlSetting: "DEEPSEEK_BASE_URL",
  },
  {
    id: "mistral",
    name: "Mistral",
    uses: "Codestral, embeddings",
    keySetting: "MISTRAL_API_KEY",
    baseUrlSetting: "MISTRAL_BASE_URL",
  },
  {
    id: "openrouter",
    name: "OpenRouter",
    uses: "Hundreds of chat models from many makers, through one key",
    keySetting: "OPENROUTER_API_KEY",
    baseUrlSetting: "OPENROUTER_BASE_URL",
  },
  {
    id: "elevenlabs",
    name: "ElevenLabs",
    uses: "Neural speech, voice cloning, transcription with speakers",
    keySetting: "ELEVENLABS_API_KEY",
    baseUrlSetting: "ELEVENLABS_BASE_URL",
  },
  {
    id: "groq",
    name: "Groq",
    uses: "Whisper transcription",
    keySetting: "GROQ_API_KEY",
    baseUrlSetting: "GROQ_BASE_URL",
  },
  {
    id: "deepgram",
    name: "Deepgram",
    uses: "Transcription with speakers",
    keySetting: "DEEPGRAM_API_KEY",
    baseUrlSetting: "DEEPGRAM_BASE_URL",
  },
  {
    id: "assemblyai",
    name: "AssemblyAI",
    uses: "Transcription with speakers",
    keySetting: "ASSEMBLYAI_API_KEY",
    baseUrlSetting: "ASSEMBLYAI_BASE_URL",
  },
  {
    id: "fal",
    name: "fal",
    uses: "FLUX images, image editing, video models, 3D models, video background removal",
    keySetting: "FAL_KEY",
    baseUrlSetting: null,
  },
  {
    id: "replicate",
    name: "Replicate",
    uses: "Stable Diffusion XL, HunyuanVideo",
    keySetting: "REPLICATE_API_TOKEN",
    baseUrlSetting: "REPLICATE_BASE_URL",
  },
  {
    id: "speech-server",
    name: "Speech server",
    uses: "Neural speech from your own server (Kokoro-FastAPI, openedai-speech)",
    keySetting: "OPENAI_COMPATIBLE_SPEECH_API_KEY",
    baseUrlSetting: "OPENAI_COMPATIBLE_SPEECH_BASE_URL",
    byBaseUrl: true,
  },
  {
    id: "transcription-server",
    name: "Transcription server",
    uses: "Whisper transcription on your own server (speaches, faster-whisper-server)",
    keySetting: "OPENAI_COMPATIBLE_TRANSCRIPTION_API_KEY",
    baseUrlSetting: "OPENAI_COMPATIBLE_TRANSCRIPTION_BASE_URL",
    byBaseUrl: true,
  },
  {
    id: "image-server",
    name: "Image server",
    uses: "Images from your own server (LocalAI)",
    keySetting: "OPENAI_COMPATIBLE_IMAGE_API_KEY",
    baseUrlSetting: "OPENAI_COMPATIBLE_IMAGE_BASE_URL",
    byBaseUrl: true,
  },
] as const;

/** Whether the service is a server of the operator's own, switched on by its base URL. */
export const switchedOnByBaseUrl = (service: ProviderService): boolean =>
  "byBaseUrl" in service && service.byBaseUrl;

export type ProviderService = (typeof providerServices)[number];
export type ProviderServiceId = ProviderService["id"];
export const providerServiceIds = providerServices.map((service) => service.id) as [
  ProviderServiceId,
  ...ProviderServiceId[],
];

/** Where a setting in force comes from; null: not set anywhere. */
export type SettingSource = "environment" | "admin" | null;

/** A provider as the admin area shows it: never its key, at most the key's last 4 characters. */
export type ProviderStatus = {
  id: ProviderServiceId;
  name: string;
  uses: string;
  keySetting: string;
  baseUrlSetting: string | null;
  /** Switched on by its base URL, the key optional (a server of the operator's own). */
  byBaseUrl: boolean;
  configured: boolean;
  keySource: SettingSource;
  /** The last 4 characters of the key in force; null when it is unset or too short to show any. */
  keyEnding: string | null;
  /** A key was stored but cannot be decrypted with this server's secret: enter it again. */
  storedKeyUnreadable: boolean;
  baseUrl: string | null;
  baseUrlSource: SettingSource;
  /** When an admin last changed its stored settings. */
  updatedAt: string | null;
};

/** Keys shorter than this show no characters at all. */
export const keyEndingMinLength = 12;

/** The last 4 characters of a key long enough that they give nothing away. */
export function keyEnding(key: string | undefined): string | null {
  return key && key.length >= keyEndingMinLength ? key.slice(-4) : null;
}

export const providerServiceParamSchema = z.object({
  provider: z.enum(providerServiceIds, { error: "There is no such provider." }),
});

/**
 * `PUT /api/admin/providers/:provider`: a new key, and the base URL (null or "" removes a
 * stored one); what is left out stays as it is.
 */
export const providerSettingsInputSchema = z
  .object({
    apiKey: textField()
      .trim()
      .min(1, "Paste the key.")
      .max(1000, "That key is too long.")
      .regex(/^\S+$/, "A key has no spaces: paste the key alone.")
      .optional(),
    baseUrl: z
      .union([
        z.literal(""),
        z.null(),
        z
          .url({ protocol: /^https?$/, error: "The base URL must be an http:// or https:// URL." })
          .max(500, "The base URL is too long."),
      ])
      .optional(),
  })
  .strict()
  .refine(
    (input) => input.apiKey !== undefined || input.baseUrl !== undefined,
    "Enter a key or a base URL.",
  );
export type ProviderSettingsInput = z.infer<typeof providerSettingsInputSchema>;

/** The settings an admin may make in the admin area: keys, and the addresses of own servers. */
const adminKeySettings = new Set<string>(
  providerServices.flatMap((service) =>
    switchedOnByBaseUrl(service) && service.baseUrlSetting
      ? [service.keySetting, service.baseUrlSetting]
      : [service.keySetting],
  ),
);

/**
 * Where to make the settings that would enable something, for the message saying it is not set
 * up: "FAL_KEY in the admin area's Providers or the server's environment". Provider keys can be
 * entered in either place; any other setting only in the environment.
 */
export function settingsHint(settings: readonly string[]): string {
  const where = settings.every((setting) => adminKeySettings.has(setting))
    ? "in the admin area's Providers or the server's environment"
    : "on the server";
  return `${settings.join(" or ")} ${where}`;
}
