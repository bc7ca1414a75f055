import { OptionSelect } from "@/client/components/chat/option-select";
import { useT } from "@/client/i18n/use-t";
import { chatToolsMessages } from "@/shared/i18n/compiled/chatTools";
import { defineMessage } from "@/shared/i18n/runtime";
import { tutorLanguages, tutorLevels } from "@/shared/tools/language-tutor";
import type { OptionsBarProps } from "../tool-view";
import { tutorLanguageName } from "./tutor-languages";

/** The chat tools' words, loaded with the bar (options-bar.tsx). */
export const messageAreas = [chatToolsMessages];

/** The learner's levels as people read them (the value stays the API's English word). */
const levelNames = {
  Beginner: defineMessage({ id: "chatTools.tutor.beginner", defaultMessage: "Beginner" }),
  Elementary: defineMessage({ id: "chatTools.tutor.elementary", defaultMessage: "Elementary" }),
  Intermediate: defineMessage({
    id: "chatTools.tutor.intermediate",
    defaultMessage: "Intermediate",
  }),
  Advanced: defineMessage({ id: "chatTools.tutor.advanced", defaultMessage: "Advanced" }),
} as const satisfies Record<(typeof tutorLevels)[number], unknown>;

/** The language to learn, named in the interface's language, and the learner's level. */
export function TutorOptions({ options, onChange }: OptionsBarProps<"language-tutor">) {
  const { t, locale } = useT();
  const name = (language: (typeof tutorLanguages)[number]) => tutorLanguageName(locale, language);
  return (
    <>
      <OptionSelect
        label={t({ id: "chatTools.tutor.language", defaultMessage: "Language" })}
        value={options.language}
        values={tutorLanguages}
        labels={{
          Spanish: name("Spanish"),
          French: name("French"),
          German: name("German"),
          Italian: name("Italian"),
          Portuguese: name("Portuguese"),
          Japanese: name("Japanese"),
        }}
        onChange={(language) => onChange({ ...options, language })}
      />
      <OptionSelect
        label={t({ id: "chatTools.tutor.level", defaultMessage: "Level" })}
        value={options.level}
        values={tutorLevels}
        labels={{
          Beginner: t(levelNames.Beginner),
          Elementary: t(levelNames.Elementary),
          Intermediate: t(levelNames.Intermediate),
          Advanced: t(levelNames.Advanced),
        }}
        onChange={(level) => onChange({ ...options, level })}
      />
    </>
  );
}
