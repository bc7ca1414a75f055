import { type TranscriptionModel, experimental_transcribe as transcribe } from "ai";
import { z } from "zod";
import type { Env } from "@/server/platform/env";
import { mediaServerClient } from "./local-media-servers";
import { rebasedFetch } from "./rebased-fetch";
import { segmentsFromWords, type TimedWord, type TranscriptSegment } from "./transcript-segments";

type TranscriptionEnv = Pick<
  Env,
  | "OPENAI_API_KEY"
  | "OPENAI_BASE_URL"
  | "GROQ_API_KEY"
  | "GROQ_BASE_URL"
  | "DEEPGRAM_API_KEY"
  | "DEEPGRAM_BASE_URL"
  | "ELEVENLABS_API_KEY"
  | "ELEVENLABS_BASE_URL"
  | "ASSEMBLYAI_API_KEY"
  | "ASSEMBLYAI_BASE_URL"
  | "OPENAI_COMPATIBLE_TRANSCRIPTION_BASE_URL"
  | "OPENAI_COMPATIBLE_TRANSCRIPTION_API_KEY"
  | "AI_TIMEOUT_MS"
  | "AI_MAX_RETRIES"
>;

export const transcriptionProviderIds = [
  "openai",
  "groq",
  "deepgram",
  "elevenlabs",
  "assemblyai",
  "transcription-server",
] as const;
export type TranscriptionProviderId = (typeof transcriptionProviderIds)[number];

/** The setting that switches each provider on, for "not configured" messages. */
export const transcriptionKeySetting: Record<TranscriptionProviderId, string> = {
  openai: "OPENAI_API_KEY",
  groq: "GROQ_API_KEY",
  deepgram: "DEEPGRAM_API_KEY",
  elevenlabs: "ELEVENLABS_API_KEY",
  assemblyai: "ASSEMBLYAI_API_KEY",
  // A Whisper server of the operator's own, by its address.
  "transcription-server": "OPENAI_COMPATIBLE_TRANSCRIPTION_BASE_URL",
};

/** Providers whose API identifies speakers (diarization). */
export const speakerProviders: readonly TranscriptionProviderId[] = [
  "deepgram",
  "elevenlabs",
  "assemblyai",
];

export type TranscriptionRequest = {
  audio: Uint8Array;
  /** ISO 639-1; undefined to let the provider detect it. */
  language: string | undefined;
  speakers: boolean;
  punctuate: boolean;
  signal?: AbortSignal;
};

/** What one request returned, times relative to the audio sent. */
export type ProviderTranscript = {
  text: string;
  segments: TranscriptSegment[];
  language: string | undefined;
  durationSeconds: number | undefined;
  confidence: number | undefined;
};

export type TranscriptionProvider = {
  id: TranscriptionProviderId;
  /** Largest file one request may carry. */
  maxBytes: number;
  /** Longest audio one request may carry (shorter requests also report progress more often). */
  maxSeconds: number;
  speakers: boolean;
  transcribe(request: TranscriptionRequest): Promise<ProviderTranscript>;
};

const MB = 1024 * 1024;

/** ISO 639-3 codes (ElevenLabs answers with these) of the languages the product offers. */
const iso6391: Record<string, string> = {
  eng: "en",
  spa: "es",
  fra: "fr",
  deu: "de",
  ita: "it",
  por: "pt",
  rus: "ru",
  jpn: "ja",
  kor: "ko",
  zho: "zh",
  cmn: "zh",
};
const twoLetter = (code: string | null | undefined) =>
  code ? (iso6391[code] ?? code.slice(0, 2).toLowerCase()) : undefined;

const mean = (values: number[]) =>
  values.length > 0 ? values.reduce((sum, v) => sum + v, 0) / values.length : undefined;

/** The raw JSON the provider answered with (the AI SDK keeps it on the response). */
function rawBody<T>(schema: z.ZodType<T>, responses: readonly unknown[]): T | undefined {
  const envelope = z.object({ body: z.unknown() }).safeParse(responses[0]);
  if (!envelope.success) return undefined;
  const body = schema.safeParse(envelope.data.body);
  return body.success ? body.data : undefined;
}

const whisperBody = z.object({
  segments: z
    .array(
      z.object({ start: z.number(), end: z.number(), text: z.string(), avg_logprob: z.number() }),
    )
    .nullish(),
});

const deepgramBody = z.object({
  results: z.object({
    channels: z.array(
      z.object({
        alternatives: z.array(
          z.object({
            confidence: z.number().nullish(),
            words: z.array(
              z.object({
                word: z.string(),
                punctuated_word: z.string().nullish(),
                start: z.number(),
                end: z.number(),
                speaker: z.number().nullish(),
              }),
            ),
          }),
        ),
      }),
    ),
  }),
});

