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
import { useT } from "@/client/i18n/use-t";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { speechToTextMessages } from "@/shared/i18n/compiled/speechToText";
import { languageName } from "@/shared/i18n/format";
import { defineMessage } from "@/shared/i18n/runtime";
import {
  speechToText,
  type TranscriptFormat,
  type TranscriptionLanguage,
  type TranscriptionProviderKind,
  transcriptFormats,
  transcriptionAccept,
  transcriptionLanguages,
  transcriptionMaxBytes,
  transcriptionResultSchema,
} from "@/shared/tools/speech-to-text";
import type { WorkspaceProps } from "../tool-view";
import { transcribe, useTranscriptionProviders } from "./api";
import { TranscriptView } from "./transcript-view";

/** The tool's own words, and its description (in the catalogue's area). */
export const messageAreas = [speechToTextMessages, catalogMessages];

const formatNames = {
  text: defineMessage({ id: "speechToText.format.text", defaultMessage: "Plain text" }),
  srt: defineMessage({ id: "speechToText.format.srt", defaultMessage: "SRT subtitles" }),
  vtt: defineMessage({ id: "speechToText.format.vtt", defaultMessage: "WebVTT subtitles" }),
  json: defineMessage({ id: "speechToText.format.json", defaultMessage: "JSON (segments)" }),
} as const;

/** Speech to text: upload or record, language, format and options; the transcript with its facts. */
export function SpeechToTextWorkspace(_props: WorkspaceProps) {
  const { t, locale } = useT();
  const status = useTranscriptionProviders().data;
  const toolJob = useToolJob(speechToText.id, transcriptionResultSchema, {
    successTitle: t({ id: "speechToText.ready", defaultMessage: "Transcription ready" }),
    success: t({ id: "speechToText.readyText", defaultMessage: "Copy it or download it below." }),
    failure: t({ id: "speechToText.failed", defaultMessage: "Transcription failed" }),
  });
  // Languages by their names in the interface's language; "auto" is the detection.
  const languages = transcriptionLanguages.map((entry) => ({
    value: entry.code,
    label:
      entry.code === "auto"
        ? t({ id: "speechToText.language.auto", defaultMessage: "Auto-detect" })
        : (languageName(locale, entry.code) ?? entry.name),
  }));
  const formats = transcriptFormats.map((value) => ({ value, label: t(formatNames[value]) }));
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
  // The operator's own Whisper server has no brand name to show: it is named in the user's words.
  const nameOf = (provider: { id: TranscriptionProviderKind; name: string }) =>
    provider.id === "transcription-server"
      ? t({ id: "speechToText.ownServer", defaultMessage: "Whisper on the local server" })
      : provider.name;
  const speakersReason =
    status?.speakersUnavailable ??
    (chosen && !chosen.speakers
      ? t(
          { id: "speechToText.noSpeakers", defaultMessage: "{name} does not identify speakers." },
          { name: nameOf(chosen) },
        )
      : null);
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
    ? t(
        {
          id: "speechToText.noProvider",
          defaultMessage:
            "No speech-to-text provider is set up on this server. An administrator can set {settings} to switch one on.",
        },
        { settings: status.settings.join(", ") },
      )
    : null;
  const settings = (
    <SettingsForm
      label={t({ id: "speechToText.settings", defaultMessage: "Transcription settings" })}
      onSubmit={submit}
      notice={notice}
    >
      <AudioFileField
        label={t({ id: "speechToText.audio", defaultMessage: "Audio" })}
        uploadText={t({ id: "speechToText.upload", defaultMessage: "Upload audio" })}
        noun="file"
        accept={transcriptionAccept}
        hint={t(
          {
            id: "speechToText.audioHint",
            defaultMessage: "MP3, WAV, M4A, OGG, FLAC or WebM; max {limit, number} MB.",
          },
          { limit: transcriptionMaxBytes / 1024 / 1024 },
        )}
        maxBytes={transcriptionMaxBytes}
        file={audio}
        onChoose={setAudio}
        disabled={busy}
      />
      <FieldPair>
        <ChoiceField
          label={t({ id: "speechToText.language", defaultMessage: "Language" })}
          {...field("language")}
          choices={languages}
        />
        <ChoiceField
          label={t({ id: "speechToText.format", defaultMessage: "Output format" })}
          {...field("format")}
          choices={formats}
        />
      </FieldPair>
      {status && status.providers.length > 1 ? (
        <ChoiceField
          label={t({ id: "speechToText.provider", defaultMessage: "Provider" })}
          {...field("provider")}
          choices={status.providers.map((entry) => ({ value: entry.id, label: nameOf(entry) }))}
          none={{
            label: t({ id: "speechToText.automatic", defaultMessage: "Automatic" }),
            onChoose: () => set("provider", ""),
          }}
        />
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          {t({ id: "speechToText.options", defaultMessage: "Options" })}
        </legend>
        {option("timestamps", t({ id: "speechToText.timestamps", defaultMessage: "Timestamps" }))}
        {option(
          "speakers",
          t({ id: "speechToText.speakers", defaultMessage: "Speaker identification" }),
          speakersReason,
        )}
        {option(
          "punctuate",
          t({ id: "speechToText.punctuate", defaultMessage: "Auto punctuation" }),
        )}
      </fieldset>
      <SubmitButton
        busy={busy}
        busyText={t({ id: "speechToText.busy", defaultMessage: "Processing..." })}
        disabled={!audio || none}
      >
        {t({ id: "speechToText.start", defaultMessage: "Start Transcription" })}
      </SubmitButton>
    </SettingsForm>
  );
  return (
    <JobPanel
      layout="narrow"
      settings={settings}
      state={toolJob}
      label={(current) =>
        t(
          { id: "speechToText.resultLabel", defaultMessage: 'Transcribing "{title}"' },
          { title: current.title },
        )
      }
      empty={t({
        id: "speechToText.empty",
        defaultMessage: "Your transcript appears here. Past results are listed on the left.",
      })}
    >
      {(transcript, done) => <TranscriptView result={transcript} title={done.title} />}
    </JobPanel>
  );
}
