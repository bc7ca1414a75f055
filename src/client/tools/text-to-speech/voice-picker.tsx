import { Play } from "lucide-react";
import { useRef } from "react";
import {
  type SpeechVoiceId,
  speechVoiceList,
  voiceDescription,
} from "@/shared/tools/text-to-speech";
import { voicePreviewUrl } from "./api";

/** The six voices as radio buttons, each with what it sounds like and a preview to play. */
export function VoicePicker({
  voice,
  onChange,
}: {
  voice: SpeechVoiceId;
  onChange: (voice: SpeechVoiceId) => void;
}) {
  const preview = useRef<HTMLAudioElement | null>(null);
  const playPreview = (id: SpeechVoiceId) => {
    preview.current?.pause();
    const audio = new Audio(voicePreviewUrl(id));
    preview.current = audio;
    audio.play().catch((error: unknown) => console.warn("voice preview failed", error));
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Voice</legend>
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
                <span className="block text-xs text-muted-fg">{voiceDescription(option)}</span>
              </span>
            </label>
            <button
              type="button"
              onClick={() => playPreview(option.id)}
              aria-label={`Preview ${option.name}`}
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
