import { Copy, Download, FileAudio, Upload } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from "react";
import { Recorder } from "@/client/components/audio/recorder";
import { JobProgress } from "@/client/components/jobs/job-progress";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { Button, buttonClass } from "@/client/components/ui/button";
import { selectClass } from "@/client/components/ui/field";
import { toast } from "@/client/components/ui/toast";
import {
  speechToText,
  type TranscriptFormat,
  type TranscriptionLanguage,
  type TranscriptionProviderKind,
  type TranscriptionResult,
  transcriptFormatFiles,
  transcriptFormats,
  transcriptionAccept,
  transcriptionLanguages,
  transcriptionMaxBytes,
  transcriptionResultSchema,
} from "@/shared/tools/speech-to-text";
import type { WorkspaceProps } from "../tool-view";
import { transcribe, useTranscriptionProviders } from "./api";

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

function clock(seconds: number) {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, "0")}`;
}

/** The transcript as a file of the chosen format, with its own extension and type. */
function downloadOutput(result: TranscriptionResult, title: string) {
  const { extension, mimeType } = transcriptFormatFiles[result.format];
  const url = URL.createObjectURL(new Blob([result.output], { type: mimeType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${title.replace(/\.[^.]*$/, "") || "transcript"}.${extension}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Speech to text: upload or record, language, format and options; the transcript with its facts. */
export function SpeechToTextWorkspace(_props: WorkspaceProps) {
  const ids = {
    file: useId(),
    language: useId(),
    format: useId(),
    provider: useId(),
    output: useId(),
  };
  const status = useTranscriptionProviders().data;
  const { job, result, busy, start } = useToolJob(speechToText.id, transcriptionResultSchema, {
    successTitle: "Transcription ready",
    success: "Copy it or download it below.",
    failure: "Transcription failed",
  });
  const [audio, setAudio] = useState<File | null>(null);
  const [language, setLanguage] = useState<TranscriptionLanguage>("auto");
  const [format, setFormat] = useState<TranscriptFormat>("text");
  const [provider, setProvider] = useState<TranscriptionProviderKind | "">("");
  const [options, setOptions] = useState({ timestamps: true, speakers: false, punctuate: true });
  const none = status !== undefined && status.providers.length === 0;
  const chosen = status?.providers.find((p) => p.id === provider);
  const speakersReason =
    status?.speakersUnavailable ??
    (chosen && !chosen.speakers ? `${chosen.name} does not identify speakers.` : null);

  useEffect(() => {
    if (speakersReason) setOptions((current) => ({ ...current, speakers: false }));
  }, [speakersReason]);

  const choose = (file: File) => {
    if (file.size > transcriptionMaxBytes) {
      toast({
        title: "File too large",
        description: `The file is ${megabytes(file.size)}; the limit is 25 MB.`,
        variant: "destructive",
      });
      return;
    }
    setAudio(file);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) choose(file);
    event.target.value = "";
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!audio || busy) return;
    await start(() =>
      transcribe(audio, { language, format, options, provider: provider || undefined }),
    );
  };

  const copy = async (output: string) => {
    try {
      await navigator.clipboard.writeText(output);
      toast({ title: "Copied", description: "Transcript copied to clipboard" });
    } catch {
      toast({ title: "Copy failed", description: "Select the text and copy it instead." });
    }
  };

  const checkbox = (key: keyof typeof options, label: string, reason?: string | null) => (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-1"
        checked={options[key]}
        disabled={Boolean(reason)}
        onChange={(event) => setOptions({ ...options, [key]: event.target.checked })}
      />
      <span>
        {label}
        {reason ? <span className="block text-xs text-muted-fg">{reason}</span> : null}
      </span>
    </label>
  );

  return (
    <div className="flex-1 overflow-y-auto p-4 sm:p-6">
      <div className="mx-auto grid max-w-2xl grid-cols-1 gap-6 2xl:max-w-5xl 2xl:grid-cols-[minmax(0,24rem)_1fr]">
        <form onSubmit={submit} className="space-y-4" aria-label="Transcription settings">
          {none ? (
            <p role="note" className="rounded-lg border border-border bg-muted p-3 text-sm">
              No speech-to-text provider is set up on this server. An administrator can set{" "}
              {status.settings.join(", ")} to switch one on.
            </p>
          ) : null}
          <div className="space-y-2 rounded-xl border border-dashed border-border p-4">
            <p className="text-sm font-medium">Audio</p>
            <div className="flex flex-wrap gap-2">
              <label htmlFor={ids.file} className={`${buttonClass("outline")} cursor-pointer`}>
                <Upload className="h-4 w-4" aria-hidden /> Upload audio
              </label>
              <input
                id={ids.file}
                type="file"
                accept={transcriptionAccept}
                onChange={pick}
                className="sr-only"
              />
              <Recorder onRecorded={choose} disabled={busy} />
            </div>
            <p className="text-xs text-muted-fg">MP3, WAV, M4A, OGG, FLAC or WebM; max 25MB.</p>
            {audio ? (
              <p className="flex items-center gap-2 text-sm">
                <FileAudio className="h-4 w-4 shrink-0" aria-hidden />
                <span className="min-w-0 truncate">{audio.name}</span>
                <span className="shrink-0 text-muted-fg">({megabytes(audio.size)})</span>
              </p>
            ) : null}
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1">
              <label htmlFor={ids.language} className="text-sm font-medium">
                Language
              </label>
              <select
                id={ids.language}
                className={selectClass}
                value={language}
                onChange={(event) => setLanguage(event.target.value as TranscriptionLanguage)}
              >
                {transcriptionLanguages.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1">
              <label htmlFor={ids.format} className="text-sm font-medium">
                Output format
              </label>
              <select
                id={ids.format}
                className={selectClass}
                value={format}
                onChange={(event) => setFormat(event.target.value as TranscriptFormat)}
              >
                {transcriptFormats.map((value) => (
                  <option key={value} value={value}>
                    {transcriptFormatFiles[value].label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {status && status.providers.length > 1 ? (
            <div className="space-y-1">
              <label htmlFor={ids.provider} className="text-sm font-medium">
                Provider
              </label>
              <select
                id={ids.provider}
                className={selectClass}
                value={provider}
                onChange={(event) =>
                  setProvider(event.target.value as TranscriptionProviderKind | "")
                }
              >
                <option value="">Automatic</option>
                {status.providers.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Options</legend>
            {checkbox("timestamps", "Timestamps")}
            {checkbox("speakers", "Speaker identification", speakersReason)}
            {checkbox("punctuate", "Auto punctuation")}
          </fieldset>
          <Button type="submit" className="w-full" disabled={busy || !audio || none}>
            {busy ? "Processing..." : "Start Transcription"}
          </Button>
        </form>
        <section aria-label="Results" className="space-y-4">
          {job ? <JobProgress job={job} label={`Transcribing "${job.title}"`} /> : null}
          {result ? (
            <div className="space-y-3 rounded-xl border border-border bg-card p-4">
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-muted-fg">Language</dt>
                  <dd className="font-medium">
                    {transcriptionLanguages.find((l) => l.code === result.language)?.name ??
                      result.language ??
                      "Unknown"}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-fg">Duration</dt>
                  <dd className="font-medium">{clock(result.duration)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-fg">Confidence</dt>
                  <dd className="font-medium">
                    {result.confidence === null
                      ? "Not given"
                      : `${Math.round(result.confidence * 100)}%`}
                  </dd>
                </div>
              </dl>
              <label htmlFor={ids.output} className="sr-only">
                Transcript
              </label>
              <textarea
                id={ids.output}
                readOnly
                value={result.output}
                rows={12}
                className="w-full rounded-lg border border-border bg-bg p-3 font-mono text-xs"
              />
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => copy(result.output)}>
                  <Copy className="h-4 w-4" aria-hidden /> Copy
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => downloadOutput(result, job?.title ?? "transcript")}
                >
                  <Download className="h-4 w-4" aria-hidden /> Download .
                  {transcriptFormatFiles[result.format].extension}
                </Button>
              </div>
            </div>
          ) : null}
          {!job ? (
            <p className="rounded-xl border border-dashed border-border p-10 text-center text-sm text-muted-fg">
              Your transcript appears here. Past results are listed on the left.
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
