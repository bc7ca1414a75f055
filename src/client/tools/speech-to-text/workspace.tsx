import { useEffect, useState } from "react";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { AudioFileField } from "@/client/components/panel/audio-file-field";
import {
  CheckOption,
  ChoiceField,
  FieldPair,
  SubmitButton,
} from "@/client/components/panel/fields";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { useFields } from "@/client/components/panel/use-fields";
import {
  speechToText,
  type TranscriptFormat,
  type TranscriptionLanguage,
  type TranscriptionProviderKind,
  transcriptFormatFiles,
  transcriptFormats,
  transcriptionAccept,
  transcriptionLanguages,
  transcriptionMaxBytes,
  transcriptionResultSchema,
} from "@/shared/tools/speech-to-text";
import type { WorkspaceProps } from "../tool-view";
import { transcribe, useTranscriptionProviders } from "./api";
import { TranscriptView } from "./transcript-view";

const languages = transcriptionLanguages.map((entry) => ({ value: entry.code, label: entry.name }));
const formats = transcriptFormats.map((value) => ({
  value,
  label: transcriptFormatFiles[value].label,
}));

/** Speech to text: upload or record, language, format and options; the transcript with its facts. */
export function SpeechToTextWorkspace(_props: WorkspaceProps) {
  const status = useTranscriptionProviders().data;
  const toolJob = useToolJob(speechToText.id, transcriptionResultSchema, {
    successTitle: "Transcription ready",
    success: "Copy it or download it below.",
    failure: "Transcription failed",
  });
  const { busy, start } = toolJob;
  const [audio, setAudio] = useState<File | null>(null);
  const [form, set, field] = useFields<{
    language: TranscriptionLanguage;
    format: TranscriptFormat;
    provider: TranscriptionProviderKind | "";
  }>({ language: "auto", format: "text", provider: "" });
  const [options, setOptions] = useState({ timestamps: true, speakers: false, punctuate: true });
  const none = status !== undefined && status.providers.length === 0;
  const chosen = status?.providers.find((p) => p.id === form.provider);
  const speakersReason =
    status?.speakersUnavailable ??
    (chosen && !chosen.speakers ? `${chosen.name} does not identify speakers.` : null);
  useEffect(() => {
    if (speakersReason) setOptions((current) => ({ ...current, speakers: false }));
  }, [speakersReason]);

  const submit = () => {
    if (!audio || busy) return;
    const { language, format, provider } = form;
    void start(() =>
      transcribe(audio, { language, format, options, provider: provider || undefined }),
    );
  };
  const option = (key: keyof typeof options, label: string, reason?: string | null) => (
    <CheckOption
      label={label}
      checked={options[key]}
      reason={reason}
      onChange={(checked) => setOptions({ ...options, [key]: checked })}
    />
  );

  const notice = none
    ? `No speech-to-text provider is set up on this server. An administrator can set ${status.settings.join(", ")} to switch one on.`
    : null;
  const settings = (
    <SettingsForm label="Transcription settings" onSubmit={submit} notice={notice}>
      <AudioFileField
        label="Audio"
        uploadText="Upload audio"
        noun="file"
        accept={transcriptionAccept}
        hint="MP3, WAV, M4A, OGG, FLAC or WebM; max 25MB."
        maxBytes={transcriptionMaxBytes}
        file={audio}
        onChoose={setAudio}
        disabled={busy}
      />
      <FieldPair>
        <ChoiceField label="Language" {...field("language")} choices={languages} />
        <ChoiceField label="Output format" {...field("format")} choices={formats} />
      </FieldPair>
      {status && status.providers.length > 1 ? (
        <ChoiceField
          label="Provider"
          {...field("provider")}
          choices={status.providers.map((entry) => ({ value: entry.id, label: entry.name }))}
          none={{ label: "Automatic", onChoose: () => set("provider", "") }}
        />
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Options</legend>
        {option("timestamps", "Timestamps")}
        {option("speakers", "Speaker identification", speakersReason)}
        {option("punctuate", "Auto punctuation")}
      </fieldset>
      <SubmitButton busy={busy} busyText="Processing..." disabled={!audio || none}>
        Start Transcription
      </SubmitButton>
    </SettingsForm>
  );
  return (
    <JobPanel
      layout="narrow"
      settings={settings}
      state={toolJob}
      label={(current) => `Transcribing "${current.title}"`}
      empty="Your transcript appears here. Past results are listed on the left."
    >
      {(transcript, done) => <TranscriptView result={transcript} title={done.title} />}
    </JobPanel>
  );
}
