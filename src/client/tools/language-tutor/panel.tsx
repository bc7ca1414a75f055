import { OptionSelect } from "@/client/components/chat/option-select";
import { tutorLanguages, tutorLevels } from "@/shared/tools/language-tutor";
import type { ToolOptionsPanelProps } from "../panel-props";

export function LanguageTutorPanel({ options, onChange }: ToolOptionsPanelProps) {
  return (
    <>
      <OptionSelect
        label="Language"
        value={options.language ?? tutorLanguages[0]}
        values={tutorLanguages}
        onChange={(value) => onChange("language", value)}
      />
      <OptionSelect
        label="Level"
        value={options.level ?? tutorLevels[0]}
        values={tutorLevels}
        onChange={(value) => onChange("level", value)}
      />
    </>
  );
}
