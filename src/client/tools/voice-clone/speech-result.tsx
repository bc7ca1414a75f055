import { AudioResult } from "@/client/components/audio/audio-result";
import { useT } from "@/client/i18n/use-t";
import { formatNumber, languageName } from "@/shared/i18n/format";
import type { Locale } from "@/shared/i18n/locales";
import { cloneLanguages, type VoiceCloneResult } from "@/shared/tools/voice-clone";

/** A language named in the interface's language (the spec's English name where Intl has none). */
export const languageText = (locale: Locale, code: string) =>
  languageName(locale, code) ?? cloneLanguages.find((l) => l.code === code)?.name ?? code;

/** The spoken text: the player, the voice, the language and how long it runs. */
export function SpeechResult({ speech, title }: { speech: VoiceCloneResult; title: string }) {
  const { t, locale } = useT();
  return (
    <AudioResult
      url={speech.audioUrl}
      format="mp3"
      label={t({ id: "voiceClone.player", defaultMessage: "Speech: {title}" }, { title })}
    >
      <p className="text-sm">
        <span className="font-medium">{speech.voiceName}</span>{" "}
        <span className="text-muted-fg">
          {t(
            { id: "voiceClone.resultFacts", defaultMessage: "({language}, {duration})" },
            {
              language: languageText(locale, speech.language),
              duration: formatNumber(locale, speech.durationSeconds, {
                style: "unit",
                unit: "second",
                unitDisplay: "short",
                maximumFractionDigits: 1,
              }),
            },
          )}
        </span>
      </p>
    </AudioResult>
  );
}
