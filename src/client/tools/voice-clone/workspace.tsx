import { AudioLines, FileAudio, Trash2, Upload } from "lucide-react";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { AudioResult } from "@/client/components/audio/audio-result";
import { Recorder } from "@/client/components/audio/recorder";
import { JobProgress } from "@/client/components/jobs/job-progress";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { Button, buttonClass } from "@/client/components/ui/button";
import { selectClass } from "@/client/components/ui/field";
import { toast } from "@/client/components/ui/toast";
import {
  type CloneLanguage,
  cloneConsentText,
  cloneLanguages,
  cloneSampleAccept,
  cloneSampleHint,
  cloneSampleMaxBytes,
  cloneTextMaxLength,
  voiceClone,
  voiceCloneResultSchema,
  voiceStabilities,
} from "@/shared/tools/voice-clone";
import type { WorkspaceProps } from "../tool-view";
import { speakCloned, useClonedVoices, useCloneVoice, useDeleteVoice } from "./api";

const inputClass = "h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm";
const count = new Intl.NumberFormat("en-US");
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/** Voice clone: a sample with consent makes a voice; the user's voices speak text in ten languages. */
export function VoiceCloneWorkspace(_props: WorkspaceProps) {
  const ids = {
    name: useId(),
    file: useId(),
    text: useId(),
    counter: useId(),
    language: useId(),
    stability: useId(),
  };
  const voices = useClonedVoices();
  const cloneVoice = useCloneVoice();
  const deleteVoice = useDeleteVoice();
  const { job, result, busy, start } = useToolJob(voiceClone.id, voiceCloneResultSchema, {
    successTitle: "Speech Generated",
    success: "Your audio is ready to play!",
    failure: "Failed to generate speech. Please try again.",
  });
  const [name, setName] = useState("");
  const [sample, setSample] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [voiceId, setVoiceId] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [language, setLanguage] = useState<CloneLanguage>("en");
  const [stability, setStability] = useState(0.75);
  const list = voices.data?.voices ?? [];
  const selected = list.find((voice) => voice.id === voiceId) ?? list[0];

  const choose = (file: File) => {
    if (file.size > cloneSampleMaxBytes) {
      toast({
        title: "File too large",
        description: `The sample is ${megabytes(file.size)}; the limit is 25 MB.`,
        variant: "destructive",
      });
      return;
    }
    setSample(file);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) choose(file);
    event.target.value = "";
  };

  const clone = (event: FormEvent) => {
    event.preventDefault();
    if (!sample || !name.trim() || !consent) return;
    cloneVoice.mutate(
      { name: name.trim(), sample, consent },
      {
        onSuccess: (voice) => {
          toast({ title: "Voice cloned", description: `${voice.name} is ready to speak.` });
          setVoiceId(voice.id);
          setName("");
          setSample(null);
          setConsent(false);
        },
        onError: (error) =>
          toast({ title: "Cloning failed", description: error.message, variant: "destructive" }),
      },
    );
  };

  const speak = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected || !text.trim() || busy) return;
    await start(() => speakCloned({ voiceId: selected.id, text, language, stability }));
  };

  const unavailable =
    voices.error?.message ?? (voices.data?.available === false ? voices.data.reason : null);
  if (unavailable) {
    return (
      <div className="flex-1 overflow-y-auto p-4 sm:p-6">
        <p
          role={voices.error ? "alert" : "note"}
          className="mx-auto max-w-2xl rounded-lg border border-border bg-muted p-4 text-sm"
        >
          {unavailable}
        </p>
      </div>
    );
  }
  return (
    <div className="flex-1 overflow-y-auto p-4 sm:p-6">
      <div className="mx-auto grid max-w-2xl grid-cols-1 gap-6 2xl:max-w-5xl 2xl:grid-cols-[minmax(0,24rem)_1fr]">
        <div className="space-y-6">
          <form onSubmit={clone} className="space-y-3" aria-label="New voice">
            <h2 className="text-sm font-semibold">New voice</h2>
            <div className="space-y-1">
              <label htmlFor={ids.name} className="text-sm font-medium">
                Voice name
              </label>
              <input
                id={ids.name}
                value={name}
                maxLength={60}
                onChange={(event) => setName(event.target.value)}
                className={inputClass}
                placeholder="My narration voice"
              />
            </div>
            <div className="space-y-2 rounded-xl border border-dashed border-border p-4">
              <p className="text-sm font-medium">Voice sample</p>
              <div className="flex flex-wrap gap-2">
                <label htmlFor={ids.file} className={`${buttonClass("outline")} cursor-pointer`}>
                  <Upload className="h-4 w-4" aria-hidden /> Upload a sample
                </label>
                <input
                  id={ids.file}
                  type="file"
                  accept={cloneSampleAccept}
                  onChange={pick}
                  className="sr-only"
                />
                <Recorder onRecorded={choose} />
              </div>
              <p className="text-xs text-muted-fg">
                Best with {cloneSampleHint}. MP3, WAV, M4A, OGG, FLAC or WebM; max 25MB.
              </p>
              {sample ? (
                <p className="flex items-center gap-2 text-sm">
                  <FileAudio className="h-4 w-4 shrink-0" aria-hidden />
                  <span className="min-w-0 truncate">{sample.name}</span>
                  <span className="shrink-0 text-muted-fg">({megabytes(sample.size)})</span>
                </p>
              ) : null}
            </div>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
              />
              <span>{cloneConsentText}</span>
            </label>
            <Button
              type="submit"
              className="w-full"
              disabled={!sample || !name.trim() || !consent || cloneVoice.isPending}
            >
              <AudioLines className="h-4 w-4" aria-hidden />
              {cloneVoice.isPending ? "Cloning..." : "Clone Voice"}
            </Button>
          </form>
          {list.length > 0 ? (
            <section aria-label="Your voices" className="space-y-2">
              <h2 className="text-sm font-semibold">Your voices</h2>
              <ul className="space-y-1">
                {list.map((voice) => (
                  <li key={voice.id} className="flex items-center gap-1">
                    <label
                      className={`flex flex-1 cursor-pointer items-center gap-2 rounded-lg border p-2 text-sm ${selected?.id === voice.id ? "border-primary bg-muted" : "border-border"}`}
                    >
                      <input
                        type="radio"
                        name="cloned-voice"
                        checked={selected?.id === voice.id}
                        onChange={() => setVoiceId(voice.id)}
                      />
                      {voice.name}
                    </label>
                    <button
                      type="button"
                      aria-label={`Delete voice ${voice.name}`}
                      disabled={deleteVoice.isPending}
                      onClick={() =>
                        deleteVoice.mutate(voice.id, {
                          onSuccess: () =>
                            toast({
                              title: "Voice deleted",
                              description: `${voice.name} is removed here and at ElevenLabs.`,
                            }),
                          onError: (error) =>
                            toast({
                              title: "Error",
                              description: error.message,
                              variant: "destructive",
                            }),
                        })
                      }
                      className="rounded-md p-2 text-muted-fg hover:bg-card hover:text-destructive"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className="space-y-4">
          <form onSubmit={speak} className="space-y-3" aria-label="Speak with a cloned voice">
            <h2 className="text-sm font-semibold">
              {selected ? `Speak as ${selected.name}` : "Clone a voice to speak with it"}
            </h2>
            <div className="space-y-1">
              <label htmlFor={ids.text} className="text-sm font-medium">
                Text
              </label>
              <textarea
                id={ids.text}
                value={text}
                maxLength={cloneTextMaxLength}
                rows={6}
                aria-describedby={ids.counter}
                onChange={(event) => setText(event.target.value)}
                className="w-full rounded-lg border border-border bg-bg p-3 text-sm"
              />
              <p id={ids.counter} className="text-right text-xs text-muted-fg">
                {count.format(text.length)} / {count.format(cloneTextMaxLength)} characters
              </p>
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
                  onChange={(event) => setLanguage(event.target.value as CloneLanguage)}
                >
                  {cloneLanguages.map((entry) => (
                    <option key={entry.code} value={entry.code}>
                      {entry.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="space-y-1">
                <label htmlFor={ids.stability} className="text-sm font-medium">
                  Stability
                </label>
                <select
                  id={ids.stability}
                  className={selectClass}
                  value={stability}
                  onChange={(event) => setStability(Number(event.target.value))}
                >
                  {voiceStabilities.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <Button type="submit" className="w-full" disabled={!selected || !text.trim() || busy}>
              {busy ? "Generating..." : "Generate Speech"}
            </Button>
          </form>
          <section aria-label="Results" className="space-y-4">
            {job ? <JobProgress job={job} label={`Speech for "${job.title}"`} /> : null}
            {result ? (
              <AudioResult url={result.audioUrl} format="mp3" label={`Speech: ${job?.title ?? ""}`}>
                <p className="text-sm">
                  <span className="font-medium">{result.voiceName}</span>{" "}
                  <span className="text-muted-fg">
                    ({cloneLanguages.find((l) => l.code === result.language)?.name},{" "}
                    {result.durationSeconds.toFixed(1)} s)
                  </span>
                </p>
              </AudioResult>
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}
