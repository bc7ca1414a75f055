import { OptionSelect } from "@/client/components/chat/option-select";
import { useT } from "@/client/i18n/use-t";
import { chatToolsMessages } from "@/shared/i18n/compiled/chatTools";
import { programmingLanguages } from "@/shared/tools/code-assistant";
import type { OptionsBarProps } from "../tool-view";

/** The chat tools' words, loaded with the bar (options-bar.tsx). */
export const messageAreas = [chatToolsMessages];

/** The language the code assistant writes in; the languages are names, the same in every language. */
export function LanguageOption({ options, onChange }: OptionsBarProps<"code-assistant">) {
  const { t } = useT();
  return (
    <OptionSelect
      label={t({ id: "chatTools.code.language", defaultMessage: "Language" })}
      value={options.language}
      values={programmingLanguages}
      onChange={(language) => onChange({ ...options, language })}
    />
  );
}
