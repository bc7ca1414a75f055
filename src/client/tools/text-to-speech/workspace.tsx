import { Eraser, Play, Volume2 } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { AudioResult } from "@/client/components/audio/audio-result";
import { JobProgress } from "@/client/components/jobs/job-progress";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { AllowanceNote } from "@/client/components/plans/allowance-note";
import { Button } from "@/client/components/ui/button";
import { selectClass } from "@/client/components/ui/field";
import {
  neuralSpeechSettings,
  type SpeechOutputFormat,
  type SpeechVoiceId,
  speechEngineNames,
  speechOutputFormats,
  speechSpeeds,
  speechTextMaxLength,
  speechVoiceList,
  textToSpeech,
  voiceDescription,
  voiceSynthesisResultSchema,
} from "@/shared/tools/text-to-speech";
import type { WorkspaceProps } from "../tool-view";
import { synthesizeSpeech, useSpeechEngine, voicePreviewUrl } from "./api";

const count = new Intl.NumberFormat("en-US");

/** Text to speech: six voices with previews, speed, format, the text with its counter; the player. */
export function TextToSpeechWorkspace(_props: WorkspaceProps) {
  const ids = { text: useId(), speed: useId(), format: useId(), counter: useId() };
  const engine = useSpeechEngine().data;
  const { job, result, busy, start } = useToolJob(textToSpeech.id, voiceSynthesisResultSchema, {
    successTitle: "Speech Generated",
    success: "Your audio is ready to play!",
    failure: "Failed to generate speech. Please try again.",
  });
  const [text, setText] = useState("");
  const [voice, setVoice] = useState<SpeechVoiceId>("alloy");
  const [speed, setSpeed] = useState(1);
  const [format, setFormat] = useState<SpeechOutputFormat>("mp3");
  const preview = useRef<HTMLAudioElement | null>(null);

  const playPreview = (id: SpeechVoiceId) => {
    preview.current?.pause();
    const audio = new Audio(voicePreviewUrl(id));
    preview.current = audio;
    audio.play().catch((error: unknown) => console.warn("voice preview failed", error));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || busy) return;
    await start(() => synthesizeSpeech({ text, voice, speed, format }));
  };

  return (
    <div className="flex-1 overflow-y-auto p-4 sm:p-6">
      <div className="mx-auto grid max-w-2xl grid-cols-1 gap-6 2xl:max-w-5xl 2xl:grid-cols-[minmax(0,26rem)_1fr]">
        <form onSubmit={submit} className="space-y-4" aria-label="Speech settings">
          <AllowanceNote kind="speech" />
          {engine ? (
            <p role="note" className="rounded-lg border border-border bg-muted p-3 text-sm">
              {engine.neural
                ? `Neural voices by ${speechEngineNames[engine.engine]}.`
                : `Spoken by ${speechEngineNames[engine.engine]}. For neural voices an administrator can set ${neuralSpeechSettings.join(" or ")}.`}
            </p>
          ) : null}
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
                      onChange={() => setVoice(option.id)}
                    />
                    <span className="min-w-0">
                      <span className="block text-sm font-medium">{option.name}</span>
                      <span className="block text-xs text-muted-fg">
                        {voiceDescription(option)}
                      </span>
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
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1">
              <label htmlFor={ids.speed} className="text-sm font-medium">
                Speed
              </label>
              <select
                id={ids.speed}
                className={selectClass}
                value={speed}
                onChange={(event) => setSpeed(Number(event.target.value))}
              >
                {speechSpeeds.map((value) => (
                  <option key={value} value={value}>
                    {value.toFixed(value % 0.5 === 0 ? 1 : 2)}x
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1">
              <label htmlFor={ids.format} className="text-sm font-medium">
                Format
              </label>
              <select
                id={ids.format}
                className={selectClass}
                value={format}
                onChange={(event) => setFormat(event.target.value as SpeechOutputFormat)}
              >
                {speechOutputFormats.map((value) => (
                  <option key={value} value={value}>
                    {value.toUpperCase()}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="space-y-1">
            <label htmlFor={ids.text} className="text-sm font-medium">
              Text
            </label>
            <textarea
              id={ids.text}
              value={text}
              maxLength={speechTextMaxLength}
              rows={8}
              required
              aria-describedby={ids.counter}
              placeholder="Type or paste the text to read aloud"
              onChange={(event) => setText(event.target.value)}
              className="w-full rounded-lg border border-border bg-bg p-3 text-sm"
            />
            <p id={ids.counter} className="text-right text-xs text-muted-fg">
              {count.format(text.length)} / {count.format(speechTextMaxLength)} characters
            </p>
          </div>
          <div className="flex gap-2">
            <Button type="submit" className="flex-1" disabled={busy || !text.trim()}>
              <Volume2 className="h-4 w-4" aria-hidden />
              {busy ? "Generating..." : "Generate Speech"}
            </Button>
            <Button variant="outline" onClick={() => setText("")} disabled={!text}>
              <Eraser className="h-4 w-4" aria-hidden /> Clear
            </Button>
          </div>
        </form>
        <section aria-label="Results" className="space-y-4">
          {job ? <JobProgress job={job} label={`Speech for "${job.title}"`} /> : null}
          {result ? (
            <AudioResult
              url={result.audioUrl}
              format={result.format}
              label={`Speech: ${job?.title ?? ""}`}
            >
              <p className="text-sm">
                <span className="font-medium">
                  {speechVoiceList.find((v) => v.id === result.voice)?.name} at {result.speed}x
                </span>{" "}
                <span className="text-muted-fg">
                  ({result.durationSeconds.toFixed(1)} s, spoken by{" "}
                  {speechEngineNames[result.engine]})
                </span>
              </p>
            </AudioResult>
          ) : null}
          {!job ? (
            <p className="rounded-xl border border-dashed border-border p-10 text-center text-sm text-muted-fg">
              Your audio appears here. Past results are listed on the left.
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
