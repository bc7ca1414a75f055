import { Eraser, Volume2 } from "lucide-react";
import { AudioResult } from "@/client/components/audio/audio-result";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { ChoiceField, FieldPair, SubmitButton, TextBox } from "@/client/components/panel/fields";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { useFields } from "@/client/components/panel/use-fields";
import { ProviderSetupLinks } from "@/client/components/setup/not-set-up-note";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { textToSpeechMessages } from "@/shared/i18n/compiled/textToSpeech";
import { formatNumber } from "@/shared/i18n/format";
import { providersOf } from "@/shared/tools/readiness";
import {
  neuralSpeechSettings,
  type SpeechEngineKind,
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

/** The tool's own words, and its description (in the catalogue's area). */
export const messageAreas = [textToSpeechMessages, catalogMessages];

/** 1.0 and 1.25, as the locale writes them. */
const speedDigits = { minimumFractionDigits: 1, maximumFractionDigits: 2 } as const;

const formats = speechOutputFormats.map((value) => ({ value, label: value.toUpperCase() }));

/** Text to speech: six voices with previews, speed, format, the text with its counter; the player. */
export function TextToSpeechWorkspace(_props: WorkspaceProps) {
  const { t, locale } = useT();
  const engine = useSpeechEngine().data;
  const toolJob = useToolJob(textToSpeech.id, voiceSynthesisResultSchema, {
    successTitle: t({ id: "textToSpeech.ready", defaultMessage: "Speech Generated" }),
    success: t({ id: "textToSpeech.readyText", defaultMessage: "Your audio is ready to play!" }),
    failure: t({
      id: "textToSpeech.failed",
      defaultMessage: "Failed to generate speech. Please try again.",
    }),
  });
  const speedText = (speed: number) =>
    t(
      { id: "textToSpeech.speedValue", defaultMessage: "{speed}x" },
      { speed: formatNumber(locale, speed, speedDigits) },
    );
  const speeds = speechSpeeds.map((value) => ({ value, label: speedText(value) }));
  // The operator's own speech server has no brand name to show: it is named in the user's words.
  const engineName = (id: SpeechEngineKind) =>
    id === "speech-server"
      ? t({ id: "textToSpeech.speechServer", defaultMessage: "the local speech server" })
      : speechEngineNames[id];
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

  const note = engine ? (
    engine.neural ? (
      t(
        { id: "textToSpeech.neural", defaultMessage: "Neural voices by {name}." },
        { name: engineName(engine.engine) },
      )
    ) : (
      <>
        {t(
          {
            id: "textToSpeech.offlineVoice",
            defaultMessage:
              "Spoken by {engine, select, offline {the offline voice (eSpeak NG, on this server)} other {{name}}}.",
          },
          { engine: engine.engine, name: engineName(engine.engine) },
        )}
        <ProviderSetupLinks
          lead={t({
            id: "textToSpeech.neuralNeeds",
            defaultMessage: "Neural voices need a provider:",
          })}
          providers={providersOf(neuralSpeechSettings)}
        />
      </>
    )
  ) : null;
  const settings = (
    <SettingsForm
      label={t({ id: "textToSpeech.settings", defaultMessage: "Speech settings" })}
      onSubmit={submit}
      allowance="speech"
      notice={note}
    >
      <VoicePicker voice={form.voice} onChange={(voice) => set("voice", voice)} />
      <FieldPair>
        <ChoiceField
          label={t({ id: "textToSpeech.speed", defaultMessage: "Speed" })}
          {...field("speed")}
          choices={speeds}
        />
        <ChoiceField
          label={t({ id: "textToSpeech.format", defaultMessage: "Format" })}
          {...field("format")}
          choices={formats}
        />
      </FieldPair>
      <TextBox
        label={t({ id: "textToSpeech.text", defaultMessage: "Text" })}
        {...field("text")}
        maxLength={speechTextMaxLength}
        rows={8}
        required
        counted
        placeholder={t({
          id: "textToSpeech.textHint",
          defaultMessage: "Type or paste the text to read aloud",
        })}
      />
      <div className="flex gap-2">
        <SubmitButton
          icon={Volume2}
          busy={busy}
          busyText={t({ id: "textToSpeech.busy", defaultMessage: "Generating..." })}
          disabled={!form.text.trim()}
          className="flex-1"
        >
          {t({ id: "textToSpeech.generate", defaultMessage: "Generate Speech" })}
        </SubmitButton>
        <Button variant="outline" onClick={() => set("text", "")} disabled={!form.text}>
          <Eraser className="h-4 w-4" aria-hidden />{" "}
          {t({ id: "textToSpeech.clear", defaultMessage: "Clear" })}
        </Button>
      </div>
    </SettingsForm>
  );
  return (
    <JobPanel
      layout="narrow-wide"
      settings={settings}
      state={toolJob}
      label={(current) =>
        t(
          { id: "textToSpeech.resultLabel", defaultMessage: 'Speech for "{title}"' },
          { title: current.title },
        )
      }
      empty={t({
        id: "textToSpeech.empty",
        defaultMessage: "Your audio appears here. Past results are listed on the left.",
      })}
    >
      {(speech, done) => (
        <AudioResult
          url={speech.audioUrl}
          format={speech.format}
          label={t(
            { id: "textToSpeech.player", defaultMessage: "Speech: {title}" },
            { title: done.title },
          )}
        >
          <p className="text-sm">
            <span className="font-medium">
              {t(
                { id: "textToSpeech.resultVoice", defaultMessage: "{voice} at {speed}" },
                {
                  voice: speechVoiceList.find((v) => v.id === speech.voice)?.name ?? speech.voice,
                  speed: speedText(speech.speed),
                },
              )}
            </span>{" "}
            <span className="text-muted-fg">
              {t(
                {
                  id: "textToSpeech.resultEngine",
                  defaultMessage:
                    "({duration}, spoken by {engine, select, offline {the offline voice (eSpeak NG, on this server)} other {{name}}})",
                },
                {
                  duration: formatNumber(locale, speech.durationSeconds, {
                    style: "unit",
                    unit: "second",
                    unitDisplay: "short",
                    maximumFractionDigits: 1,
                  }),
                  engine: speech.engine,
                  name: engineName(speech.engine),
                },
              )}
            </span>
          </p>
        </AudioResult>
      )}
    </JobPanel>
  );
}
