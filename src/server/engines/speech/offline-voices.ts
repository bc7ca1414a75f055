import type { Locale } from "@/shared/i18n/locales";
import type { SpeechVoice } from "./voices";

/**
 * How eSpeak NG renders each voice: a base voice with a variant (formant and breath settings),
 * a pitch (0-99) and a rate at normal speed. Chosen so the six differ audibly and measurably;
 * median pitch measured on a 2,000-character text is in the comment.
 */
export const offlineVoices: Record<
  SpeechVoice,
  { voice: string; pitch: number; wordsPerMinute: number }
> = {
  // ~75 Hz: deep, slow, authoritative.
  onyx: { voice: "en-us+m1", pitch: 25, wordsPerMinute: 165 },
  // ~103 Hz: male, even, professional.
  echo: { voice: "en-us+m3", pitch: 50, wordsPerMinute: 175 },
  // ~131 Hz: between the male and female registers, conversational.
  alloy: { voice: "en-us+f4", pitch: 20, wordsPerMinute: 175 },
  // ~166 Hz: British female, measured, elegant.
  shimmer: { voice: "en-gb-x-rp+f4", pitch: 45, wordsPerMinute: 165 },
  // ~210 Hz: British female storyteller, a little slower.
  fable: { voice: "en-gb-x-rp+f2", pitch: 60, wordsPerMinute: 160 },
  // ~245 Hz: bright, quick, enthusiastic.
  nova: { voice: "en-us+f3", pitch: 70, wordsPerMinute: 185 },
};

/**
 * The eSpeak NG voice that reads each language (its pronunciation rules and dictionary, all in
 * the espeak-ng package's data): a voice's variant and pitch stay, so Onyx is still deep in
 * German. English keeps each voice's own accent (American or British).
 */
export const offlineLanguageVoices: Record<Exclude<Locale, "en">, string> = {
  de: "de",
  es: "es",
  fr: "fr-fr",
  it: "it",
  pt: "pt",
  ru: "ru",
  ja: "ja",
  ko: "ko",
  zh: "cmn",
};

/** eSpeak's slowest rate is 80 words a minute. */
const MIN_WORDS_PER_MINUTE = 80;

/** eSpeak's arguments for `voice` at `speed`, reading `language` (English if not given). */
export function offlineVoiceArgs(voice: SpeechVoice, speed: number, language?: Locale): string[] {
  const settings = offlineVoices[voice];
  const rate = Math.max(MIN_WORDS_PER_MINUTE, Math.round(settings.wordsPerMinute * speed));
  const [base, variant] = settings.voice.split("+");
  const read = !language || language === "en" ? base : offlineLanguageVoices[language];
  return ["-v", `${read}+${variant}`, "-p", String(settings.pitch), "-s", String(rate)];
}
