import { AudioLines } from "lucide-react";
import { useState } from "react";
import { AudioFileField } from "@/client/components/panel/audio-file-field";
import { CheckOption, SubmitButton, TextLine } from "@/client/components/panel/fields";
import { SettingsForm } from "@/client/components/panel/job-workspace";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { formatNumber } from "@/shared/i18n/format";
import { cloneSampleAccept, cloneSampleMaxBytes } from "@/shared/tools/voice-clone";
import { useCloneVoice } from "./api";

/** A new voice: its name, a sample (uploaded or recorded) and the consent; `onCloned` picks it. */
export function NewVoiceForm({ onCloned }: { onCloned: (voiceId: string) => void }) {
  const { t, locale } = useT();
  const cloneVoice = useCloneVoice();
  const [name, setName] = useState("");
  const [sample, setSample] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const clone = () => {
    if (!sample || !name.trim() || !consent) return;
    cloneVoice.mutate(
      { name: name.trim(), sample, consent },
      {
        onSuccess: (voice) => {
          toast({
            title: t({ id: "voiceClone.cloned", defaultMessage: "Voice cloned" }),
            description: t(
              { id: "voiceClone.clonedText", defaultMessage: "{name} is ready to speak." },
              { name: voice.name },
            ),
          });
          onCloned(voice.id);
          setName("");
          setSample(null);
          setConsent(false);
        },
        onError: (error) =>
          toast({
            title: t({ id: "voiceClone.cloneFailed", defaultMessage: "Cloning failed" }),
            description: error.message,
            variant: "destructive",
          }),
      },
    );
  };
  const heading = t({ id: "voiceClone.newVoice", defaultMessage: "New voice" });
  return (
    <SettingsForm label={heading} onSubmit={clone} className="space-y-3">
      <h2 className="text-sm font-semibold">{heading}</h2>
      <TextLine
        label={t({ id: "voiceClone.name", defaultMessage: "Voice name" })}
        value={name}
        maxLength={60}
        placeholder={t({ id: "voiceClone.nameHint", defaultMessage: "My narration voice" })}
        onChange={setName}
      />
      <AudioFileField
        label={t({ id: "voiceClone.sample", defaultMessage: "Voice sample" })}
        uploadText={t({ id: "voiceClone.upload", defaultMessage: "Upload a sample" })}
        noun="sample"
        accept={cloneSampleAccept}
        hint={t(
          {
            id: "voiceClone.sampleHint",
            defaultMessage:
              "Best with 2-5 minutes of clear speech. MP3, WAV, M4A, OGG, FLAC or WebM; max {size}.",
          },
          {
            size: formatNumber(locale, cloneSampleMaxBytes / (1024 * 1024), {
              style: "unit",
              unit: "megabyte",
              unitDisplay: "short",
            }),
          },
        )}
        maxBytes={cloneSampleMaxBytes}
        file={sample}
        onChoose={setSample}
      />
      <CheckOption
        // The spec's consent (shared/tools/voice-clone.ts: the server names it when it is missing).
        label={t({
          id: "voiceClone.consent",
          defaultMessage: "I have the right to clone this voice",
        })}
        checked={consent}
        onChange={setConsent}
      />
      <SubmitButton
        icon={AudioLines}
        busy={cloneVoice.isPending}
        busyText={t({ id: "voiceClone.cloning", defaultMessage: "Cloning..." })}
        disabled={!sample || !name.trim() || !consent}
      >
        {t({ id: "voiceClone.clone", defaultMessage: "Clone Voice" })}
      </SubmitButton>
    </SettingsForm>
  );
}
