import { useState } from "react";
import { AudioResult } from "@/client/components/audio/audio-result";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import {
  ChoiceField,
  choicesOf,
  FieldPair,
  SubmitButton,
  TextBox,
} from "@/client/components/panel/fields";
import { JobResults } from "@/client/components/panel/job-results";
import { JobWorkspace, SettingsForm } from "@/client/components/panel/job-workspace";
import { SetupNotice } from "@/client/components/panel/setup-notice";
import { useFields } from "@/client/components/panel/use-fields";
import {
  type CloneLanguage,
  cloneLanguages,
  cloneTextMaxLength,
  voiceClone,
  voiceCloneResultSchema,
  voiceStabilities,
} from "@/shared/tools/voice-clone";
import type { WorkspaceProps } from "../tool-view";
import { speakCloned, useClonedVoices } from "./api";
import { NewVoiceForm } from "./new-voice-form";
import { VoiceList } from "./voice-list";

const languages = cloneLanguages.map((entry) => ({ value: entry.code, label: entry.name }));

/** Voice clone: a sample with consent makes a voice; the user's voices speak text in ten languages. */
export function VoiceCloneWorkspace(_props: WorkspaceProps) {
  const voices = useClonedVoices();
  const { job, result, unreadable, busy, start } = useToolJob(
    voiceClone.id,
    voiceCloneResultSchema,
    {
      successTitle: "Speech Generated",
      success: "Your audio is ready to play!",
      failure: "Failed to generate speech. Please try again.",
    },
  );
  const [voiceId, setVoiceId] = useState<string | null>(null);
  const [form, _set, field] = useFields<{
    text: string;
    language: CloneLanguage;
    stability: number;
  }>({
    text: "",
    language: "en",
    stability: 0.75,
  });
  const list = voices.data?.voices ?? [];
  const selected = list.find((voice) => voice.id === voiceId) ?? list[0];
  const speak = () => {
    if (!selected || !form.text.trim() || busy) return;
    void start(() => speakCloned({ voiceId: selected.id, ...form }));
  };

  const unavailable =
    voices.error?.message ?? (voices.data?.available === false ? voices.data.reason : null);
  if (unavailable)
    return (
      <SetupNotice panel alert={Boolean(voices.error)}>
        {unavailable}
      </SetupNotice>
    );
  const voiceSide = (
    <div className="space-y-6">
      <NewVoiceForm onCloned={setVoiceId} />
      <VoiceList voices={list} selected={selected} onSelect={setVoiceId} />
    </div>
  );
  const speechSide = (
    <div className="space-y-4">
      <SettingsForm label="Speak with a cloned voice" onSubmit={speak} className="space-y-3">
        <h2 className="text-sm font-semibold">
          {selected ? `Speak as ${selected.name}` : "Clone a voice to speak with it"}
        </h2>
        <TextBox label="Text" {...field("text")} maxLength={cloneTextMaxLength} rows={6} counted />
        <FieldPair>
          <ChoiceField label="Language" {...field("language")} choices={languages} />
          <ChoiceField
            label="Stability"
            {...field("stability")}
            choices={choicesOf(voiceStabilities)}
          />
        </FieldPair>
        <SubmitButton
          busy={busy}
          busyText="Generating..."
          disabled={!selected || !form.text.trim()}
        >
          Generate Speech
        </SubmitButton>
      </SettingsForm>
      <JobResults
        job={job}
        result={result}
        unreadable={unreadable}
        label={(current) => `Speech for "${current.title}"`}
      >
        {(speech, done) => (
          <AudioResult url={speech.audioUrl} format="mp3" label={`Speech: ${done.title}`}>
            <p className="text-sm">
              <span className="font-medium">{speech.voiceName}</span>{" "}
              <span className="text-muted-fg">
                ({cloneLanguages.find((l) => l.code === speech.language)?.name},{" "}
                {speech.durationSeconds.toFixed(1)} s)
              </span>
            </p>
          </AudioResult>
        )}
      </JobResults>
    </div>
  );
  return <JobWorkspace layout="narrow" settings={voiceSide} results={speechSide} />;
}