const elevenLabsBody = z.object({
  words: z
    .array(
      z.object({
        text: z.string(),
        type: z.string(),
        start: z.number().nullish(),
        end: z.number().nullish(),
        speaker_id: z.string().nullish(),
        logprob: z.number().nullish(),
      }),
    )
    .nullish(),
});

const assemblyBody = z.object({
  confidence: z.number().nullish(),
  words: z
    .array(
      z.object({
        text: z.string(),
        start: z.number(),
        end: z.number(),
        speaker: z.string().nullish(),
      }),
    )
    .nullish(),
});

type Configured = {
  id: TranscriptionProviderId;
  model: TranscriptionModel;
  maxBytes: number;
  maxSeconds: number;
  speakers: boolean;
  providerOptions(
    request: TranscriptionRequest,
  ): Parameters<typeof transcribe>[0]["providerOptions"];
  read(responses: unknown[]): Pick<ProviderTranscript, "segments" | "confidence"> | undefined;
};

/** OpenAI, Groq and a Whisper server (speaches) answer Whisper's verbose JSON. */
function readWhisper(responses: unknown[]) {
  const body = rawBody(whisperBody, responses);
  if (!body?.segments) return undefined;
  return {
    segments: body.segments.map(({ start, end, text }) => ({ start, end, text: text.trim() })),
    confidence: mean(body.segments.map((s) => Math.exp(s.avg_logprob))),
  };
}

/**
 * Which transcription models to use, from the providers' lists (the AI object's directory):
 * OpenAI's model, or null where OpenAI lists none; `first`, the default's provider.
 */
export type TranscriptionChoice = {
  openai?: string | null;
  /** The transcription server's model, from its own list: it has no usual one to fall back on. */
  "transcription-server"?: string | null;
  first?: TranscriptionProviderId;
};

