import { experimental_generateSpeech as generateSpeech, type SpeechModel } from "ai";
import { type PcmAudio, parseWav, pcmFromRaw } from "@/server/engines/media/wav";
import type { Env } from "@/server/platform/env";
import type { SpeechVoiceId } from "@/shared/tools/text-to-speech";
import { mediaServerClient } from "./local-media-servers";
import { rebasedFetch } from "./rebased-fetch";

type SpeechEnv = Pick<
  Env,
  | "OPENAI_API_KEY"
  | "OPENAI_BASE_URL"
  | "ELEVENLABS_API_KEY"
  | "ELEVENLABS_BASE_URL"
  | "OPENAI_COMPATIBLE_SPEECH_BASE_URL"
  | "OPENAI_COMPATIBLE_SPEECH_API_KEY"
  | "AI_TIMEOUT_MS"
  | "AI_MAX_RETRIES"
>;

export type NeuralSpeechEngineId = "openai" | "elevenlabs" | "speech-server";

export type NeuralSpeechRequest = {
  text: string;
  /** The provider's own voice id. */
  voice: string;
  /** Sent only when inside `speedRange`; the caller changes the tempo locally otherwise. */
  speed: number;
  /** ElevenLabs voice stability (0-1). */
  stability?: number;
  signal?: AbortSignal;
};

export type NeuralSpeechEngine = {
  id: NeuralSpeechEngineId;
  /** The provider's voice for each of the product's six. */
  voiceFor(voice: SpeechVoiceId): string;
  /** Longest text one request may carry. */
  maxChars: number;
  /** Speeds the provider renders itself. */
  speedRange: readonly [number, number];
  /** Raw 16-bit mono PCM at 24 kHz: pieces join without re-decoding. */
  speak(request: NeuralSpeechRequest): Promise<PcmAudio>;
};

const PCM_SAMPLE_RATE = 24_000;

type SpeechProviderOptions = Parameters<typeof generateSpeech>[0]["providerOptions"];

/**
 * ElevenLabs' premade voices closest to each description (spec: alloy neutral, echo male
 * professional, fable female narrative, onyx male authoritative, nova female enthusiastic,
 * shimmer female elegant).
 */
const elevenLabsVoices: Record<SpeechVoiceId, string> = {
  alloy: "SAz9YHcvj6GT2YYXdXww", // River
  echo: "onwK4e9ZLuTAKqWW03F9", // Daniel
  fable: "pFZP5JQG7iQjIQuC4Bku", // Lily
  onyx: "nPczCjzI2devNBz1zQrb", // Brian
  nova: "cgSgspJ2msm6clMCkdW9", // Jessica
  shimmer: "Xb7hH8MSUJpSbSDYk0k2", // Alice
};

/** The multilingual model: it speaks the language of the text it is given. */
export const ELEVENLABS_SPEECH_MODEL = "eleven_multilingual_v2";
export const OPENAI_SPEECH_MODEL = "tts-1";

