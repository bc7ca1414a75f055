import { AudioLines } from "lucide-react";
import { useState } from "react";
import { AudioFileField } from "@/client/components/panel/audio-file-field";
import { CheckOption, SubmitButton, TextLine } from "@/client/components/panel/fields";
import { SettingsForm } from "@/client/components/panel/job-workspace";
import { toast } from "@/client/components/ui/toast";
import {
  cloneConsentText,
  cloneSampleAccept,
  cloneSampleHint,
  cloneSampleMaxBytes,
} from "@/shared/tools/voice-clone";
import { useCloneVoice } from "./api";

/** A new voice: its name, a sample (uploaded or recorded) and the consent; `onCloned` picks it. */
export function NewVoiceForm({ onCloned }: { onCloned: (voiceId: string) => void }) {
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
          toast({ title: "Voice cloned", description: `${voice.name} is ready to speak.` });
          onCloned(voice.id);
          setName("");
          setSample(null);
          setConsent(false);
        },
        onError: (error) =>
          toast({ title: "Cloning failed", description: error.message, variant: "destructive" }),
      },
    );
  };
  return (
    <SettingsForm label="New voice" onSubmit={clone} className="space-y-3">
      <h2 className="text-sm font-semibold">New voice</h2>
      <TextLine
        label="Voice name"
        value={name}
        maxLength={60}
        placeholder="My narration voice"
        onChange={setName}
      />
      <AudioFileField
        label="Voice sample"
        uploadText="Upload a sample"
        noun="sample"
        accept={cloneSampleAccept}
        hint={`Best with ${cloneSampleHint}. MP3, WAV, M4A, OGG, FLAC or WebM; max 25MB.`}
        maxBytes={cloneSampleMaxBytes}
        file={sample}
        onChoose={setSample}
      />
      <CheckOption label={cloneConsentText} checked={consent} onChange={setConsent} />
      <SubmitButton
        icon={AudioLines}
        busy={cloneVoice.isPending}
        busyText="Cloning..."
        disabled={!sample || !name.trim() || !consent}
      >
        Clone Voice
      </SubmitButton>
    </SettingsForm>
  );
}
