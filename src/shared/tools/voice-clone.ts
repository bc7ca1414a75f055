import { z } from "zod";
import { textField } from "../text";
import { defineTool, noOptions } from "./define-tool";

export const voiceClone = defineTool({
  id: "voice-clone",
  name: "Voice Clone",
  description: "Speak any text in a voice cloned from a short sample.",
  category: "Audio",
  icon: "audio-lines",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: { pattern: /\bclon(e|es|ed|ing)\b/, rank: 2 },
});

/** The spec's clone languages. */
export const cloneLanguages = [
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
export type CloneLanguage = (typeof cloneLanguages)[number]["code"];
const languageCodes = cloneLanguages.map((l) => l.code) as [CloneLanguage, ...CloneLanguage[]];

export const voiceStabilities = [0.5, 0.75, 1] as const;
export const cloneTextMaxLength = 2048;
export const cloneSampleMaxBytes = 25 * 1024 * 1024;
export const cloneSampleAccept = ".mp3,.wav,.m4a,.ogg,.flac,.webm,audio/*";
export const cloneConsentText = "I have the right to clone this voice";
export const voiceCloneSetting = "ELEVENLABS_API_KEY";

/** `POST /api/voice-clone/voices` fields besides the sample: the voice's name and consent. */
export const newClonedVoiceSchema = z.object({
  name: textField()
    .trim()
    .min(1, "Give the voice a name.")
    .max(60, "Keep the voice's name to 60 characters."),
  consent: z.literal("true", {
    error: `Tick '${cloneConsentText}' to clone a voice.`,
  }),
});

export type ClonedVoice = { id: string; name: string; createdAt: string };

/** `POST /api/voice-clone`: speak text in one of the user's cloned voices. */
export const voiceCloneRequestSchema = z.object({
  voiceId: z.string().uuid("voiceId: choose one of your cloned voices."),
  text: textField()
    .trim()
    .min(1, "Enter the text to speak.")
    .max(cloneTextMaxLength, `Keep the text to ${cloneTextMaxLength} characters.`),
  language: z
    .enum(languageCodes, { error: `language: one of ${languageCodes.join(", ")}` })
    .default("en"),
  stability: z.coerce
    .number()
    .refine(
      (value) => (voiceStabilities as readonly number[]).includes(value),
      "stability: 0.5, 0.75 or 1",
    )
    .default(0.75),
});
export type VoiceCloneRequest = z.infer<typeof voiceCloneRequestSchema>;

/** The spec's answer (status, language, audioUrl) with the voice used. */
export const voiceCloneResultSchema = z.object({
  status: z.literal("completed"),
  language: z.enum(languageCodes),
  audioUrl: z.string(),
  fileId: z.string(),
  voiceName: z.string(),
  durationSeconds: z.number(),
});
export type VoiceCloneResult = z.infer<typeof voiceCloneResultSchema>;

/** `GET /api/voice-clone/voices`: the user's voices, or why cloning is off. */
export type ClonedVoiceList = {
  available: boolean;
  reason: string | null;
  voices: ClonedVoice[];
};
