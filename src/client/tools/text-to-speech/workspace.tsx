import { Eraser, Volume2 } from "lucide-react";
import { AudioResult } from "@/client/components/audio/audio-result";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { ChoiceField, FieldPair, SubmitButton, TextBox } from "@/client/components/panel/fields";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { useFields } from "@/client/components/panel/use-fields";
import { Button } from "@/client/components/ui/button";
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
  voiceSynthesisResultSchema,
} from "@/shared/tools/text-to-speech";
import type { WorkspaceProps } from "../tool-view";
import { synthesizeSpeech, useSpeechEngine } from "./api";
import { VoicePicker } from "./voice-picker";

const speeds = speechSpeeds.map((value) => ({
  value,
  label: `${value.toFixed(value % 0.5 === 0 ? 1 : 2)}x`,
}));
const formats = speechOutputFormats.map((value) => ({ value, label: value.toUpperCase() }));

/** Text to speech: six voices with previews, speed, format, the text with its counter; the player. */
export function TextToSpeechWorkspace(_props: WorkspaceProps) {
  const engine = useSpeechEngine().data;
  const toolJob = useToolJob(textToSpeech.id, voiceSynthesisResultSchema, {
    successTitle: "Speech Generated",
    success: "Your audio is ready to play!",
    failure: "Failed to generate speech. Please try again.",
  });
  const { busy, start } = toolJob;
  const [form, set, field] = useFields<{
    text: string;
    voice: SpeechVoiceId;
    speed: number;
    format: SpeechOutputFormat;
  }>({ text: "", voice: "alloy", speed: 1, format: "mp3" });
  const submit = () => {
    if (form.text.trim() && !busy) void start(() => synthesizeSpeech(form));
  };

  const note = engine
    ? engine.neural
      ? `Neural voices by ${speechEngineNames[engine.engine]}.`
      : `Spoken by ${speechEngineNames[engine.engine]}. For neural voices an administrator can set ${neuralSpeechSettings.join(" or ")}.`
    : null;
  const settings = (
    <SettingsForm label="Speech settings" onSubmit={submit} allowance="speech" notice={note}>
      <VoicePicker voice={form.voice} onChange={(voice) => set("voice", voice)} />
      <FieldPair>
        <ChoiceField label="Speed" {...field("speed")} choices={speeds} />
        <ChoiceField label="Format" {...field("format")} choices={formats} />
      </FieldPair>
      <TextBox
        label="Text"
        {...field("text")}
        maxLength={speechTextMaxLength}
        rows={8}
        required
        counted
        placeholder="Type or paste the text to read aloud"
      />
      <div className="flex gap-2">
        <SubmitButton
          icon={Volume2}
          busy={busy}
          busyText="Generating..."
          disabled={!form.text.trim()}
          className="flex-1"
        >
          Generate Speech
        </SubmitButton>
        <Button variant="outline" onClick={() => set("text", "")} disabled={!form.text}>
          <Eraser className="h-4 w-4" aria-hidden /> Clear
        </Button>
      </div>
    </SettingsForm>
  );
  return (
    <JobPanel
      layout="narrow-wide"
      settings={settings}
      state={toolJob}
      label={(current) => `Speech for "${current.title}"`}
      empty="Your audio appears here. Past results are listed on the left."
    >
      {(speech, done) => (
        <AudioResult url={speech.audioUrl} format={speech.format} label={`Speech: ${done.title}`}>
          <p className="text-sm">
            <span className="font-medium">
              {speechVoiceList.find((v) => v.id === speech.voice)?.name} at {speech.speed}x
            </span>{" "}
            <span className="text-muted-fg">
              ({speech.durationSeconds.toFixed(1)} s, spoken by {speechEngineNames[speech.engine]})
            </span>
          </p>
        </AudioResult>
      )}
    </JobPanel>
  );
}
