import { Play } from "lucide-react";
import { useRef } from "react";
import { useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import { type SpeechVoiceId, speechVoiceList } from "@/shared/tools/text-to-speech";
import { voicePreviewUrl } from "./api";

/** What each voice sounds like (shared/tools/text-to-speech.ts describes them in English). */
const descriptions = {
  alloy: defineMessage({
    id: "textToSpeech.voice.alloy",
    defaultMessage: "Neutral, conversational",
  }),
  echo: defineMessage({ id: "textToSpeech.voice.echo", defaultMessage: "Male, professional" }),
  fable: defineMessage({ id: "textToSpeech.voice.fable", defaultMessage: "Female, narrative" }),
  onyx: defineMessage({ id: "textToSpeech.voice.onyx", defaultMessage: "Male, authoritative" }),
  nova: defineMessage({ id: "textToSpeech.voice.nova", defaultMessage: "Female, enthusiastic" }),
  shimmer: defineMessage({ id: "textToSpeech.voice.shimmer", defaultMessage: "Female, elegant" }),
} as const;

/** The six voices as radio buttons, each with what it sounds like and a preview to play. */
export function VoicePicker({
  voice,
  onChange,
}: {
  voice: SpeechVoiceId;
  onChange: (voice: SpeechVoiceId) => void;
}) {
  const { t } = useT();
  const preview = useRef<HTMLAudioElement | null>(null);
  const playPreview = (id: SpeechVoiceId) => {
    preview.current?.pause();
    const audio = new Audio(voicePreviewUrl(id));
    preview.current = audio;
    audio.play().catch((error: unknown) => console.warn("voice preview failed", error));
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        {t({ id: "textToSpeech.voice", defaultMessage: "Voice" })}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {speechVoiceList.map((option) => (
          <div
            key={option.id}
            className={`flex items-center gap-2 rounded-lg border p-2 ${voice === option.id ? "border-primary bg-muted" : "border-border"}`}
          >
            <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="voice"
                value={option.id}
                checked={voice === option.id}
                onChange={() => onChange(option.id)}
              />
              <span className="min-w-0">
                <span className="block text-sm font-medium">{option.name}</span>
                <span className="block text-xs text-muted-fg">{t(descriptions[option.id])}</span>
              </span>
            </label>
            <button
              type="button"
              onClick={() => playPreview(option.id)}
              aria-label={t(
                { id: "textToSpeech.preview", defaultMessage: "Preview {name}" },
                { name: option.name },
              )}
              className="rounded-md p-1.5 text-muted-fg hover:bg-card hover:text-fg"
            >
              <Play className="h-4 w-4" aria-hidden />
            </button>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
