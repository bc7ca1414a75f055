import { z } from "zod";
import { locales } from "../i18n/locales";
import { textField } from "../text";
import { defineTool, noOptions } from "./define-tool";

export const textToSpeech = defineTool({
  id: "text-to-speech",
  name: "Text to Speech",
  description: "Turn text into natural speech with six voices.",
  category: "Audio",
  icon: "volume-2",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: {
    pattern: /\b(voices?|speech|speak|audio|narrat\w*|read (it )?aloud|voice-?overs?)\b/,
    rank: 14,
  },
  route: "/voice",
  promotion: {
    card: {
      rank: 5,
      title: "Voice Synthesis",
      text: "Turn any text into natural speech with a choice of voices.",
    },
  },
});

/** The six voices (workbench.md section 3), named as OpenAI names them. */
export const speechVoiceList = [
  { id: "alloy", name: "Alloy", gender: "neutral", style: "conversational" },
  { id: "echo", name: "Echo", gender: "male", style: "professional" },
  { id: "fable", name: "Fable", gender: "female", style: "narrative" },
  { id: "onyx", name: "Onyx", gender: "male", style: "authoritative" },
  { id: "nova", name: "Nova", gender: "female", style: "enthusiastic" },
  { id: "shimmer", name: "Shimmer", gender: "female", style: "elegant" },
] as const satisfies readonly {
  id: string;
  name: string;
  gender: "neutral" | "male" | "female";
  style: string;
}[];
export type SpeechVoiceId = (typeof speechVoiceList)[number]["id"];
const voiceIds = speechVoiceList.map((voice) => voice.id) as [SpeechVoiceId, ...SpeechVoiceId[]];

export const speechSpeeds = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const speechOutputFormats = ["mp3", "wav", "opus", "aac"] as const;
export type SpeechOutputFormat = (typeof speechOutputFormats)[number];

export const speechTextMaxLength = 4096;

/** What the voice preview says (a fixed sentence, the spec's preview). */
export const previewSentence = "Hello! This is how my voice sounds when I read your text aloud.";

/**
 * Who spoke: the offline engine that ships with Bismo, a neural provider, or the operator's own
 * speech server (Kokoro-FastAPI, openedai-speech).
 */
export const speechEngineIds = ["offline", "openai", "elevenlabs", "speech-server"] as const;
export type SpeechEngineKind = (typeof speechEngineIds)[number];
export const speechEngineNames: Record<SpeechEngineKind, string> = {
  offline: "the offline voice (eSpeak NG, on this server)",
  openai: "OpenAI (tts-1)",
  elevenlabs: "ElevenLabs (multilingual v2)",
  "speech-server": "the local speech server",
};
/** The settings that switch the neural voices on. */
export const neuralSpeechSettings = ["OPENAI_API_KEY", "ELEVENLABS_API_KEY"] as const;

/** `POST /api/voice-synthesis`: the spec's payload (text, voice), speed and format optional. */
export const voiceSynthesisRequestSchema = z.object({
  text: textField()
    .trim()
    .min(1, "Enter the text to speak.")
    .max(speechTextMaxLength, `Keep the text to ${speechTextMaxLength} characters.`),
  voice: z.enum(voiceIds, { error: `voice: one of ${voiceIds.join(", ")}` }).default("alloy"),
  speed: z.coerce.number().min(0.5, "speed: 0.5 to 2.0").max(2, "speed: 0.5 to 2.0").default(1),
  format: z
    .enum(speechOutputFormats, { error: `format: one of ${speechOutputFormats.join(", ")}` })
    .default("mp3"),
  /** The text's language; the server takes the user's when it is not given. */
  language: z.enum(locales, { error: `language: one of ${locales.join(", ")}` }).optional(),
});
export type VoiceSynthesisRequest = z.infer<typeof voiceSynthesisRequestSchema>;

/** A job's result: the stored audio, and who spoke it. */
export const voiceSynthesisResultSchema = z.object({
  audioUrl: z.string(),
  fileId: z.string(),
  engine: z.enum(speechEngineIds),
  voice: z.enum(voiceIds),
  speed: z.number(),
  format: z.enum(speechOutputFormats),
  durationSeconds: z.number(),
  characters: z.number(),
});
export type VoiceSynthesisResult = z.infer<typeof voiceSynthesisResultSchema>;

/** `GET /api/voice-synthesis/engine`: who speaks now, and what switches the neural voices on. */
export type SpeechEngineStatus = {
  engine: SpeechEngineKind;
  neural: boolean;
  settings: readonly string[];
};
