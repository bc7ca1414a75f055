import { z } from "zod";
import { defineTool, noOptions } from "./define-tool";

export const speechToText = defineTool({
  id: "speech-to-text",
  name: "Speech to Text",
  description: "Transcribe audio to text or subtitles (SRT, VTT).",
  category: "Audio",
  icon: "mic",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: { pattern: /\b(transcri\w*|subtitles?|captions?|dictat\w*)\b/, rank: 1 },
});

/** The spec's languages: automatic detection and ten. */
export const transcriptionLanguages = [
  { code: "auto", name: "Auto-detect" },
  { code: "en", name: "English" },
  { code: "es", name: "Spanish" },
  { code: "fr", name: "French" },
  { code: "de", name: "German" },
  { code: "it", name: "Italian" },
  { code: "pt", name: "Portuguese" },
  { code: "ru", name: "Russian" },
  { code: "ja", name: "Japanese" },
  { code: "ko", name: "Korean" },
  { code: "zh", name: "Chinese" },
] as const;
export type TranscriptionLanguage = (typeof transcriptionLanguages)[number]["code"];
const languageCodes = transcriptionLanguages.map((l) => l.code) as [
  TranscriptionLanguage,
  ...TranscriptionLanguage[],
];

/** The output formats (spec: text, srt, vtt, json), each downloaded with its own type. */
export const transcriptFormats = ["text", "srt", "vtt", "json"] as const;
export type TranscriptFormat = (typeof transcriptFormats)[number];
export const transcriptFormatFiles: Record<
  TranscriptFormat,
  { label: string; extension: string; mimeType: string }
> = {
  text: { label: "Plain text", extension: "txt", mimeType: "text/plain; charset=utf-8" },
  srt: {
    label: "SRT subtitles",
    extension: "srt",
    mimeType: "application/x-subrip; charset=utf-8",
  },
  vtt: { label: "WebVTT subtitles", extension: "vtt", mimeType: "text/vtt; charset=utf-8" },
  json: {
    label: "JSON (segments)",
    extension: "json",
    mimeType: "application/json; charset=utf-8",
  },
};

/** The spec's limit, enforced while the upload arrives. */
export const transcriptionMaxBytes = 25 * 1024 * 1024;
export const transcriptionAccept = ".mp3,.wav,.m4a,.ogg,.flac,.webm,audio/*";

export const transcriptionProviderNames = {
  openai: "OpenAI Whisper",
  groq: "Groq Whisper",
  deepgram: "Deepgram Nova 3",
  elevenlabs: "ElevenLabs Scribe",
  assemblyai: "AssemblyAI",
  "transcription-server": "Whisper on the local server",
} as const;
export type TranscriptionProviderKind = keyof typeof transcriptionProviderNames;
const providerIds = Object.keys(transcriptionProviderNames) as [
  TranscriptionProviderKind,
  ...TranscriptionProviderKind[],
];

const flag = z
  .union([z.boolean(), z.enum(["true", "false"])])
  .transform((value) => value === true || value === "true");

/** The check boxes (spec: timestamps, speaker identification, auto punctuation). */
export const transcriptionOptionsSchema = z.object({
  timestamps: flag.default(true),
  speakers: flag.default(false),
  punctuate: flag.default(true),
});

/**
 * `POST /api/speech-to-text`'s fields besides the file (multipart: file, language, format,
 * options as JSON, and optionally the provider).
 */
export const transcriptionRequestSchema = z.object({
  language: z
    .enum(languageCodes, { error: `language: one of ${languageCodes.join(", ")}` })
    .default("auto"),
  format: z
    .enum(transcriptFormats, { error: `format: one of ${transcriptFormats.join(", ")}` })
    .default("text"),
  options: transcriptionOptionsSchema.default({
    timestamps: true,
    speakers: false,
    punctuate: true,
  }),
  provider: z.enum(providerIds, { error: `provider: one of ${providerIds.join(", ")}` }).optional(),
});
export type TranscriptionRequest = z.infer<typeof transcriptionRequestSchema>;

export const transcriptSegmentSchema = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  speaker: z.string().optional(),
});

/** The spec's fields (text, duration, language, confidence) with the segments and the output. */
export const transcriptionResultSchema = z.object({
  text: z.string(),
  duration: z.number(),
  language: z.string().nullable(),
  confidence: z.number().nullable(),
  segments: z.array(transcriptSegmentSchema),
  output: z.string(),
  format: z.enum(transcriptFormats),
  provider: z.enum(providerIds),
  chunks: z.number(),
  audioUrl: z.string(),
});
export type TranscriptionResult = z.infer<typeof transcriptionResultSchema>;

/** `GET /api/speech-to-text/providers`: who can transcribe, and who identifies speakers. */
export type TranscriptionProviderStatus = {
  providers: { id: TranscriptionProviderKind; name: string; speakers: boolean }[];
  /** The settings that switch a provider on, for the "not set up" note. */
  settings: string[];
  /** Why speaker identification is off, when no configured provider does it. */
  speakersUnavailable: string | null;
};
