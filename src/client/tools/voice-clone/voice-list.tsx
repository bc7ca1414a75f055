import { Trash2 } from "lucide-react";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { useDeleteVoice } from "./api";

type Voice = { id: string; name: string };

/** The person's cloned voices: one is chosen to speak with; each can be deleted. */
export function VoiceList({
  voices,
  selected,
  onSelect,
}: {
  voices: readonly Voice[];
  selected: Voice | undefined;
  onSelect: (voiceId: string) => void;
}) {
  const { t } = useT();
  const deleteVoice = useDeleteVoice();
  const remove = (voice: Voice) =>
    deleteVoice.mutate(voice.id, {
      onSuccess: () =>
        toast({
          title: t({ id: "voiceClone.deleted", defaultMessage: "Voice deleted" }),
          description: t(
            {
              id: "voiceClone.deletedText",
              defaultMessage: "{name} is removed here and at ElevenLabs.",
            },
            { name: voice.name },
          ),
        }),
      onError: (error) =>
        toast({
          title: t({ id: "workbench.toast.error", defaultMessage: "Error" }),
          description: error.message,
          variant: "destructive",
        }),
    });
  if (voices.length === 0) return null;
  const heading = t({ id: "voiceClone.voices", defaultMessage: "Your voices" });
  return (
    <section aria-label={heading} className="space-y-2">
      <h2 className="text-sm font-semibold">{heading}</h2>
      <ul className="space-y-1">
        {voices.map((voice) => (
          <li key={voice.id} className="flex items-center gap-1">
            <label
              className={`flex flex-1 cursor-pointer items-center gap-2 rounded-lg border p-2 text-sm ${selected?.id === voice.id ? "border-primary bg-muted" : "border-border"}`}
            >
              <input
                type="radio"
                name="cloned-voice"
                checked={selected?.id === voice.id}
                onChange={() => onSelect(voice.id)}
              />
              {voice.name}
            </label>
            <button
              type="button"
              aria-label={t(
                { id: "voiceClone.delete", defaultMessage: "Delete voice {name}" },
                { name: voice.name },
              )}
              disabled={deleteVoice.isPending}
              onClick={() => remove(voice)}
              className="rounded-md p-2 text-muted-fg hover:bg-card hover:text-destructive"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