/** The providers whose keys are set; each one's AI SDK package is loaded only then. */
async function configuredProviders(
  env: TranscriptionEnv,
  choice: TranscriptionChoice,
): Promise<Configured[]> {
  const providers: Configured[] = [];
  if (env.OPENAI_API_KEY && choice.openai !== null) {
    const { createOpenAI } = await import("@ai-sdk/openai");
    const openai = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
    providers.push({
      id: "openai",
      // whisper-1 answers verbose JSON with timed segments; gpt-4o-transcribe gives text only.
      model: openai.transcription(choice.openai ?? "whisper-1"),
      maxBytes: 24 * MB,
      maxSeconds: 600,
      speakers: false,
      providerOptions: ({ language }) => ({
        openai: { ...(language ? { language } : {}), timestampGranularities: ["segment"] },
      }),
      read: readWhisper,
    });
  }
  if (env.GROQ_API_KEY) {
    const { createGroq } = await import("@ai-sdk/groq");
    const groq = createGroq({ apiKey: env.GROQ_API_KEY, baseURL: env.GROQ_BASE_URL });
    providers.push({
      id: "groq",
      model: groq.transcription("whisper-large-v3-turbo"),
      maxBytes: 24 * MB,
      maxSeconds: 600,
      speakers: false,
      providerOptions: ({ language }) => ({
        groq: {
          ...(language ? { language } : {}),
          responseFormat: "verbose_json",
          timestampGranularities: ["segment"],
        },
      }),
      read: readWhisper,
    });
  }
  if (env.DEEPGRAM_API_KEY) {
    const { createDeepgram } = await import("@ai-sdk/deepgram");
    const deepgram = createDeepgram({
      apiKey: env.DEEPGRAM_API_KEY,
      fetch: rebasedFetch("https://api.deepgram.com", env.DEEPGRAM_BASE_URL),
    });
    providers.push({
      id: "deepgram",
      model: deepgram.transcription("nova-3"),
      maxBytes: 2000 * MB,
      maxSeconds: Number.POSITIVE_INFINITY,
      speakers: true,
      providerOptions: ({ language, speakers, punctuate }) => ({
        deepgram: {
          ...(language ? { language } : { detectLanguage: true }),
          diarize: speakers,
          punctuate,
          smartFormat: punctuate,
        },
      }),
      read(responses) {
        const alternative = rawBody(deepgramBody, responses)?.results.channels[0]?.alternatives[0];
        if (!alternative) return undefined;
        const words: TimedWord[] = alternative.words.map((w) => ({
          text: w.punctuated_word ?? w.word,
          start: w.start,
          end: w.end,
          ...(w.speaker != null ? { speaker: String(w.speaker) } : {}),
        }));
        return {
          segments: segmentsFromWords(words),
          confidence: alternative.confidence ?? undefined,
        };
      },
    });
  }
  if (env.ELEVENLABS_API_KEY) {
    const { createElevenLabs } = await import("@ai-sdk/elevenlabs");
    const elevenlabs = createElevenLabs({
      apiKey: env.ELEVENLABS_API_KEY,
      fetch: rebasedFetch("https://api.elevenlabs.io", env.ELEVENLABS_BASE_URL),
    });
    providers.push({
      id: "elevenlabs",
      model: elevenlabs.transcription("scribe_v1"),
      maxBytes: 1000 * MB,
      maxSeconds: Number.POSITIVE_INFINITY,
      speakers: true,
      providerOptions: ({ language, speakers }) => ({
        elevenlabs: {
          ...(language ? { languageCode: language } : {}),
          diarize: speakers,
          tagAudioEvents: false,
        },
      }),
      read(responses) {
        const words = rawBody(elevenLabsBody, responses)?.words?.filter((w) => w.type === "word");
        if (!words) return undefined;
        return {
          segments: segmentsFromWords(
            words.map((w) => ({
              text: w.text,
              start: w.start ?? 0,
              end: w.end ?? w.start ?? 0,
              ...(w.speaker_id ? { speaker: w.speaker_id } : {}),
            })),
          ),
          confidence: mean(words.flatMap((w) => (w.logprob == null ? [] : [Math.exp(w.logprob)]))),
        };
      },
    });
  }
  if (env.ASSEMBLYAI_API_KEY) {
    const { createAssemblyAI } = await import("@ai-sdk/assemblyai");
    const assemblyai = createAssemblyAI({
      apiKey: env.ASSEMBLYAI_API_KEY,
      fetch: rebasedFetch("https://api.assemblyai.com", env.ASSEMBLYAI_BASE_URL),
    });
    providers.push({
      id: "assemblyai",
      model: assemblyai.transcription("universal-3-5-pro"),
      maxBytes: 2000 * MB,
      maxSeconds: Number.POSITIVE_INFINITY,
      speakers: true,
      providerOptions: ({ language, speakers, punctuate }) => ({
        assemblyai: {
          ...(language ? { languageCode: language } : { languageDetection: true }),
          speakerLabels: speakers,
          punctuate,
          formatText: punctuate,
        },
      }),
      read(responses) {
        const body = rawBody(assemblyBody, responses);
        if (!body?.words) return undefined;
        // AssemblyAI times words in milliseconds.
        const words = body.words.map((w) => ({
          text: w.text,
          start: w.start / 1000,
          end: w.end / 1000,
          ...(w.speaker ? { speaker: w.speaker } : {}),
        }));
        return { segments: segmentsFromWords(words), confidence: body.confidence ?? undefined };
      },
    });
  }
  const serverModel = choice["transcription-server"];
  if (env.OPENAI_COMPATIBLE_TRANSCRIPTION_BASE_URL && serverModel) {
    const { createOpenAI } = await import("@ai-sdk/openai");
    const server = createOpenAI({
      name: "transcription-server",
      ...mediaServerClient(
        env.OPENAI_COMPATIBLE_TRANSCRIPTION_BASE_URL,
        env.OPENAI_COMPATIBLE_TRANSCRIPTION_API_KEY,
      ),
    });
    // speaches takes OpenAI's form fields, `language` and `timestamp_granularities[]`, and
    // answers `verbose_json` with timed segments (src/speaches/routers/stt.py `transcribe_file`).
    providers.push({
      id: "transcription-server",
      model: server.transcription(serverModel),
      maxBytes: 24 * MB,
      maxSeconds: 600,
      speakers: false,
      providerOptions: ({ language }) => ({
        openai: { ...(language ? { language } : {}), timestampGranularities: ["segment"] },
      }),
      read: readWhisper,
    });
  }
  return providers;
}

/** The transcription providers whose keys are set, in order of preference. */
export async function createTranscriptionProviders(
  env: TranscriptionEnv,
  choice: TranscriptionChoice = {},
): Promise<TranscriptionProvider[]> {
  const configured = await configuredProviders(env, choice);
  const ordered = [
    ...configured.filter((provider) => provider.id === choice.first),
    ...configured.filter((provider) => provider.id !== choice.first),
  ];
  return ordered.map((provider) => ({
    id: provider.id,
    maxBytes: provider.maxBytes,
    maxSeconds: provider.maxSeconds,
    speakers: provider.speakers,
    async transcribe(request) {
      const timeout = AbortSignal.timeout(env.AI_TIMEOUT_MS);
      const result = await transcribe({
        model: provider.model,
        audio: request.audio,
        providerOptions: provider.providerOptions(request),
        maxRetries: env.AI_MAX_RETRIES,
        abortSignal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
      });
      const detail = provider.read(result.responses);
      const segments: TranscriptSegment[] =
        detail?.segments ??
        result.segments.map((s) => ({
          start: s.startSecond,
          end: s.endSecond,
          text: s.text.trim(),
        }));
      return {
        text: result.text.trim(),
        segments: request.speakers ? segments : segments.map(({ speaker: _, ...s }) => s),
        language: twoLetter(result.language) ?? request.language,
        durationSeconds: result.durationInSeconds,
        confidence: detail?.confidence,
      };
    },
  }));
}