function timeoutSignal(env: SpeechEnv, signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(env.AI_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

async function speakPcm(
  env: SpeechEnv,
  model: SpeechModel,
  request: NeuralSpeechRequest,
  options: {
    outputFormat: string;
    speed?: number;
    providerOptions?: SpeechProviderOptions;
    /** How the answer's bytes are read: raw 24 kHz PCM unless said otherwise. */
    decode?: (bytes: Uint8Array) => PcmAudio;
  },
): Promise<PcmAudio> {
  const result = await generateSpeech({
    model,
    text: request.text,
    voice: request.voice,
    outputFormat: options.outputFormat,
    speed: options.speed,
    providerOptions: options.providerOptions,
    maxRetries: env.AI_MAX_RETRIES,
    abortSignal: timeoutSignal(env, request.signal),
  });
  const decode = options.decode ?? ((bytes) => pcmFromRaw(bytes, PCM_SAMPLE_RATE));
  return decode(result.audio.uint8Array);
}

/**
 * Which speech models to use, from the providers' lists (the AI object's directory): each
 * engine's model, or null where its provider lists none; `first` is the default's engine.
 */
export type SpeechChoice = {
  openai?: string | null;
  elevenlabs?: string | null;
  /** The speech server's model, from its own list: it has no usual one to fall back on. */
  "speech-server"?: string | null;
  first?: NeuralSpeechEngineId;
};

/**
 * The neural speech engines whose keys are set (and whose provider lists a speech model), in
 * order of preference (an engine's AI SDK package is loaded only then).
 */
export async function createSpeechEngines(
  env: SpeechEnv,
  choice: SpeechChoice = {},
): Promise<NeuralSpeechEngine[]> {
  const engines: NeuralSpeechEngine[] = [];
  if (env.OPENAI_API_KEY && choice.openai !== null) {
    const { createOpenAI } = await import("@ai-sdk/openai");
    const openai = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
    const model = openai.speech(choice.openai ?? OPENAI_SPEECH_MODEL);
    engines.push({
      id: "openai",
      // The six are OpenAI's own voice names.
      voiceFor: (voice) => voice,
      maxChars: 4096,
      speedRange: [0.25, 4],
      speak: (request) =>
        speakPcm(env, model, request, { outputFormat: "pcm", speed: request.speed }),
    });
  }
  if (env.ELEVENLABS_API_KEY && choice.elevenlabs !== null) {
    engines.push(await createElevenLabsEngine(env, choice.elevenlabs ?? undefined));
  }
  const serverModel = choice["speech-server"];
  if (env.OPENAI_COMPATIBLE_SPEECH_BASE_URL && serverModel) {
    engines.push(await createSpeechServerEngine(env, serverModel));
  }
  return [
    ...engines.filter((engine) => engine.id === choice.first),
    ...engines.filter((engine) => engine.id !== choice.first),
  ];
}

/**
 * The operator's own speech server, through OpenAI's speech API (`POST /v1/audio/speech`).
 * Kokoro-FastAPI maps OpenAI's voice names to its own (api/src/core/openai_mappings.json) and
 * takes speeds of 0.25 to 4 (api/src/structures/schemas.py); openedai-speech maps the same six.
 * Bismo asks for WAV, whose header says the server's sample rate (Kokoro speaks at 24 kHz, Piper
 * voices at 22.05 kHz).
 */
async function createSpeechServerEngine(
  env: SpeechEnv,
  modelId: string,
): Promise<NeuralSpeechEngine> {
  const { createOpenAI } = await import("@ai-sdk/openai");
  const server = mediaServerClient(
    env.OPENAI_COMPATIBLE_SPEECH_BASE_URL,
    env.OPENAI_COMPATIBLE_SPEECH_API_KEY,
  );
  const model = createOpenAI({ name: "speech-server", ...server }).speech(modelId);
  return {
    id: "speech-server",
    voiceFor: (voice) => voice,
    // Shorter pieces than a cloud provider's: a local server is slower, and progress shows sooner.
    maxChars: 1000,
    speedRange: [0.25, 4],
    speak: (request) =>
      speakPcm(env, model, request, {
        outputFormat: "wav",
        speed: request.speed,
        decode: parseWav,
      }),
  };
}

/** ElevenLabs speech, also used with cloned voices (any voice id the account owns). */
export async function createElevenLabsEngine(
  env: SpeechEnv,
  modelId = ELEVENLABS_SPEECH_MODEL,
): Promise<NeuralSpeechEngine> {
  const { createElevenLabs } = await import("@ai-sdk/elevenlabs");
  const elevenlabs = createElevenLabs({
    apiKey: env.ELEVENLABS_API_KEY,
    fetch: rebasedFetch("https://api.elevenlabs.io", env.ELEVENLABS_BASE_URL),
  });
  const model = elevenlabs.speech(modelId);
  return {
    id: "elevenlabs",
    voiceFor: (voice) => elevenLabsVoices[voice],
    // The multilingual model's limit per request is 10,000 characters.
    maxChars: 5000,
    speedRange: [0.7, 1.2],
    speak: (request) =>
      speakPcm(env, model, request, {
        outputFormat: `pcm_${PCM_SAMPLE_RATE}`,
        speed: request.speed,
        providerOptions:
          request.stability === undefined
            ? undefined
            : { elevenlabs: { voiceSettings: { stability: request.stability } } },
      }),
  };
}
