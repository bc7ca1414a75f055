import { useState } from "react";
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
import { useT } from "@/client/i18n/use-t";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { voiceCloneMessages } from "@/shared/i18n/compiled/voiceClone";
import { formatNumber } from "@/shared/i18n/format";
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
import { languageText, SpeechResult } from "./speech-result";
import { VoiceList } from "./voice-list";

/** The tool's own words, and its description (in the catalogue's area). */
export const messageAreas = [voiceCloneMessages, catalogMessages];

/** Voice clone: a sample with consent makes a voice; the user's voices speak text in ten languages. */
export function VoiceCloneWorkspace(_props: WorkspaceProps) {
  const { t, locale } = useT();
  const voices = useClonedVoices();
  const { job, result, unreadable, busy, start } = useToolJob(
    voiceClone.id,
    voiceCloneResultSchema,
    {
      successTitle: t({ id: "voiceClone.ready", defaultMessage: "Speech Generated" }),
      success: t({ id: "voiceClone.readyText", defaultMessage: "Your audio is ready to play!" }),
      failure: t({
        id: "voiceClone.failed",
        defaultMessage: "Failed to generate speech. Please try again.",
      }),
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
      <SettingsForm
        label={t({ id: "voiceClone.speak", defaultMessage: "Speak with a cloned voice" })}
        onSubmit={speak}
        className="space-y-3"
      >
        <h2 className="text-sm font-semibold">
          {selected
            ? t(
                { id: "voiceClone.speakAs", defaultMessage: "Speak as {name}" },
                { name: selected.name },
              )
            : t({ id: "voiceClone.noVoice", defaultMessage: "Clone a voice to speak with it" })}
        </h2>
        <TextBox
          label={t({ id: "voiceClone.text", defaultMessage: "Text" })}
          {...field("text")}
          maxLength={cloneTextMaxLength}
          rows={6}
          counted
        />
        <FieldPair>
          <ChoiceField
            label={t({ id: "voiceClone.language", defaultMessage: "Language" })}
            {...field("language")}
            choices={cloneLanguages.map((entry) => ({
              value: entry.code,
              label: languageText(locale, entry.code),
            }))}
          />
          <ChoiceField
            label={t({ id: "voiceClone.stability", defaultMessage: "Stability" })}
            {...field("stability")}
            choices={choicesOf(voiceStabilities, (value) => formatNumber(locale, value))}
          />
        </FieldPair>
        <SubmitButton
          busy={busy}
          busyText={t({ id: "voiceClone.busy", defaultMessage: "Generating..." })}
          disabled={!selected || !form.text.trim()}
        >
          {t({ id: "voiceClone.generate", defaultMessage: "Generate Speech" })}
        </SubmitButton>
      </SettingsForm>
      <JobResults
        job={job}
        result={result}
        unreadable={unreadable}
        label={(current) =>
          t(
            { id: "voiceClone.resultLabel", defaultMessage: 'Speech for "{title}"' },
            { title: current.title },
          )
        }
      >
        {(speech, done) => <SpeechResult speech={speech} title={done.title} />}
      </JobResults>
    </div>
  );
  return <JobWorkspace layout="narrow" settings={voiceSide} results={speechSide} />;
}
